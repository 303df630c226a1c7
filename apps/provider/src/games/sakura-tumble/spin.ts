import { pickWeighted, type Rng, type WeightedTable } from '#provider/rng/rng';
import { findClusters, tumble } from '#provider/slots/clusters';
import { MILLI, milliToAmount, positionsOf, type Grid, type Sym } from '#provider/slots/grid';
import type { BonusBuyOutcome, Feature, SpinOutcome, Win } from '#provider/games/types';
import {
  BONUS_BUY_PRICE_X,
  clusterPay,
  FREE_SPINS,
  MAX_WIN_MILLI,
  MIN_CLUSTER,
  RETRIGGER_SPINS,
  SCROLL,
  SIZE,
  BASE_TABLE,
  FREE_TABLE,
  TRIGGER_SCROLLS,
} from './config';

export type SakuraState =
  | { mode: 'base' }
  | {
      mode: 'freeSpins';
      remaining: number;
      /** The multiplier the next free spin starts with; it only grows during the feature. */
      multiplier: number;
      roundWinMilli: number;
    };

export const SAKURA_BASE: SakuraState = { mode: 'base' };

/** One evaluation of the grid: its clusters, paid at the multiplier of that moment. */
export interface TumbleStep {
  grid: Grid;
  wins: Win[];
  multiplier: number;
}

export type SakuraOutcome = SpinOutcome<SakuraState> & {
  /** The winning evaluations in order; the next grid is the tumble of the previous one. */
  tumbles: TumbleStep[];
  /** The grid once nothing more pays. */
  finalGrid: Grid;
};

const pays = (symbol: Sym): boolean => symbol !== SCROLL;

function drawGrid(rng: Rng, table: WeightedTable): Grid {
  const grid: Grid = [];
  for (let reel = 0; reel < SIZE; reel++) {
    const column: Sym[] = [];
    for (let row = 0; row < SIZE; row++) column.push(pickWeighted(rng, table));
    grid.push(column);
  }
  return grid;
}

export function spinSakura(rng: Rng, bet: bigint, state: SakuraState = SAKURA_BASE): SakuraOutcome {
  const isFree = state.mode === 'freeSpins';
  let multiplier = isFree ? state.multiplier : 1;
  const table = isFree ? FREE_TABLE : BASE_TABLE;
  const first = drawGrid(rng, table);
  let grid = first;
  const tumbles: TumbleStep[] = [];
  for (;;) {
    const clusters = findClusters(grid, MIN_CLUSTER, pays);
    if (clusters.length === 0) break;
    const wins: Win[] = clusters.map((cluster) => ({
      kind: 'cluster',
      symbol: cluster.symbol,
      count: cluster.positions.length,
      positions: cluster.positions,
      winMilli: clusterPay(cluster.symbol, cluster.positions.length) * multiplier,
    }));
    tumbles.push({ grid, wins, multiplier });
    grid = tumble(
      grid,
      clusters.flatMap((cluster) => cluster.positions),
      () => pickWeighted(rng, table),
    );
    multiplier++;
  }
  const wins = tumbles.flatMap((step) => step.wins);
  const scrolls = positionsOf(grid, (s) => s === SCROLL).length;

  const features: Feature[] = [];
  const before = isFree ? state.roundWinMilli : 0;
  let totalWinMilli = wins.reduce((sum, win) => sum + win.winMilli, 0);
  const capped = before + totalWinMilli >= MAX_WIN_MILLI;
  if (capped) {
    totalWinMilli = MAX_WIN_MILLI - before;
    features.push({ kind: 'maxWin' });
  }
  const awarded =
    scrolls >= TRIGGER_SCROLLS && !capped ? (isFree ? RETRIGGER_SPINS : FREE_SPINS) : 0;
  if (awarded > 0) features.push({ kind: 'freeSpins', spins: awarded, retrigger: isFree });
  const remaining = (isFree ? state.remaining - 1 : 0) + awarded;
  const nextState: SakuraState =
    remaining > 0 && !capped
      ? {
          mode: 'freeSpins',
          remaining,
          multiplier: isFree ? multiplier : 1,
          roundWinMilli: before + totalWinMilli,
        }
      : SAKURA_BASE;
  return {
    grid: first,
    finalGrid: grid,
    tumbles,
    wins,
    totalWinMilli,
    totalWin: milliToAmount(bet, totalWinMilli),
    features,
    isFree,
    nextState,
  };
}

/** Bonus buy: 10 free spins with the multiplier at ×1, for BONUS_BUY_PRICE_X bets. */
export function buySakuraBonus(_rng: unknown, _bet: bigint): BonusBuyOutcome<SakuraState> {
  return {
    priceMilli: BONUS_BUY_PRICE_X * MILLI,
    features: [{ kind: 'freeSpins', spins: FREE_SPINS, retrigger: false }],
    nextState: { mode: 'freeSpins', remaining: FREE_SPINS, multiplier: 1, roundWinMilli: 0 },
  };
}
