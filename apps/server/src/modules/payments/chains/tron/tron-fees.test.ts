import { describe, expect, it } from 'vitest';
import { chainParameter, planTronFee } from './tron-fees';

describe('planTronFee: what a TRC-20 withdrawal burns from the hot wallet', () => {
  const prices = { energyFeeSun: 210, bandwidthFeeSun: 1000 };

  it('burns nothing when staked energy and free bandwidth cover the call', () => {
    const plan = planTronFee({
      ...prices,
      energy: 64_285,
      bytes: 345,
      resources: { EnergyLimit: 100_000, EnergyUsed: 0, freeNetLimit: 600, freeNetUsed: 0 },
    });
    expect(plan).toMatchObject({ burntEnergy: 0, burnsBandwidth: false, burnSun: 0n });
    expect(plan.feeLimitSun).toBe(1_000_000n); // the 1 TRX floor
  });

  it('burns all energy and all bytes for an unstaked wallet past its free bandwidth', () => {
    const plan = planTronFee({
      ...prices,
      energy: 130_285, // a transfer to an address that never held USDT
      bytes: 345,
      resources: { freeNetLimit: 600, freeNetUsed: 400 },
    });
    expect(plan.burntEnergy).toBe(130_285);
    expect(plan.burnsBandwidth).toBe(true);
    expect(plan.burnSun).toBe(130_285n * 210n + 345n * 1000n);
    expect(plan.feeLimitSun).toBe((130_285n * 210n * 12n) / 10n);
  });

  it('reads chain parameters, with the documented default when missing or odd', () => {
    const list = [{ key: 'getEnergyFee', value: 420 }, { key: 'getTransactionFee' }];
    expect(chainParameter(list, 'getEnergyFee', 210)).toBe(420);
    expect(chainParameter(list, 'getTransactionFee', 1000)).toBe(1000);
    expect(chainParameter([{ key: 'getEnergyFee', value: -1 }], 'getEnergyFee', 210)).toBe(210);
  });
});
