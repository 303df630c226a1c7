import {
  NETWORKS,
  PAYMENTS_MESSAGES,
  parseAssetAmount,
  type WalletTransactionRequest,
  type WalletTransactionResponse,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { depositAddressFor, resolveAssetNetwork } from '#app/modules/payments/addresses.service';
import type { PaymentChains } from '#app/modules/payments/payments-chains';
import { VERIFY_MESSAGES } from '#app/modules/payments/deposit-verification.service';
import { ChainUnavailableError } from '../chain-adapter';
import { isSolanaAdapter } from './solana-adapter';

export const WALLET_TRANSFER_MESSAGES = {
  needAmount: 'Enter the amount to deposit.',
  notAvailable: 'Instant deposits are not available on this network.',
} as const;

/**
 * POST /api/payments/deposits/wallet-transaction (the Solana instant deposit): the unsigned
 * transfer from the player's browser wallet to the player's own deposit address — never an
 * address the browser names — with a fresh blockhash from the server's node. The wallet signs
 * and sends it; the player then asks for verification by signature, as on EVM.
 */
export async function solanaWalletTransfer(options: {
  db: DB;
  chains: PaymentChains;
  userId: string;
  request: WalletTransactionRequest;
}): Promise<WalletTransactionResponse> {
  const { request } = options;
  const adapter = options.chains.adapter('sol');
  if (!isSolanaAdapter(adapter)) {
    throw new AppError('BAD_REQUEST', WALLET_TRANSFER_MESSAGES.notAvailable);
  }
  const { asset, on } = resolveAssetNetwork(request.asset, 'sol');
  if (!adapter.assets.includes(asset.symbol)) {
    throw new AppError('UNSUPPORTED_CURRENCY', PAYMENTS_MESSAGES.unsupportedCurrency);
  }
  if (!adapter.validateAddress(request.from).valid) {
    throw new AppError('BAD_REQUEST', 'Invalid Solana address');
  }
  const address = await depositAddressFor({
    db: options.db,
    chains: options.chains,
    userId: options.userId,
    currency: asset.symbol,
    network: 'sol',
  });
  let amount: bigint;
  try {
    amount = parseAssetAmount(request.amount, on.decimals);
  } catch {
    amount = 0n;
  }
  if (amount <= 0n) throw new AppError('BAD_REQUEST', WALLET_TRANSFER_MESSAGES.needAmount);
  try {
    const built = await adapter.walletTransfer({
      from: request.from,
      to: address.wallet,
      asset: asset.symbol,
      amount,
    });
    return { ...built, to: address.wallet };
  } catch (error) {
    if (error instanceof ChainUnavailableError) {
      throw new AppError('SERVICE_UNAVAILABLE', VERIFY_MESSAGES.unavailable(NETWORKS.sol.name), {
        cause: error,
      });
    }
    throw error;
  }
}
