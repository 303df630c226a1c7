import { describe, expect, it } from 'vitest';
import { LEVEL_BANDS, LEVEL_REWARDS_USD } from '@tengu/shared';
import { groupLevelBands, isAvatarStep, vipStanding } from './vip-ladder';

const bands = LEVEL_BANDS.map((band) => ({
  ...band,
  reward: LEVEL_REWARDS_USD[band.level] ?? '0',
}));

describe('Level Rewards groups (document 2 section 9)', () => {
  it('groups levels 1–40 as VIP 1–4, 5–9 … 35–40 with their tiers', () => {
    const groups = groupLevelBands(bands);
    expect(groups.map((g) => `${g.from}-${g.to}`)).toEqual([
      '1-4',
      '5-9',
      '10-14',
      '15-19',
      '20-24',
      '25-29',
      '30-34',
      '35-40',
    ]);
    expect(groups[0]?.tier).toBe('fish');
    expect(groups[7]?.tier).toBe('poseidon');
    expect(groups[7]?.bands).toHaveLength(6);
    expect(groups.flatMap((g) => g.bands).map((b) => b.level)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(groups[0]?.bands[0]?.reward).toBe('0.42');
  });
  it('knows the avatar steps', () => {
    expect(isAvatarStep(22)).toBe(true);
    expect(isAvatarStep(23)).toBe(false);
  });
});

describe('VIP standing', () => {
  it('measures the way from this level to the next in exact units', () => {
    expect(vipStanding(0, '1250', bands)).toMatchObject({ percent: 50, remaining: '1250' });
    expect(vipStanding(1, '3500', bands)).toMatchObject({ percent: 50, remaining: '1000' });
    expect(vipStanding(0, '2499.99999999', bands).remaining).toBe('0.00000001');
    expect(vipStanding(0, '0', bands).next?.level).toBe(1);
  });
  it('is full at the top level', () => {
    expect(vipStanding(40, '2000000000', bands)).toMatchObject({
      next: null,
      percent: 100,
      remaining: '0',
    });
  });
});
