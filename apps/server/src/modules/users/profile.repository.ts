import { sql } from 'kysely';
import type { DB } from '#app/db/database';

/** The SQL behind a player's public profile: their bets and what the house has given them. */

/** Ledger entry kinds that move money without being a reward (operator fixes, test funding). */
const NOT_REWARD_KINDS = ['admin', 'test_funding'] as const;

/** The game with the most bets; ties go to the one played most recently. */
export async function favouriteGameOf(db: DB, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('bets')
    .select('game')
    .where('user_id', '=', userId)
    .groupBy('game')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`max(created_at)`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.game ?? null;
}

export interface RewardTotals {
  /** Everything the house's bonus expense paid into the player's dollar pockets. */
  rewarded: bigint;
  /**
   * Rakeback received: credits to the rakeback pocket, and reward entries about rakeback (a
   * claim's half paid now and its calendar parts as claimed; docs/decisions/015-rewards.md).
   */
  rakeback: bigint;
}

/**
 * Sums the player's incoming dollar postings of entries paid by the house's bonus expense
 * (rewards, rakeback, bonuses), and of those the rakeback: credits to the rakeback pocket or
 * reward claims whose reference is 'rakeback'.
 */
export async function rewardTotalsOf(db: DB, userId: string): Promise<RewardTotals> {
  const row = await db
    .selectFrom('ledger_postings as pp')
    .innerJoin('ledger_accounts as pa', 'pa.id', 'pp.account_id')
    .innerJoin('ledger_entries as e', 'e.id', 'pp.entry_id')
    .where('pa.user_id', '=', userId)
    .where('pa.currency', '=', 'USD')
    .where('pp.amount', '>', 0n)
    .where('e.kind', 'not in', NOT_REWARD_KINDS)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('ledger_postings as hp')
          .innerJoin('ledger_accounts as ha', 'ha.id', 'hp.account_id')
          .select('hp.seq')
          .whereRef('hp.entry_id', '=', 'pp.entry_id')
          .where('ha.house_kind', '=', 'bonus_expense'),
      ),
    )
    .select([
      sql<string>`coalesce(sum(pp.amount), 0)`.as('rewarded'),
      sql<string>`coalesce(sum(pp.amount) filter (
        where pa.pocket = 'rakeback' or (e.kind = 'reward' and e.reference = 'rakeback')), 0)`.as(
        'rakeback',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { rewarded: BigInt(row.rewarded), rakeback: BigInt(row.rakeback) };
}
