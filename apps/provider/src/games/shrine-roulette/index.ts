import type { Rng } from '#provider/rng/rng';
import { addReturn, emptyStats, type ReturnStats } from '#provider/sim/simulate';
import { slugOf, type GameMeta } from '#provider/games/types';
import { allBets, betNumbers, POCKETS } from './bets';

const name = 'Shrine Roulette';

export const shrineRouletteMeta: GameMeta = {
  name,
  slug: slugOf(name),
  // Exact: 36/37 = 97.297 % for every bet.
  rtpTarget: 97.3,
  rtpMethod: 'analytic',
  volatility: 'low',
  maxWinX: 35,
  features: ['European single zero', 'shared table', 'a round every 30 s', 'all standard bets'],
  bonusBuy: null,
  releaseDate: '2026-11-26',
  categories: ['live'],
  description:
    'One wheel for everyone: a new round every 30 seconds, single zero, every classic bet from straight up to the even chances.',
};

export const ROULETTE_RTP = 36 / 37;

/**
 * The simulation's table: each round one unit on one bet, the bet chosen uniformly from the
 * 157 positions of the layout, the pocket uniform over 37.
 */
export function simulateRoulette(rng: Rng, rounds: number): ReturnStats {
  const positions = allBets().map(betNumbers);
  const stats = emptyStats();
  for (let i = 0; i < rounds; i++) {
    const numbers = positions[rng.int(positions.length)] as number[];
    const pocket = rng.int(POCKETS);
    addReturn(stats, numbers.includes(pocket) ? 36 / numbers.length : 0);
  }
  return stats;
}

export * from './bets';
export * from './schedule';
export { roundPocket, settleRound, type PlacedBet } from './round';
export * from './table';
