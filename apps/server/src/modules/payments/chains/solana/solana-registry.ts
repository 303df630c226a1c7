/**
 * The Solana adapter as the registry builds it from the configuration (registry.ts): the
 * deposit seed (SOLANA_DEPOSIT_SEED; required in production), the hot wallet key
 * (HOT_WALLET_KEYS sol=…; optional: without it no payouts), the mints (SOLANA_TOKEN_MINTS, else
 * mainnet's). Outside production missing keys come from the development key file.
 */
import type { ChainsConfig } from '../chains-config';
import type { DevelopmentKeys } from '../dev-keys';
import { createSolanaAdapter, type SolanaAdapter } from './solana-adapter';
import { parseDepositSeed, parseSolanaSecretKey } from './solana-keys';
import { solanaTokensOf } from './solana-tokens';

export function createSolanaAdapterFor(
  rpcUrl: string,
  chains: ChainsConfig,
  devKeys: () => DevelopmentKeys,
  isProduction: boolean,
  log?: { warn(message: string): void },
): { adapter: SolanaAdapter; usesDevelopmentKey: boolean } {
  if (!chains.solanaDepositSeed && isProduction) {
    throw new Error(
      'sol: CHAIN_RPC_URLS has a node but SOLANA_DEPOSIT_SEED is not set (required in production)',
    );
  }
  const configuredHot = chains.hotWalletKeys.sol;
  if (!configuredHot && isProduction) {
    log?.warn('sol: no HOT_WALLET_KEYS entry; withdrawals on it cannot be sent');
  }
  const depositSeed = chains.solanaDepositSeed
    ? parseDepositSeed(chains.solanaDepositSeed)
    : devKeys().networkSecret('sol');
  const hotWalletKey = configuredHot
    ? parseSolanaSecretKey(configuredHot)
    : isProduction
      ? undefined
      : devKeys().hotWalletKey('sol');
  return {
    adapter: createSolanaAdapter({
      rpcUrl,
      depositSeed,
      hotWalletKey,
      tokens: solanaTokensOf(chains.solanaTokenMints),
    }),
    usesDevelopmentKey: !chains.solanaDepositSeed || (!configuredHot && !isProduction),
  };
}
