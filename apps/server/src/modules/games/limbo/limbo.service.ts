import { betAmountUnits, type LimboBetRequest } from '@tengu/shared';
import { isLimboWin, outcome, type SeedInput } from '@tengu/fairness';
import type { DB } from '#app/db/database';
import { placeBet, type Round, type SettledBet } from '#app/modules/bets/bet-pipeline';

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

export async function playLimbo(options: {
  db: DB;
  userId: string;
  request: LimboBetRequest;
  idempotencyKey?: string | undefined;
  maxProfit: bigint;
}): Promise<SettledBet> {
  const { request } = options;
  return placeBet({
    db: options.db,
    userId: options.userId,
    game: 'limbo',
    amount: betAmountUnits(request.amount),
    idempotencyKey: options.idempotencyKey,
    maxProfit: options.maxProfit,
    potentialMultiplierE4: limboMultiplierE4(request.target),
    play: (seeds) => limboRound(request.target, seeds),
  });
}
