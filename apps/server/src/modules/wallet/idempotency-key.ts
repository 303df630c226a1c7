import type { FastifyRequest } from 'fastify';
import { AppError } from '#app/errors/app-error';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

/**
 * The optional `Idempotency-Key` header of a money request (docs/decisions/006-wallet-money-json.md):
 * a retry with the same key moves money once. A malformed key is refused, never ignored.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Idempotency-Key must be 1 to 100 letters, digits or . _ : -',
    );
  }
  return value;
}
