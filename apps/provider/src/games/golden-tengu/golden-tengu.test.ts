import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '#provider/testing/scripted-rng';
import { stopsWhere } from '#provider/testing/stops';
import { analyseTengu, goldenTenguMeta } from './index';
import { COIN, COIN_TABLE, GRAND_MILLI, STRIPS, type CoinValue } from './config';
import { spinTengu, TENGU_BASE, type CoinGrid, type TenguState } from './spin';

const BET = 1_000_000n;
const ONE: CoinValue = { milli: 1000, jackpot: null };
const NO_COIN = 999;
const COIN_LANDS = 0;
// The coin value draws: index into the cumulative weights (0 → 1×, the last → major).
const VALUE_1X = 0;
const VALUE_MINI = (COIN_TABLE.cumulative[5] as number) + 1;

/** A hold-and-win state with `locked` coins of 1× in the first cells (reel by reel). */
function holding(locked: number, respinsLeft: number): TenguState {
  const coins: CoinGrid = Array.from({ length: 5 }, (_, reel) =>
    Array.from({ length: 3 }, (_, row) => (reel * 3 + row < locked ? ONE : null)),
  );
  return { mode: 'holdAndWin', coins, respinsLeft, roundWinMilli: 0 };
}

describe('Golden Tengu', () => {
  it('starts hold and win on six coins with 3 respins and a value on each coin', () => {
    const full = (w: number[]) => w.every((s) => s === COIN);
    const none = (w: number[]) => !w.includes(COIN);
    const stops = stopsWhere(STRIPS, 3, [full, none, full, none, none]);
    const outcome = spinTengu(
      createScriptedRng([...stops, ...Array<number>(6).fill(VALUE_1X)]),
      BET,
    );
    expect(outcome.features).toContainEqual({ kind: 'holdAndWin', coins: 6 });
    expect(outcome.newCoins).toHaveLength(6);
    expect(outcome.nextState).toMatchObject({ mode: 'holdAndWin', respinsLeft: 3 });
  });

  it('resets the respins to 3 when a coin lands, counts down otherwise, then pays the coins', () => {
    // 6 coins, 1 respin left; of the 9 empty cells the first gets a 1× coin.
    const landed = spinTengu(
      createScriptedRng([COIN_LANDS, VALUE_1X, ...Array<number>(8).fill(NO_COIN)]),
      BET,
      holding(6, 1),
    );
    expect(landed.newCoins).toEqual([{ reel: 2, row: 0 }]);
    expect(landed.nextState).toMatchObject({ mode: 'holdAndWin', respinsLeft: 3 });
    expect(landed.totalWinMilli).toBe(0);

    const quiet = spinTengu(
      createScriptedRng(Array<number>(8).fill(NO_COIN)),
      BET,
      landed.nextState,
    );
    expect(quiet.nextState).toMatchObject({ respinsLeft: 2 });

    const last = spinTengu(createScriptedRng(Array<number>(8).fill(NO_COIN)), BET, holding(7, 1));
    expect(last.nextState).toEqual(TENGU_BASE);
    expect(last.wins).toEqual([
      expect.objectContaining({ kind: 'coins', count: 7, winMilli: 7000 }),
    ]);
    expect(last.totalWin).toBe(7_000_000n);
  });

  it('awards the grand jackpot for a full grid, and reports jackpot coins', () => {
    const outcome = spinTengu(createScriptedRng([COIN_LANDS, VALUE_MINI]), BET, holding(14, 2));
    expect(outcome.nextState).toEqual(TENGU_BASE);
    expect(outcome.features).toEqual([
      { kind: 'jackpot', jackpot: 'mini' },
      { kind: 'jackpot', jackpot: 'grand' },
    ]);
    expect(outcome.totalWinMilli).toBe(14_000 + 20_000 + GRAND_MILLI);
  });

  it('documents the exact RTP of its strips and respin chain', () => {
    expect(analyseTengu().rtp * 100).toBeCloseTo(goldenTenguMeta.rtpTarget, 2);
    expect(goldenTenguMeta.bonusBuy).toBeNull();
  });
});
