import { betAmountUnits, plinkoTable, type PlinkoBetRequest } from '@tengu/shared';
import { outcome, type SeedInput } from '@tengu/fairness';
import type { DB } from '#app/db/database';
import { toMultiplierE4 } from '#app/modules/bets/bet-money';
import { placeBet, type Round, type SettledBet } from '#app/modules/bets/bet-pipeline';

type Board = Omit<PlinkoBetRequest, 'amount'>;

/** The ball's path from the seeds; the bucket's multiplier from the shared table. */
export function plinkoRound({ rows, risk }: Board, seeds: SeedInput): Round {
  const { path, bucket } = outcome('plinko', { ...seeds, opts: { rows } });
  const multiplier = plinkoTable(risk, rows)[bucket] ?? 0;
  return {
    multiplierE4: toMultiplierE4(multiplier),
    // A bucket that returns at least the stake counts as a win.
    isWin: multiplier >= 1,
    details: { rows, risk, path, bucket },
  };
}

export async function playPlinko(options: {
  db: DB;
  userId: string;
  request: PlinkoBetRequest;
  idempotencyKey?: string | undefined;
  maxProfit: bigint;
}): Promise<SettledBet> {
  const { request } = options;
  return placeBet({
    db: options.db,
    userId: options.userId,
    game: 'plinko',
    amount: betAmountUnits(request.amount),
    idempotencyKey: options.idempotencyKey,
    maxProfit: options.maxProfit,
    potentialMultiplierE4: toMultiplierE4(Math.max(...plinkoTable(request.risk, request.rows))),
    play: (seeds) => plinkoRound(request, seeds),
  });
}
