import { ApiError } from '@/lib/api-client';

/** Error codes of the wallet API (packages/shared/src/errors.ts), or null for a network failure. */
export function errorCodeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

export function errorStatusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
