import type { ConvertToCrypto, ConvertToUsd } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/payments/convert/usd: crypto amount → dollars at the current price. */
export function convertToUsd(asset: string, amount: string, signal?: AbortSignal) {
  return api.get<ConvertToUsd>('/payments/convert/usd', { query: { asset, amount }, signal });
}

/** GET /api/payments/convert/crypto: dollars → crypto amount at the current price. */
export function convertToCrypto(asset: string, amount: string, signal?: AbortSignal) {
  return api.get<ConvertToCrypto>('/payments/convert/crypto', { query: { asset, amount }, signal });
}
