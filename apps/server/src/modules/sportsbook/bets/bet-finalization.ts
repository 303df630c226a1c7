import type { BetRecord } from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import { MULTIPLIER_SCALE } from '#app/modules/bets/bet-money';
import { toBetRecord } from '#app/modules/bets/bet-view';
import { findBetView } from '#app/modules/bets/bets.repository';
import { recordSettledPlay, type Effects } from '#app/modules/bets/settled-play';
import { settlePayoutIn } from '#app/modules/responsible-gambling/play-limits';
import type { SportsBetDeps } from './sports-bets.deps';
import { betRowDetails } from './sports-bet-view';
import { findBets } from './sports-bets.repository';

/**
 * A sports bet that is fully settled (or fully cashed out) becomes a `bets` row of game `sports`
 * with the same id, and produces one play event (wagering, level, rakeback, quests, races) —
 * once, marked by `sb_bets.counted`. A later rollback and re-settlement rewrite the row's payout,
 * result, multiplier and legs in place (the play event stands: the stake was wagered either way).
 * What it paid comes off a loss limit's count of the day it was placed.
 */

type Trx = Transaction<Database>;

export interface Finalized {
  effects: Effects | null;
  record: BetRecord | null;
}

function rowMoney(bet: { original_stake: bigint }, paid: bigint) {
  const multiplier = (paid * MULTIPLIER_SCALE) / bet.original_stake;
  return {
    credits_won: paid,
    multiplier_e4: multiplier,
    result: multiplier >= MULTIPLIER_SCALE ? ('WIN' as const) : ('LOSS' as const),
  };
}

/** Call under the bet's lock, after the bet row holds its final status and money. */
export async function finalizeBet(
  trx: Trx,
  deps: SportsBetDeps,
  betId: string,
  options: { firstTime: boolean },
): Promise<Finalized> {
  const [bet] = await findBets(trx, [betId]);
  if (!bet) throw new Error(`sports bet ${betId} vanished`);
  const paid = bet.payout + bet.cashed_out;
  const details = JSON.stringify(betRowDetails(bet));
  // A loss limit counted the whole stake when the slip was placed (ADR 050): what the bet pays
  // comes off that day's loss — its cash-outs when they were paid (all of them came before this
  // first finalization), its settlement's payout here; a re-settlement moves it by the
  // difference of everything paid.
  const limitPayout = (payout: bigint) =>
    settlePayoutIn(trx, { db: deps.db, userId: bet.user_id, stakedAt: bet.placed_at, payout });
  if (!options.firstTime) {
    const before = await trx
      .selectFrom('bets')
      .select('credits_won')
      .where('id', '=', bet.id)
      .where('game', '=', 'sports')
      .executeTakeFirst();
    await trx
      .updateTable('bets')
      .set({ ...rowMoney(bet, paid), details })
      .where('id', '=', bet.id)
      .where('game', '=', 'sports')
      .execute();
    if (before) await limitPayout(paid - before.credits_won);
    return { effects: null, record: null };
  }
  const effects = await recordSettledPlay({
    trx,
    userId: bet.user_id,
    game: 'sports',
    stakeCredits: bet.original_stake,
    payout: paid,
    playEvents: deps.playEvents,
  });
  await limitPayout(bet.payout);
  await trx
    .insertInto('bets')
    .values({
      id: bet.id,
      user_id: bet.user_id,
      game: 'sports',
      amount: bet.original_stake,
      credits_spent: bet.original_stake,
      freebets_spent: 0n,
      freebets_won: 0n,
      ...rowMoney(bet, paid),
      details,
      seed_id: null,
      nonce: 0,
      idempotency_key: null,
    })
    .execute();
  const view = await findBetView(trx, bet.id);
  return { effects, record: view ? toBetRecord(view, { revealName: true }) : null };
}
