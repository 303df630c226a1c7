import { describe, expect, it } from 'vitest';
import type { WeightedTable } from '#provider/rng/rng';
import { createSimRng } from '#provider/rng/xoshiro128';
import { createScriptedRng } from '#provider/testing/scripted-rng';
import { sakuraTumbleMeta } from './index';
import { BASE_TABLE, clusterPay, FREE_TABLE, SCROLL } from './config';
import { buySakuraBonus, SAKURA_BASE, spinSakura } from './spin';

const [LEAF, BELL, FAN, ONI, KITSUNE, TENGU] = [1, 2, 3, 4, 5, 6];
const BET = 1_000_000n;

/** The rng value that draws `symbol` from the table. */
const draw = (table: WeightedTable, symbol: number): number =>
  symbol === 0 ? 0 : (table.cumulative[symbol - 1] as number);

/**
 * A 7×7 grid with no two neighbours equal (BELL, FAN, ONI by (reel + 2·row) mod 3) except five
 * TENGU down reel 1 (rows 3–7); they tumble away and five KITSUNE drop in their place, then
 * LEAF/ONI, which pay nothing.
 */
function script(table: WeightedTable): number[] {
  const first: number[] = [];
  for (let reel = 0; reel < 7; reel++) {
    for (let row = 0; row < 7; row++) {
      const symbol =
        reel === 0 && row >= 2 ? TENGU : ([BELL, FAN, ONI][(reel + 2 * row) % 3] as number);
      first.push(draw(table, symbol));
    }
  }
  const second = Array<number>(5).fill(draw(table, KITSUNE));
  const third = [LEAF, ONI, LEAF, ONI, LEAF].map((s) => draw(table, s));
  return [...first, ...second, ...third];
}

describe('Sakura Tumble', () => {
  it('pays a cluster, tumbles, and pays the next cluster at a multiplier one higher', () => {
    const outcome = spinSakura(createScriptedRng(script(BASE_TABLE)), BET, SAKURA_BASE);
    expect(outcome.tumbles.map((t) => t.multiplier)).toEqual([1, 2]);
    expect(outcome.wins.map((w) => [w.symbol, w.count, w.winMilli])).toEqual([
      [TENGU, 5, clusterPay(TENGU, 5)],
      [KITSUNE, 5, clusterPay(KITSUNE, 5) * 2],
    ]);
    expect(outcome.wins[0]?.positions.map((p) => p.row)).toEqual([2, 3, 4, 5, 6]);
    // The survivors of reel 1 fell to the bottom under the new symbols.
    expect(outcome.finalGrid[0]).toEqual([LEAF, ONI, LEAF, ONI, LEAF, BELL, ONI]);
    expect(outcome.totalWinMilli).toBe(clusterPay(TENGU, 5) + 2 * clusterPay(KITSUNE, 5));
    expect(outcome.nextState).toEqual(SAKURA_BASE);
  });

  it('keeps the multiplier growing from one free spin to the next', () => {
    const outcome = spinSakura(createScriptedRng(script(FREE_TABLE)), BET, {
      mode: 'freeSpins',
      remaining: 3,
      multiplier: 4,
      roundWinMilli: 0,
    });
    expect(outcome.tumbles.map((t) => t.multiplier)).toEqual([4, 5]);
    expect(outcome.nextState).toEqual({
      mode: 'freeSpins',
      remaining: 2,
      multiplier: 6,
      roundWinMilli: outcome.totalWinMilli,
    });
  });

  it('starts free spins on three scrolls, and sells them for 100 bets', () => {
    // Scrolls in the first three cells, the rest the no-cluster pattern.
    const values: number[] = [];
    for (let cell = 0; cell < 49; cell++) {
      const [reel, row] = [Math.floor(cell / 7), cell % 7];
      values.push(
        draw(BASE_TABLE, cell < 3 ? SCROLL : ([BELL, FAN, ONI][(reel + 2 * row) % 3] as number)),
      );
    }
    const outcome = spinSakura(createScriptedRng(values), BET, SAKURA_BASE);
    expect(outcome.totalWinMilli).toBe(0);
    expect(outcome.features).toEqual([{ kind: 'freeSpins', spins: 10, retrigger: false }]);
    expect(outcome.nextState).toEqual({
      mode: 'freeSpins',
      remaining: 10,
      multiplier: 1,
      roundWinMilli: 0,
    });
    expect(buySakuraBonus(null, BET)).toMatchObject({
      priceMilli: 100_000,
      nextState: { mode: 'freeSpins', remaining: 10, multiplier: 1 },
    });
    expect(sakuraTumbleMeta.bonusBuy?.priceX).toBe(100);
  });

  it('plays the same spins for the same seed', () => {
    const play = () => {
      const rng = createSimRng(3);
      return Array.from({ length: 10 }, () => spinSakura(rng, BET).finalGrid);
    };
    expect(play()).toEqual(play());
    expect(sakuraTumbleMeta.slug).toBe('Sakura-Tumble');
  });
});
