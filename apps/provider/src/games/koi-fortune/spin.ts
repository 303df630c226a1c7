import type { Rng } from '#provider/rng/rng';
import { MILLI, milliToAmount, positionsOf, spinReels } from '#provider/slots/grid';
import { evaluateLines } from '#provider/slots/paylines';
import type { Feature, SpinOutcome, Win } from '#provider/games/types';
import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS_AWARD,
  LINES,
  MAX_WIN_MILLI,
  ROWS,
  RULES,
  SCATTER,
  SCATTER_PAYS,
  STRIPS,
} from './config';

export type KoiState =
  | { mode: 'base' }
  | {
      mode: 'freeSpins';
      /** Free spins still to play. */
      remaining: number;
      /** What the round (trigger spin and free spins so far) has paid, for the max-win cap. */
      roundWinMilli: number;
    };

export const KOI_BASE: KoiState = { mode: 'base' };
export type KoiOutcome = SpinOutcome<KoiState> & { multiplier: number };

/** One spin: paid in the base state, free (wins ×3) in the free-spins state. */
export function spinKoi(rng: Rng, bet: bigint, state: KoiState = KOI_BASE): KoiOutcome {
  const isFree = state.mode === 'freeSpins';
  const multiplier = isFree ? FREE_SPIN_MULTIPLIER : 1;
  const grid = spinReels(rng, STRIPS, ROWS);

  const wins: Win[] = evaluateLines(grid, RULES).map((hit) => ({
    kind: 'line',
    symbol: hit.symbol,
    count: hit.count,
    line: hit.line,
    positions: hit.positions,
    winMilli: (hit.pay * multiplier * MILLI) / LINES.length,
  }));
  const scatters = positionsOf(grid, (s) => s === SCATTER);
  const scatterPay = SCATTER_PAYS[Math.min(scatters.length, 5)] ?? 0;
  if (scatterPay > 0) {
    wins.push({
      kind: 'scatter',
      symbol: SCATTER,
      count: scatters.length,
      positions: scatters,
      winMilli: scatterPay * multiplier * MILLI,
    });
  }

  const features: Feature[] = [];
  const before = isFree ? state.roundWinMilli : 0;
  let totalWinMilli = wins.reduce((sum, win) => sum + win.winMilli, 0);
  const capped = before + totalWinMilli >= MAX_WIN_MILLI;
  if (capped) {
    totalWinMilli = MAX_WIN_MILLI - before;
    features.push({ kind: 'maxWin' });
  }
  const awarded = FREE_SPINS_AWARD[Math.min(scatters.length, 5)] ?? 0;
  if (awarded > 0 && !capped)
    features.push({ kind: 'freeSpins', spins: awarded, retrigger: isFree });

  const remaining = (isFree ? state.remaining - 1 : 0) + (capped ? 0 : awarded);
  const nextState: KoiState =
    remaining > 0 && !capped
      ? { mode: 'freeSpins', remaining, roundWinMilli: before + totalWinMilli }
      : KOI_BASE;
  return {
    grid,
    wins,
    totalWinMilli,
    totalWin: milliToAmount(bet, totalWinMilli),
    features,
    isFree,
    nextState,
    multiplier,
  };
}
