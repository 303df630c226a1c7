import { describe, expect, it } from 'vitest';
import { createSimRng } from '#provider/rng/xoshiro128';
import { createScriptedRng } from '#provider/testing/scripted-rng';
import { stopsWhere } from '#provider/testing/stops';
import { analyseKoi, koiFortuneMeta } from './index';
import { FREE_SPINS_AWARD, LINE_PAYS, SCATTER, SCATTER_PAYS, STRIPS, WILD } from './config';
import { KOI_BASE, spinKoi, type KoiState } from './spin';

const KOI = 2;
const scatter = (w: number[]): boolean => w.includes(SCATTER);
const noScatter = (w: number[]): boolean => !w.includes(SCATTER);
const BET = 2_000_000n; // $0.02

describe('Koi Fortune', () => {
  it('pays scatters anywhere and starts 10 free spins on three', () => {
    // Scatters on reels 1, 3 and 5 in whatever rows; none on reels 2 and 4.
    const stops = stopsWhere(STRIPS, 3, [scatter, noScatter, scatter, noScatter, scatter]);
    const outcome = spinKoi(createScriptedRng(stops), BET, KOI_BASE);
    const win = outcome.wins.find((w) => w.kind === 'scatter');
    expect(win?.count).toBe(3);
    expect(win?.winMilli).toBe((SCATTER_PAYS[3] as number) * 1000);
    expect(outcome.features).toContainEqual({ kind: 'freeSpins', spins: 10, retrigger: false });
    expect(outcome.nextState).toEqual({
      mode: 'freeSpins',
      remaining: FREE_SPINS_AWARD[3],
      roundWinMilli: outcome.totalWinMilli,
    });
    expect(outcome.totalWin).toBe((BET * BigInt(outcome.totalWinMilli)) / 1000n);
  });

  it('triples free-spin wins, counts free spins down, retriggers, and returns to base', () => {
    // Five koi on the middle line (the wild may stand in on reels 2–4), no scatters.
    const koiMiddle = (w: number[]): boolean => (w[1] === KOI || w[1] === WILD) && noScatter(w);
    const firstKoi = (w: number[]): boolean => w[1] === KOI && noScatter(w);
    const stops = stopsWhere(STRIPS, 3, [firstKoi, koiMiddle, koiMiddle, koiMiddle, firstKoi]);
    const base = spinKoi(createScriptedRng(stops), BET, KOI_BASE);
    const free = spinKoi(createScriptedRng(stops), BET, {
      mode: 'freeSpins',
      remaining: 2,
      roundWinMilli: 0,
    });
    const lineWin = (o: typeof base) => o.wins.find((w) => w.kind === 'line' && w.line === 0);
    expect(lineWin(base)?.winMilli).toBe(((LINE_PAYS[KOI]?.[5] as number) * 1000) / 20);
    expect(lineWin(free)?.winMilli).toBe((lineWin(base)?.winMilli as number) * 3);
    expect(free.isFree).toBe(true);
    expect(free.nextState).toMatchObject({ mode: 'freeSpins', remaining: 1 });

    const last: KoiState = { mode: 'freeSpins', remaining: 1, roundWinMilli: 0 };
    expect(spinKoi(createScriptedRng(stops), BET, last).nextState).toEqual(KOI_BASE);

    const trigger = stopsWhere(STRIPS, 3, [scatter, noScatter, scatter, noScatter, scatter]);
    const retriggered = spinKoi(createScriptedRng(trigger), BET, last);
    expect(retriggered.features).toContainEqual({ kind: 'freeSpins', spins: 10, retrigger: true });
    expect(retriggered.nextState).toMatchObject({ mode: 'freeSpins', remaining: 10 });
  });

  it('stops the round at the max win', () => {
    const stops = stopsWhere(STRIPS, 3, [scatter, noScatter, scatter, noScatter, scatter]);
    const outcome = spinKoi(createScriptedRng(stops), BET, {
      mode: 'freeSpins',
      remaining: 5,
      roundWinMilli: 4_999_000,
    });
    expect(outcome.totalWinMilli).toBe(1000);
    expect(outcome.features).toContainEqual({ kind: 'maxWin' });
    expect(outcome.nextState).toEqual(KOI_BASE);
  });

  it('plays the same spins for the same seed', () => {
    const play = () => {
      const rng = createSimRng(42);
      return Array.from({ length: 20 }, () => spinKoi(rng, BET).grid);
    };
    expect(play()).toEqual(play());
  });

  it('documents the exact RTP of its strips', () => {
    expect(analyseKoi().rtp * 100).toBeCloseTo(koiFortuneMeta.rtpTarget, 2);
    expect(koiFortuneMeta.slug).toBe('Koi-Fortune');
  });
});
