import type { Rng } from '#provider/rng/rng';
import type { SlotGame } from '#provider/games/types';
import { MILLI } from '#provider/slots/grid';

/** The bet the simulation plays: 1,000 units, so money units equal milli-bets. */
const SIM_BET = BigInt(MILLI);

/** A paid spin and every free spin or respin it leads to; the round's win in milli-bets. */
export function playRound<S>(game: SlotGame<S>, rng: Rng): number {
  let outcome = game.spin(rng, SIM_BET, game.baseState);
  let win = outcome.totalWinMilli;
  while (!game.isBase(outcome.nextState)) {
    outcome = game.spin(rng, SIM_BET, outcome.nextState);
    win += outcome.totalWinMilli;
  }
  return win;
}

/** A bonus buy played out; its win and price in milli-bets. */
export function playBonusBuy<S>(game: SlotGame<S>, rng: Rng): { win: number; price: number } {
  if (!game.buyBonus) throw new Error(`${game.meta.name} has no bonus buy`);
  const bought = game.buyBonus(rng, SIM_BET);
  let state = bought.nextState;
  let win = 0;
  while (!game.isBase(state)) {
    const outcome = game.spin(rng, SIM_BET, state);
    win += outcome.totalWinMilli;
    state = outcome.nextState;
  }
  return { win, price: bought.priceMilli };
}

/**
 * Running sums of the per-round return r = win / stake: enough for the mean (RTP), the standard
 * deviation and the confidence interval, and mergeable across workers.
 */
export interface ReturnStats {
  rounds: number;
  sum: number;
  sumSquares: number;
  hits: number;
  maxReturn: number;
}

export function emptyStats(): ReturnStats {
  return { rounds: 0, sum: 0, sumSquares: 0, hits: 0, maxReturn: 0 };
}

export function addReturn(stats: ReturnStats, r: number): void {
  stats.rounds++;
  stats.sum += r;
  stats.sumSquares += r * r;
  if (r > 0) stats.hits++;
  if (r > stats.maxReturn) stats.maxReturn = r;
}

export function mergeStats(a: ReturnStats, b: ReturnStats): ReturnStats {
  return {
    rounds: a.rounds + b.rounds,
    sum: a.sum + b.sum,
    sumSquares: a.sumSquares + b.sumSquares,
    hits: a.hits + b.hits,
    maxReturn: Math.max(a.maxReturn, b.maxReturn),
  };
}

/** z for a two-sided 99 % interval. */
export const Z_99 = 2.576;

export interface ReturnSummary {
  rounds: number;
  rtp: number;
  stdDev: number;
  /** Half-width of the 99 % confidence interval of the RTP: z · σ / √N. */
  ci99: number;
  hitFrequency: number;
  maxReturn: number;
}

export function summarise(stats: ReturnStats): ReturnSummary {
  const n = stats.rounds;
  const rtp = stats.sum / n;
  const variance = Math.max(0, stats.sumSquares / n - rtp * rtp) * (n / Math.max(1, n - 1));
  const stdDev = Math.sqrt(variance);
  return {
    rounds: n,
    rtp,
    stdDev,
    ci99: (Z_99 * stdDev) / Math.sqrt(n),
    hitFrequency: stats.hits / n,
    maxReturn: stats.maxReturn,
  };
}

/** `rounds` paid rounds (or bonus buys) of a slot, as returns per unit staked. */
export function simulateSlot<S>(
  game: SlotGame<S>,
  rng: Rng,
  options: { rounds: number; mode: 'spins' | 'bonusBuy' },
): ReturnStats {
  const stats = emptyStats();
  for (let i = 0; i < options.rounds; i++) {
    if (options.mode === 'spins') addReturn(stats, playRound(game, rng) / MILLI);
    else {
      const { win, price } = playBonusBuy(game, rng);
      addReturn(stats, win / price);
    }
  }
  return stats;
}
