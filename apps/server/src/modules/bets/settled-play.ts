import type { Transaction } from 'kysely';
import type { BetGame } from '@tengu/shared';
import type { Database } from '#app/db/schema';
import type { PlayEvents } from '#app/modules/play-events/play-events';
import { finishEffects, type Effects } from './bet-effects';

export { publishEffects, type Effects } from './bet-effects';
/** A player's money calls from outside the pipeline queue in the same lane as their game starts. */
export { inPlayerLane } from './player-lane';
/** Provider rounds as bets of game `slots` (My bets, the live feed). */
export { recordProviderRound, type ProviderRound } from './provider-rounds';

/**
 * A round played outside the bet pipeline (provider games, issue 20) counts exactly like an
 * original's bet: credits wagered, level, and one play event through the same hook (rakeback,
 * Daily Dollars, locked-balance unlocking in this transaction; quests, races, challenges, raffle
 * through the outbox). Call it inside the transaction that settled the round, after its ledger
 * locks; publish the returned effects after the commit.
 */
export function recordSettledPlay(options: {
  trx: Transaction<Database>;
  userId: string;
  game: BetGame;
  stakeCredits: bigint;
  payout: bigint;
  playEvents: PlayEvents | undefined;
}): Promise<Effects> {
  const { trx, userId, game, stakeCredits, payout, playEvents } = options;
  return finishEffects(trx, userId, stakeCredits, { game, playEvents }, payout);
}
