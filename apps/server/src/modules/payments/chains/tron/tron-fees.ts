/**
 * What a TRC-20 withdrawal costs the hot wallet in TRX (sun), from TRON's resource model
 * (https://developers.tron.network/docs/resource-model): a contract call consumes energy (from
 * staked energy first, the rest burnt at `getEnergyFee` sun per unit) and bandwidth (the
 * transaction's bytes: from the daily free allowance or staked bandwidth, else burnt at
 * `getTransactionFee` sun per byte). The plan says how much TRX will burn (the wallet must hold
 * it) and the `fee_limit` to sign (the most energy burn the network may take; above it the call
 * fails instead of draining the wallet).
 */
import type { TronAccountResource } from './tron-client';

export interface TronFeeInputs {
  /** Energy the call uses (triggerconstantcontract's energy_used). */
  energy: number;
  /** Size of the signed transaction in bytes (raw data + signature + protobuf overhead). */
  bytes: number;
  resources: TronAccountResource;
  /** Sun per energy unit burnt (chain parameter getEnergyFee). */
  energyFeeSun: number;
  /** Sun per bandwidth byte burnt (chain parameter getTransactionFee). */
  bandwidthFeeSun: number;
}

export interface TronFeePlan {
  /** Energy not covered by staking, burnt. */
  burntEnergy: number;
  /** Whether bandwidth is burnt (no free nor staked bandwidth left for the whole transaction). */
  burnsBandwidth: boolean;
  /** TRX (sun) the transaction will burn: energy + bandwidth. */
  burnSun: bigint;
  /** The fee_limit to sign: the energy burn with a 20 % margin, at least 1 TRX. */
  feeLimitSun: bigint;
}

export function planTronFee(inputs: TronFeeInputs): TronFeePlan {
  const r = inputs.resources;
  const stakedEnergy = Math.max(0, (r.EnergyLimit ?? 0) - (r.EnergyUsed ?? 0));
  const burntEnergy = Math.max(0, inputs.energy - stakedEnergy);
  const freeBandwidth = Math.max(0, (r.freeNetLimit ?? 0) - (r.freeNetUsed ?? 0));
  const stakedBandwidth = Math.max(0, (r.NetLimit ?? 0) - (r.NetUsed ?? 0));
  // Bandwidth is taken whole from one source: staked, else free, else burnt (all bytes).
  const burnsBandwidth = inputs.bytes > stakedBandwidth && inputs.bytes > freeBandwidth;
  const energySun = BigInt(burntEnergy) * BigInt(inputs.energyFeeSun);
  const bandwidthSun = burnsBandwidth ? BigInt(inputs.bytes) * BigInt(inputs.bandwidthFeeSun) : 0n;
  const margin = (energySun * 12n) / 10n;
  return {
    burntEnergy,
    burnsBandwidth,
    burnSun: energySun + bandwidthSun,
    feeLimitSun: margin > 1_000_000n ? margin : 1_000_000n,
  };
}

/** Reads a chain parameter by key, with the documented default when the node omits it. */
export function chainParameter(
  parameters: readonly { key: string; value?: number | undefined }[],
  key: string,
  fallback: number,
): number {
  const value = parameters.find((p) => p.key === key)?.value;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}
