import { describe, expect, it } from 'vitest';
import { evaluateLine } from '#provider/slots/paylines';
import { createSimRng } from '#provider/rng/xoshiro128';
import { createScriptedRng } from '#provider/testing/scripted-rng';
import { stopsWhere } from '#provider/testing/stops';
import { analyseBook, bookOfDegenMeta } from './index';
import { BASE_STRIPS, BOOK, BOOK_PAYS, FREE_STRIPS, LINE_PAYS, RULES } from './config';
import { BOOK_BASE, buyBookBonus, spinBook, type BookState } from './spin';

const WHALE = 1;
const A = 5;
const BET = 10_000_000n;
const has = (s: number) => (w: number[]) => w.includes(s);
const without =
  (...s: number[]) =>
  (w: number[]) =>
    s.every((x) => !w.includes(x));
const freeState = (expanding: number): BookState => ({
  mode: 'freeSpins',
  remaining: 3,
  expanding,
  roundWinMilli: 0,
});

describe('Book of Degen', () => {
  it('treats the book as wild on lines but pays a line of books only as scatters', () => {
    expect(evaluateLine([BOOK, BOOK, WHALE, A, A], RULES)).toEqual({
      symbol: WHALE,
      count: 3,
      pay: 100,
    });
    expect(evaluateLine([BOOK, BOOK, BOOK, BOOK, BOOK], RULES)).toBeNull();
  });

  it('pays three books anywhere, starts 10 free spins and draws the expanding symbol', () => {
    const stops = stopsWhere(BASE_STRIPS, 3, [
      has(BOOK),
      without(BOOK),
      has(BOOK),
      without(BOOK),
      has(BOOK),
    ]);
    // Reel stops, then the expanding symbol draw: index 0 → WHALE.
    const outcome = spinBook(createScriptedRng([...stops, 0]), BET, BOOK_BASE);
    expect(outcome.wins.find((w) => w.kind === 'scatter')?.winMilli).toBe(
      (BOOK_PAYS[3] as number) * 1000,
    );
    expect(outcome.features).toEqual(
      expect.arrayContaining([
        { kind: 'freeSpins', spins: 10, retrigger: false },
        { kind: 'expandingSymbol', symbol: WHALE },
      ]),
    );
    expect(outcome.nextState).toMatchObject({ mode: 'freeSpins', remaining: 10, expanding: WHALE });
  });

  it('expands the special symbol over non-adjacent reels and pays it on all 10 lines', () => {
    // Whale on reels 1 and 3 only (no books, so nothing substitutes): 2 whales pay 10 per line.
    const stops = stopsWhere(FREE_STRIPS, 3, [
      (w) => has(WHALE)(w) && without(BOOK)(w),
      without(WHALE, BOOK),
      (w) => has(WHALE)(w) && without(BOOK)(w),
      without(WHALE, BOOK),
      without(WHALE, BOOK),
    ]);
    const outcome = spinBook(createScriptedRng(stops), BET, freeState(WHALE));
    const expanding = outcome.wins.filter((w) => w.kind === 'expanding');
    expect(expanding).toHaveLength(10);
    const perLine = ((LINE_PAYS[WHALE]?.[2] as number) * 1000) / 10;
    expect(expanding.every((w) => w.winMilli === perLine && w.count === 2)).toBe(true);
    expect(expanding[3]?.positions).toEqual([
      { reel: 0, row: 0 },
      { reel: 2, row: 2 },
    ]);
    expect(outcome.expandedGrid?.[0]).toEqual([WHALE, WHALE, WHALE]);
    expect(outcome.expandedGrid?.[2]).toEqual([WHALE, WHALE, WHALE]);
    expect(outcome.expandedGrid?.[1]).toEqual(outcome.grid[1]);
    expect(outcome.nextState).toMatchObject({ remaining: 2, expanding: WHALE });
  });

  it('does not expand a low symbol on only two reels', () => {
    const stops = stopsWhere(FREE_STRIPS, 3, [has(A), without(A), has(A), without(A), without(A)]);
    const outcome = spinBook(createScriptedRng(stops), BET, freeState(A));
    expect(outcome.wins.some((w) => w.kind === 'expanding')).toBe(false);
    expect(outcome.expandedGrid).toBeNull();
  });

  it('sells the free spins for 100 bets at the documented RTP', () => {
    const bought = buyBookBonus(createScriptedRng([3]), BET);
    expect(bought.priceMilli).toBe(100_000);
    expect(bought.nextState).toEqual({
      mode: 'freeSpins',
      remaining: 10,
      expanding: 4,
      roundWinMilli: 0,
    });
    const analysis = analyseBook();
    // Price vs expected value: the feature is worth 95.8 bets on average, the buy costs 100.
    expect(analysis.featureValue).toBeCloseTo(95.795, 2);
    expect(analysis.bonusBuyRtp * 100).toBeCloseTo(
      bookOfDegenMeta.bonusBuy?.rtpTarget as number,
      1,
    );
    expect(analysis.rtp * 100).toBeCloseTo(bookOfDegenMeta.rtpTarget, 2);
  });

  it('plays the same feature for the same seed', () => {
    const play = () => {
      const rng = createSimRng(7);
      const bought = buyBookBonus(rng, BET);
      const spins = [];
      let state = bought.nextState;
      while (state.mode !== 'base') {
        const outcome = spinBook(rng, BET, state);
        spins.push(outcome.totalWinMilli);
        state = outcome.nextState;
      }
      return spins;
    };
    expect(play()).toEqual(play());
    expect(bookOfDegenMeta.slug).toBe('Book-of-Degen');
  });
});
