import type { WalletTransactionRequest, WalletTransactionResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/**
 * POST /api/payments/deposits/wallet-transaction: the unsigned Solana transfer of an instant
 * deposit to the player's own deposit address, for the browser wallet to sign and send.
 */
export function buildWalletTransaction(
  request: WalletTransactionRequest,
): Promise<WalletTransactionResponse> {
  return api.post<WalletTransactionResponse>('/payments/deposits/wallet-transaction', request);
}
