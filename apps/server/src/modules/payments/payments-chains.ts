import { createHash } from 'node:crypto';
import { NETWORK_IDS, type NetworkId, type NetworkUnavailableReason } from '@tengu/shared';
import type { ChainAdapter, EvmWalletDeposits } from './chains/chain-adapter';

/**
 * What the payments services need from the chains (chains/registry.ts builds it from the
 * configuration): the adapter of each network, and whether the app runs on development keys.
 * Network ids here are the lower-case ones of packages/shared payments assets; the adapters'
 * own ids may be upper case (chains/chain-adapter.ts), hence `adapterNetwork`.
 */
export interface PaymentChains {
  /** True when no operator key is configured and a development key derives the addresses. */
  readonly developmentMode: boolean;
  /** The adapter of a network, or undefined when the network is not available. */
  adapter(network: NetworkId): ChainAdapter | undefined;
  /** Networks served by the development simulator (no real chain behind them). */
  readonly simulatedNetworks: readonly NetworkId[];
  /** EVM networks on a real node, with what a browser wallet needs to pay them. */
  readonly instantDeposits: readonly ({ network: NetworkId } & EvmWalletDeposits)[];
  /** issue 19: networks of the spec without an adapter here (production: no node configured). */
  readonly unavailableNetworks: readonly { network: NetworkId; reason: NetworkUnavailableReason }[];
}

/** Builds PaymentChains over a map of adapters (registry output or test fakes). */
export function paymentChainsOf(options: {
  adapters: Iterable<ChainAdapter>;
  developmentMode: boolean;
}): PaymentChains {
  const byNetwork = new Map<NetworkId, ChainAdapter>();
  for (const adapter of options.adapters) {
    byNetwork.set(localNetwork(adapter.network), adapter);
  }
  return {
    developmentMode: options.developmentMode,
    adapter: (network) => byNetwork.get(network),
    simulatedNetworks: [...byNetwork.values()]
      .filter((adapter) => adapter.kind === 'simulator')
      .map((adapter) => localNetwork(adapter.network)),
    instantDeposits: [...byNetwork].flatMap(([network, adapter]) =>
      adapter.walletDeposits ? [{ network, ...adapter.walletDeposits }] : [],
    ),
    unavailableNetworks: NETWORK_IDS.filter((network) => !byNetwork.has(network)).map(
      (network) => ({ network, reason: 'no-node' as const }),
    ),
  };
}

/** An adapter's network id ('LTC' or 'ltc') → the shared lower-case id. */
export function localNetwork(network: string): NetworkId {
  const id = network.toLowerCase();
  if (!(NETWORK_IDS as readonly string[]).includes(id))
    throw new Error(`unknown network ${network}`);
  return id as NetworkId;
}

/**
 * Identifies the key that derives a network's addresses: indices restart when the operator
 * configures another extended key, so addresses are numbered per (network, key). Address 0 names
 * the key without storing it (tag networks: the operator's address).
 */
export function derivationKeyId(adapter: ChainAdapter): string {
  const first = adapter.deriveAddress(0).address;
  return createHash('sha256').update(`${adapter.network}:${first}`).digest('hex').slice(0, 16);
}
