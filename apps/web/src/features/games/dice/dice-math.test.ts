import { describe, expect, it } from 'vitest';
import {
  clampTarget,
  diceChance,
  diceMultiplier,
  flipCondition,
  targetForChance,
} from './dice-math';

describe('dice math', () => {
  it('derives chance and multiplier = 99 ÷ chance, 4 decimals down', () => {
    expect(diceChance(50.5, 'over')).toBe(49.5);
    expect(diceMultiplier(49.5)).toBe(2);
    expect(diceMultiplier(98)).toBe(1.0102);
    expect(diceMultiplier(0.01)).toBe(9900);
    expect(diceMultiplier(33)).toBe(3);
  });

  it('keeps the chance within 0.01–98 %', () => {
    expect(clampTarget(1, 'over')).toBe(2);
    expect(clampTarget(99.995, 'over')).toBe(99.99);
    expect(clampTarget(99, 'under')).toBe(98);
    expect(targetForChance(0, 'under')).toBe(0.01);
  });

  it('mirrors the target when flipping over/under', () => {
    expect(flipCondition(70, 'over')).toEqual({ target: 30, condition: 'under' });
  });
});
