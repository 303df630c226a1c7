import type { AssetNetwork, PaymentsConfig } from '@tengu/shared';

/** Where an instant deposit of an asset on a network is paid, as the server watches it. */
export interface InstantDepositTarget {
  /** The chain the wallet must be on; null when the server accepts any. */
  chainId: number | null;
  /** The token contract to call `transfer` on; null for the network's native coin. */
  contract: `0x${string}` | null;
}

/**
 * The instant deposit's target from GET /api/payments/config (never the shared asset list's
 * mainnet contracts: the operator may watch other ones, EVM_TOKEN_CONTRACTS). Null when the
 * server does not watch this asset on this network on a real chain (a simulated network, an
 * unwatched token): the wallet must not send then. Undefined while the config is loading.
 */
export function instantDepositTarget(
  config: Pick<PaymentsConfig, 'instantDeposits'> | undefined,
  asset: string,
  on: Pick<AssetNetwork, 'network' | 'contract'>,
): InstantDepositTarget | null | undefined {
  if (!config) return undefined;
  const watched = config.instantDeposits.find((d) => d.network === on.network);
  if (!watched) return null;
  if (on.contract === null) {
    return watched.nativeAsset === asset ? { chainId: watched.chainId, contract: null } : null;
  }
  const contract = watched.tokenContracts[asset];
  return contract && /^0x[0-9a-fA-F]{40}$/.test(contract)
    ? { chainId: watched.chainId, contract: contract as `0x${string}` }
    : null;
}

/**
 * Solana (issue 19): whether the server watches `asset` on its own Solana node, so that a
 * browser wallet may pay it (GET /api/payments/config). Undefined while the config loads.
 */
export function solanaInstantDeposit(
  config: Pick<PaymentsConfig, 'instantDeposits'> | undefined,
  asset: string,
): boolean | undefined {
  if (!config) return undefined;
  const watched = config.instantDeposits.find((d) => d.network === 'sol');
  if (!watched) return false;
  return watched.nativeAsset === asset || asset in watched.tokenContracts;
}
