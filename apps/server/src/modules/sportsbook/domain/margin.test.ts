import { describe, expect, it } from 'vitest';
import { applyMargin, priceWithMargin } from './margin';
import { impliedProbability } from './odds';

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);

describe('operator margin (power method)', () => {
  it('makes the implied probabilities sum to 1 + margin', () => {
    for (const fair of [
      [0.5, 0.5],
      [0.45, 0.27, 0.28],
      [0.9, 0.1],
      [0.02, 0.98],
    ]) {
      expect(sum(applyMargin(fair, 0.05))).toBeCloseTo(1.05, 9);
      expect(sum(applyMargin(fair, 0.08))).toBeCloseTo(1.08, 9);
    }
  });
  it('keeps the order of outcomes and never prices a favourite past certainty', () => {
    const margined = applyMargin([0.97, 0.03], 0.06);
    expect(margined[0]).toBeLessThan(1);
    expect(margined[0]).toBeGreaterThan(0.97);
    expect(margined[1]).toBeGreaterThan(0.03);
  });
  it('loads the longshot more than the favourite, relative to its chance', () => {
    const [fav, long] = applyMargin([0.8, 0.2], 0.05) as [number, number];
    expect(long / 0.2).toBeGreaterThan(fav / 0.8);
  });
  it('scales the target for markets that cover every result twice (double chance)', () => {
    expect(sum(applyMargin([0.72, 0.73, 0.55], 0.05))).toBeCloseTo(2 * 1.05, 9);
  });
  it('leaves a zero margin fair and refuses nonsense margins', () => {
    expect(applyMargin([0.3, 0.7], 0)).toEqual([0.3, 0.7]);
    expect(() => applyMargin([0.5, 0.5], -0.01)).toThrow();
    expect(() => applyMargin([0.5, 0.5], 1)).toThrow();
  });
  it('prices a fair coin at 5 % margin near 1.90 each, rounded down', () => {
    const odds = priceWithMargin([0.5, 0.5], 0.05);
    expect(odds).toEqual([1904, 1904]);
    expect(sum(odds.map(impliedProbability))).toBeGreaterThanOrEqual(1.05);
    expect(sum(odds.map(impliedProbability))).toBeLessThan(1.052);
  });
});
