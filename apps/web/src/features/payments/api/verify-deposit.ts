import type { VerifyDepositRequest, VerifyDepositResponse } from '@tengu/shared';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';

/**
 * POST /api/payments/deposits/verify: the server looks the transaction up on the chain now and
 * records a payment to one of the player's deposit addresses at once (spec document 1 section 7,
 * "Verify on-chain token deposit").
 */
export function verifyDeposit(request: VerifyDepositRequest): Promise<VerifyDepositResponse> {
  return api.post<VerifyDepositResponse>('/payments/deposits/verify', request);
}

const RETRY_DELAY_MS = 1_500;
const TRIES = 4;

/**
 * Verification right after a wallet sent the transaction: the server's node may see it a moment
 * later than the wallet's, so "not found" is asked again a few times before it counts.
 */
export async function verifySentDeposit(
  request: VerifyDepositRequest,
  wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
): Promise<VerifyDepositResponse> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await verifyDeposit(request);
    } catch (error) {
      const isNotFound = error instanceof ApiError && error.status === 404;
      if (!isNotFound || attempt >= TRIES) throw error;
      await wait(RETRY_DELAY_MS);
    }
  }
}
