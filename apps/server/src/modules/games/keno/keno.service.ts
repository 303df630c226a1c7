import {
  kenoBetRequestSchema,
  kenoMultiplier,
  kenoTable,
  type KenoBetRequest,
} from '@tengu/shared';
import { outcome, type SeedInput } from '@tengu/fairness';
import { toMultiplierE4 } from '#app/modules/bets/bet-money';
import type { Round } from '#app/modules/bets/bet-pipeline';
import { defineSingleBetGame } from '../single-bet-game';

type Card = Omit<KenoBetRequest, 'amount'>;

/**
 * Ten numbers drawn from the seeds (Fisher–Yates over 1–40, `tengu-verify keno`); the
 * multiplier from the shared table by risk, picks and hits (issue 6).
 */
export function kenoRound({ risk, picks }: Card, seeds: SeedInput): Round {
  const { drawn } = outcome('keno', seeds);
  const drawnSet = new Set(drawn);
  const sortedPicks = [...picks].sort((a, b) => a - b);
  const hits = sortedPicks.filter((n) => drawnSet.has(n));
  const multiplier = kenoMultiplier(risk, picks.length, hits.length);
  return {
    multiplierE4: toMultiplierE4(multiplier),
    // A payout that returns at least the stake counts as a win (as plinko's buckets).
    isWin: multiplier >= 1,
    details: { risk, picks: sortedPicks, drawn, hits },
  };
}

export const kenoGame = defineSingleBetGame({
  game: 'keno',
  summary: 'Play a keno card',
  bodySchema: kenoBetRequestSchema,
  // Every pick hit: the table's best entry.
  potentialMultiplierE4: ({ risk, picks }) =>
    toMultiplierE4(Math.max(...kenoTable(risk, picks.length))),
  round: kenoRound,
});

export const playKeno = kenoGame.play;
