import { describe, expect, it } from 'vitest';
import {
  isOgLevel,
  LEVEL_BANDS,
  LEVEL_WAGER_MINIMUMS_USD,
  levelForWagered,
  levelTitle,
  MAX_LEVEL,
} from './levels';
import { profileImageForLevel } from '../api/users';

const usd = (dollars: number) => BigInt(dollars) * 100_000_000n;

describe('VIP levels (spec document 1 section 9)', () => {
  it('has 41 levels whose minimums rise from 0 to 1B', () => {
    expect(MAX_LEVEL).toBe(40);
    expect(LEVEL_WAGER_MINIMUMS_USD[0]).toBe(0);
    expect(LEVEL_WAGER_MINIMUMS_USD[1]).toBe(2_500);
    expect(LEVEL_WAGER_MINIMUMS_USD[20]).toBe(1_000_000);
    expect(LEVEL_WAGER_MINIMUMS_USD[40]).toBe(1_000_000_000);
    for (let i = 1; i <= MAX_LEVEL; i++) {
      expect(LEVEL_WAGER_MINIMUMS_USD[i]).toBeGreaterThan(LEVEL_WAGER_MINIMUMS_USD[i - 1] ?? 0);
    }
  });

  it('derives the level from wagered units at the band edges', () => {
    expect(levelForWagered(0n)).toBe(0);
    expect(levelForWagered(usd(2_500) - 1n)).toBe(0);
    expect(levelForWagered(usd(2_500))).toBe(1);
    expect(levelForWagered(usd(4_499))).toBe(1);
    expect(levelForWagered(usd(25_000))).toBe(5);
    expect(levelForWagered(usd(1_325_000))).toBe(21);
    expect(levelForWagered(usd(999_999_999))).toBe(39);
    expect(levelForWagered(usd(1_000_000_000))).toBe(40);
    expect(levelForWagered(usd(5_000_000_000))).toBe(40);
  });

  it('names the levels by tier with numerals restarting per tier', () => {
    expect(levelTitle(0)).toBe('Tadpole');
    expect(levelTitle(1)).toBe('Fish I');
    expect(levelTitle(4)).toBe('Fish IV');
    expect(levelTitle(5)).toBe('Seal I');
    expect(levelTitle(9)).toBe('Seal V');
    expect(levelTitle(14)).toBe('Piranha V');
    expect(levelTitle(25)).toBe('Plat Whale I');
    expect(levelTitle(34)).toBe('Diamond Whale V');
    expect(levelTitle(35)).toBe('Poseidon I');
    expect(levelTitle(40)).toBe('Poseidon VI');
  });

  it('uses the highest avatar step not above the level and shows OG above 5', () => {
    expect(profileImageForLevel(0)).toBe('/avatars/level-0.png');
    expect(profileImageForLevel(4)).toBe('/avatars/level-1.png');
    expect(profileImageForLevel(23)).toBe('/avatars/level-22.png');
    expect(profileImageForLevel(40)).toBe('/avatars/level-35.png');
    expect(isOgLevel(5)).toBe(false);
    expect(isOgLevel(6)).toBe(true);
  });

  it('exposes contiguous bands for the VIP progress bar', () => {
    expect(LEVEL_BANDS[0]).toEqual({ level: 0, min: 0, max: 2_500 });
    expect(LEVEL_BANDS[40]).toEqual({ level: 40, min: 1_000_000_000, max: null });
  });
});
