import { sql, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';

/** The rewards module's reads and its counter claims (rewards migration). Units of 10⁻⁸ USD. */

type Executor = DB | Transaction<Database>;

export interface RewardBalanceRow {
  rakeback: bigint;
  referral: bigint;
  dd_progress: bigint;
  dd_balance: bigint;
  boost_expires_at: Date | null;
}

const EMPTY: RewardBalanceRow = {
  rakeback: 0n,
  referral: 0n,
  dd_progress: 0n,
  dd_balance: 0n,
  boost_expires_at: null,
};

/** The player's counters (all zero before their first accrual). */
export async function findRewardBalance(db: Executor, userId: string): Promise<RewardBalanceRow> {
  const row = await db
    .selectFrom('reward_balances')
    .select(['rakeback', 'referral', 'dd_progress', 'dd_balance', 'boost_expires_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? EMPTY;
}

export type CounterColumn = 'rakeback' | 'referral' | 'dd_balance';

/**
 * Empties one counter if it holds at least `minimum`, returning what it held; undefined when it
 * held less (nothing changed). The row is locked by the sub-select, so of two concurrent claims
 * the second waits, then re-reads the emptied row and takes nothing.
 */
export async function takeCounter(
  trx: Transaction<Database>,
  options: { userId: string; column: CounterColumn; minimum: bigint },
): Promise<bigint | undefined> {
  const column = sql.ref(options.column);
  const result = await sql<{ taken: bigint }>`
    UPDATE reward_balances AS r SET ${column} = 0, updated_at = now()
    FROM (SELECT ${column} AS taken FROM reward_balances
          WHERE user_id = ${options.userId} FOR UPDATE) AS old
    WHERE r.user_id = ${options.userId} AND old.taken >= ${options.minimum} AND old.taken > 0
    RETURNING old.taken`.execute(trx);
  return result.rows[0]?.taken;
}

export interface PlayerRow {
  id: string;
  username: string;
  level: number;
  amount_wagered: bigint;
}

export function findPlayer(db: Executor, userId: string): Promise<PlayerRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'level', 'amount_wagered'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** A pocket's committed balance (0 when the account does not exist yet). */
export async function pocketBalance(db: Executor, userId: string, pocket: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('pocket', '=', pocket)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/**
 * Totals per stats bucket (document 2 section 3, rewards stats): the whole value of rakeback,
 * Daily Dollars, weekly and monthly claims (both halves), and level-up rewards as claimed from
 * the calendar (reference 'level').
 */
export async function sumClaims(db: DB, userId: string) {
  return db
    .selectFrom('reward_claims')
    .where('user_id', '=', userId)
    .select([
      sql<string>`coalesce(sum(value) filter (where kind = 'rakeback'), 0)`.as('rakeback'),
      sql<string>`coalesce(sum(value) filter (where kind = 'daily_dollars'), 0)`.as('dd'),
      sql<string>`coalesce(sum(value) filter (where kind = 'calendar' and reference = 'level'), 0)`.as(
        'lur',
      ),
      sql<string>`coalesce(sum(value) filter (where kind = 'weekly'), 0)`.as('wb'),
      sql<string>`coalesce(sum(value) filter (where kind = 'monthly'), 0)`.as('mb'),
    ])
    .executeTakeFirstOrThrow();
}

/** The player's claims, newest first (one more than asked, to tell whether more exist). */
export function findClaims(db: DB, userId: string, limit: number, offset: number) {
  return db
    .selectFrom('reward_claims')
    .select(['id', 'kind', 'value', 'paid', 'scheduled', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .offset(offset)
    .execute();
}
