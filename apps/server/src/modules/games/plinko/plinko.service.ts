import { plinkoBetRequestSchema, plinkoTable, type PlinkoBetRequest } from '@tengu/shared';
import { outcome, type SeedInput } from '@tengu/fairness';
import { toMultiplierE4 } from '#app/modules/bets/bet-money';
import type { Round } from '#app/modules/bets/bet-pipeline';
import { defineSingleBetGame } from '../single-bet-game';

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

export const plinkoGame = defineSingleBetGame({
  game: 'plinko',
  summary: 'Drop a plinko ball',
  bodySchema: plinkoBetRequestSchema,
  // The board's best bucket.
  potentialMultiplierE4: ({ rows, risk }) => toMultiplierE4(Math.max(...plinkoTable(risk, rows))),
  round: plinkoRound,
});

export const playPlinko = plinkoGame.play;
