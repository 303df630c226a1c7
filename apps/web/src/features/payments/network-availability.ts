import type { AssetInfo, NetworkId, PaymentsConfig } from '@tengu/shared';

/**
 * Networks this site cannot use (issue 19, the production rule): GET /api/payments/config lists
 * the networks without a node; the modals show them unavailable with the reason.
 */
export function unavailableNetworks(config: PaymentsConfig | undefined): readonly NetworkId[] {
  return config?.unavailableNetworks.map((item) => item.network) ?? [];
}

/** The asset's default network when usable, else its first usable one, else the default. */
export function preferredNetwork(
  asset: AssetInfo,
  unavailable: readonly NetworkId[],
  networks: readonly NetworkId[] = asset.networks.map((on) => on.network),
): NetworkId {
  if (networks.includes(asset.defaultNetwork) && !unavailable.includes(asset.defaultNetwork)) {
    return asset.defaultNetwork;
  }
  return networks.find((id) => !unavailable.includes(id)) ?? networks[0] ?? asset.defaultNetwork;
}
