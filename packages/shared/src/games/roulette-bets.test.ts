import { describe, expect, it } from 'vitest';
import {
  ROULETTE_BET_TYPES,
  ROULETTE_MESSAGES,
  ROULETTE_PAYOUTS,
  ROULETTE_POCKETS,
  ROULETTE_RED,
  ROULETTE_WHEEL,
  rouletteBestReturn,
  rouletteColour,
  rouletteCovered,
  rouletteReturn,
  rouletteSpotError,
  rouletteSpotKey,
  type RouletteSpot,
} from './roulette-bets';

/** Every legal inside spot of a type, by trying every combination of 0–36 of its size. */
function legalSpots(type: 'split' | 'street' | 'corner' | 'line', size: number): number[][] {
  const found: number[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === size) {
      if (rouletteSpotError({ type, numbers: chosen }) === null) found.push([...chosen]);
      return;
    }
    for (let n = start; n <= 36; n++) pick(n + 1, [...chosen, n]);
  };
  if (type === 'line') {
    for (let a = 0; a <= 31; a++) {
      const numbers = Array.from({ length: 6 }, (_, i) => a + i);
      if (rouletteSpotError({ type, numbers }) === null) found.push(numbers);
    }
  } else pick(0, []);
  return found;
}

describe('roulette bets (issue 6)', () => {
  it('has the European wheel: 37 distinct pockets, 18 red, 18 black, one green', () => {
    expect(new Set(ROULETTE_WHEEL).size).toBe(ROULETTE_POCKETS);
    expect(ROULETTE_RED).toHaveLength(18);
    const colours = ROULETTE_WHEEL.map(rouletteColour);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect(colours.filter((c) => c === 'green')).toEqual(['green']);
    // Colours alternate around the wheel after zero.
    for (let i = 2; i < ROULETTE_WHEEL.length; i++) expect(colours[i]).not.toBe(colours[i - 1]);
  });

  it('knows every legal split, street, corner and line of the layout', () => {
    expect(legalSpots('split', 2)).toHaveLength(24 + 33 + 3);
    expect(legalSpots('street', 3)).toHaveLength(12 + 2);
    expect(legalSpots('corner', 4)).toHaveLength(22 + 1);
    expect(legalSpots('line', 6)).toHaveLength(11);
    expect(legalSpots('split', 2)).toContainEqual([0, 2]);
    expect(legalSpots('split', 2)).not.toContainEqual([3, 4]);
    expect(legalSpots('corner', 4)).not.toContainEqual([3, 4, 6, 7]);
  });

  it('refuses illegal placements with a clear message', () => {
    const cases: [RouletteSpot, string][] = [
      [{ type: 'straight', numbers: [37] }, ROULETTE_MESSAGES.straight],
      [{ type: 'straight', numbers: [1, 2] }, ROULETTE_MESSAGES.straight],
      [{ type: 'split', numbers: [3, 4] }, ROULETTE_MESSAGES.split],
      [{ type: 'split', numbers: [1, 5] }, ROULETTE_MESSAGES.split],
      [{ type: 'split', numbers: [7, 7] }, ROULETTE_MESSAGES.duplicate],
      [{ type: 'street', numbers: [2, 3, 4] }, ROULETTE_MESSAGES.street],
      [{ type: 'corner', numbers: [3, 4, 6, 7] }, ROULETTE_MESSAGES.corner],
      [{ type: 'line', numbers: [2, 3, 4, 5, 6, 7] }, ROULETTE_MESSAGES.line],
      [{ type: 'dozen', index: 4 }, ROULETTE_MESSAGES.index],
      [{ type: 'column' }, ROULETTE_MESSAGES.index],
      [{ type: 'red', numbers: [1] }, ROULETTE_MESSAGES.noNumbers],
      [{ type: 'straight', numbers: [1], index: 1 }, ROULETTE_MESSAGES.noIndex],
      [{ type: 'odd', index: 1 }, ROULETTE_MESSAGES.noIndex],
    ];
    for (const [spot, message] of cases) expect(rouletteSpotError(spot)).toBe(message);
  });

  it('gives every bet type the same 36/37 return (2.70 % edge)', () => {
    const spots: RouletteSpot[] = [
      { type: 'straight', numbers: [17] },
      { type: 'split', numbers: [0, 3] },
      { type: 'street', numbers: [0, 1, 2] },
      { type: 'corner', numbers: [0, 1, 2, 3] },
      { type: 'line', numbers: [31, 32, 33, 34, 35, 36] },
      { type: 'dozen', index: 2 },
      { type: 'column', index: 3 },
      ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((type) => ({ type })),
    ];
    expect(new Set(spots.map((s) => s.type))).toEqual(new Set(ROULETTE_BET_TYPES));
    for (const spot of spots) {
      expect(rouletteSpotError(spot)).toBeNull();
      const covered = rouletteCovered(spot);
      expect(covered.length * (ROULETTE_PAYOUTS[spot.type] + 1)).toBe(36);
    }
    expect(rouletteCovered({ type: 'column', index: 1 })).toEqual([
      1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34,
    ]);
    expect(rouletteCovered({ type: 'dozen', index: 3 })[0]).toBe(25);
  });

  it('pays chips on the winning pocket and finds the best pocket', () => {
    const chips = [
      { type: 'straight' as const, numbers: [17], units: 100n },
      { type: 'split' as const, numbers: [17, 20], units: 50n },
      { type: 'red' as const, units: 200n },
      { type: 'black' as const, units: 200n },
    ];
    // 17 is black: straight 3600 + split 900 + black 400.
    expect(rouletteReturn(chips, 17)).toBe(4900n);
    expect(rouletteReturn(chips, 20)).toBe(900n + 400n);
    expect(rouletteReturn(chips, 0)).toBe(0n);
    expect(rouletteBestReturn(chips)).toBe(4900n);
    expect(rouletteSpotKey({ type: 'split', numbers: [20, 17] })).toBe('split:17-20');
  });
});
