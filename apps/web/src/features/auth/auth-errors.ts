import { ApiError } from '@/lib/api-client';
import type { CountryBlock } from './auth-modal-store';

/**
 * The Country restriction texts of a 403 RESTRICTED_COUNTRY answer on login or sign-up, read by
 * hand (no zod in the first page's JavaScript).
 */
export function countryBlockOf(error: unknown): CountryBlock | null {
  if (!(error instanceof ApiError) || error.code !== 'RESTRICTED_COUNTRY') return null;
  const body = error.body;
  const restricted =
    typeof body === 'object' && body !== null && 'restrictedCountry' in body
      ? (body.restrictedCountry as Partial<
          Record<keyof CountryBlock | 'country_code' | 'country_name', unknown>
        >)
      : {};
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  return {
    countryCode: text(restricted.country_code, ''),
    countryName: text(restricted.country_name, ''),
    title: text(restricted.title, error.message),
    message: text(restricted.message, ''),
  };
}

export function errorCodeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}
