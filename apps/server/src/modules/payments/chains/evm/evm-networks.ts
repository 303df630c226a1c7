/**
 * The EVM networks of the spec (doc 1 §9). Which assets each one carries (native coin, token
 * contracts) comes from packages/shared payments assets; here are only what the adapter adds:
 * the mainnet chain ids it checks the RPC endpoint against.
 */
import { ASSETS, NETWORKS } from '@tengu/shared';
import type { NetworkId } from '../chain-adapter';

export type EvmNetworkId = Extract<NetworkId, 'eth' | 'base' | 'arbitrum' | 'bsc' | 'polygon'>;

export const EVM_NETWORKS: readonly EvmNetworkId[] = ['eth', 'base', 'arbitrum', 'bsc', 'polygon'];

export function isEvmNetwork(network: string): network is EvmNetworkId {
  return (EVM_NETWORKS as readonly string[]).includes(network);
}

export const EVM_MAINNET_CHAIN_IDS: Record<EvmNetworkId, number> = {
  eth: 1,
  base: 8453,
  arbitrum: 42161,
  bsc: 56,
  polygon: 137,
};

export interface EvmToken {
  symbol: string;
  /** Contract address (checksummed or lower case). */
  address: `0x${string}`;
}

/** The assets players may deposit on an EVM network, per the shared asset list. */
export function evmAssetsOf(network: EvmNetworkId): {
  nativeAsset: string | null;
  tokens: EvmToken[];
} {
  const onNetwork = ASSETS.flatMap((asset) =>
    asset.networks
      .filter((n) => n.network === network)
      .map((n) => ({ symbol: asset.symbol, contract: n.contract })),
  );
  const native = NETWORKS[network].nativeAsset;
  return {
    nativeAsset: onNetwork.some((a) => a.symbol === native && a.contract === null) ? native : null,
    tokens: onNetwork
      .filter((a): a is { symbol: string; contract: string } => a.contract !== null)
      .map((a) => ({ symbol: a.symbol, address: a.contract as `0x${string}` })),
  };
}
