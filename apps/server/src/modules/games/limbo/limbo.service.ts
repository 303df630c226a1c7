import { limboBetRequestSchema } from '@tengu/shared';
import { isLimboWin, outcome, type SeedInput } from '@tengu/fairness';
import type { Round } from '#app/modules/bets/bet-pipeline';
import { defineSingleBetGame } from '../single-bet-game';

/** The target pays itself: × 10⁴ exactly (targets have two decimals). */
export function limboMultiplierE4(target: number): bigint {
  return BigInt(Math.round(target * 100)) * 100n;
}

export function limboRound(target: number, seeds: SeedInput): Round {
  const { result } = outcome('limbo', seeds);
  const isWin = isLimboWin(result, target);
  return {
    multiplierE4: isWin ? limboMultiplierE4(target) : 0n,
    isWin,
    details: { target, result },
  };
}

export const limboGame = defineSingleBetGame({
  game: 'limbo',
  summary: 'Play limbo to a target multiplier',
  bodySchema: limboBetRequestSchema,
  potentialMultiplierE4: ({ target }) => limboMultiplierE4(target),
  round: ({ target }, seeds) => limboRound(target, seeds),
});

export const playLimbo = limboGame.play;
