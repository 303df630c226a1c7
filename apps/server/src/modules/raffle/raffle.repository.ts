import { generateServerSeed, hashServerSeed } from '@tengu/fairness';
import { sql, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import { weekBounds } from './raffle-weeks';

/** The raffle's weeks and tickets (raffle migration). */

type Executor = DB | Transaction<Database>;

export interface RaffleWeekRow {
  week: string;
  starts_at: Date;
  ends_at: Date;
  server_seed: string;
  server_seed_hash: string;
  status: 'open' | 'closed' | 'drawn';
  total_tickets: bigint;
  public_value: string | null;
  public_value_source: string | null;
  created_at: Date;
  closed_at: Date | null;
  drawn_at: Date | null;
}

const WEEK_COLUMNS = [
  sql<string>`to_char(week_start, 'YYYY-MM-DD')`.as('week'),
  'starts_at',
  'ends_at',
  'server_seed',
  'server_seed_hash',
  'status',
  'total_tickets',
  'public_value',
  'public_value_source',
  'created_at',
  'closed_at',
  'drawn_at',
] as const;

/** Creates the week with a fresh server seed (its hash is the commitment) unless it exists. */
export async function ensureWeek(db: Executor, week: string): Promise<void> {
  const seed = generateServerSeed();
  const { startsAt, endsAt } = weekBounds(week);
  await db
    .insertInto('raffle_weeks')
    .values({
      week_start: week,
      starts_at: startsAt,
      ends_at: endsAt,
      server_seed: seed,
      server_seed_hash: hashServerSeed(seed),
    })
    .onConflict((c) => c.column('week_start').doNothing())
    .execute();
}

export function findWeek(db: Executor, week: string): Promise<RaffleWeekRow | undefined> {
  return db
    .selectFrom('raffle_weeks')
    .select(WEEK_COLUMNS)
    .where('week_start', '=', week)
    .executeTakeFirst();
}

/** The most recent drawn week. */
export function findLastDrawnWeek(db: Executor): Promise<RaffleWeekRow | undefined> {
  return db
    .selectFrom('raffle_weeks')
    .select(WEEK_COLUMNS)
    .where('status', '=', 'drawn')
    .orderBy('week_start', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Weeks not drawn yet that ended at or before `endedBy`, oldest first. */
export async function findWeeksToDraw(db: Executor, endedBy: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('raffle_weeks')
    .select(sql<string>`to_char(week_start, 'YYYY-MM-DD')`.as('week'))
    .where('status', '<>', 'drawn')
    .where('ends_at', '<=', endedBy)
    .orderBy('week_start')
    .execute();
  return rows.map((r) => r.week);
}

/**
 * Takes a FOR SHARE lock on the week's row if it is still open (true). Ticket writes hold it
 * until they commit; closing the week updates the row, so it waits for them, and a write after
 * the close finds the week closed.
 */
export async function lockOpenWeek(trx: Transaction<Database>, week: string): Promise<boolean> {
  const row = await trx
    .selectFrom('raffle_weeks')
    .select('status')
    .where('week_start', '=', week)
    .forShare()
    .executeTakeFirst();
  return row?.status === 'open';
}

export interface TicketRow {
  week: string;
  user_id: string;
  wagering_tickets: bigint;
  gold_tickets: bigint;
}

/** Adds tickets (set-based), returning each row's new totals. */
export async function addTickets(
  trx: Transaction<Database>,
  rows: Array<{ week: string; userId: string; wagering: bigint; gold: bigint }>,
): Promise<TicketRow[]> {
  if (rows.length === 0) return [];
  const result = await sql<TicketRow>`
    INSERT INTO raffle_tickets (week_start, user_id, wagering_tickets, gold_tickets)
    SELECT * FROM unnest(${rows.map((r) => r.week)}::date[], ${rows.map((r) => r.userId)}::uuid[],
                         ${rows.map((r) => r.wagering.toString())}::bigint[],
                         ${rows.map((r) => r.gold.toString())}::bigint[])
    ON CONFLICT (week_start, user_id) DO UPDATE SET
      wagering_tickets = raffle_tickets.wagering_tickets + excluded.wagering_tickets,
      gold_tickets = raffle_tickets.gold_tickets + excluded.gold_tickets,
      updated_at = now()
    RETURNING to_char(week_start, 'YYYY-MM-DD') AS week, user_id, wagering_tickets, gold_tickets`.execute(
    trx,
  );
  return result.rows;
}

export async function findTickets(
  db: Executor,
  week: string,
  userId: string,
): Promise<{ wagering: bigint; gold: bigint }> {
  const row = await db
    .selectFrom('raffle_tickets')
    .select(['wagering_tickets', 'gold_tickets'])
    .where('week_start', '=', week)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { wagering: row?.wagering_tickets ?? 0n, gold: row?.gold_tickets ?? 0n };
}

/** Every ticket of a week so far (for the running week's total). */
export async function sumTickets(db: Executor, week: string): Promise<bigint> {
  const row = await db
    .selectFrom('raffle_tickets')
    .select(sql<string>`coalesce(sum(wagering_tickets + gold_tickets), 0)::text`.as('total'))
    .where('week_start', '=', week)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/**
 * Locks the players' wager remainders (creating missing rows first, then locking in user id
 * order, so two writers cannot deadlock), returning them.
 */
export async function lockRemainders(
  trx: Transaction<Database>,
  userIds: string[],
): Promise<Map<string, bigint>> {
  const sorted = [...new Set(userIds)].sort();
  await sql`
    INSERT INTO raffle_players (user_id) SELECT unnest(${sorted}::uuid[])
    ON CONFLICT (user_id) DO NOTHING`.execute(trx);
  const rows = await sql<{ user_id: string; wager_remainder: bigint }>`
    SELECT user_id, wager_remainder FROM raffle_players
    WHERE user_id = ANY(${sorted}::uuid[]) ORDER BY user_id FOR UPDATE`.execute(trx);
  return new Map(rows.rows.map((r) => [r.user_id, r.wager_remainder]));
}

export async function setRemainders(
  trx: Transaction<Database>,
  remainders: Map<string, bigint>,
): Promise<void> {
  if (remainders.size === 0) return;
  const ids = [...remainders.keys()];
  await sql`
    UPDATE raffle_players AS p SET wager_remainder = v.remainder
    FROM unnest(${ids}::uuid[], ${ids.map((id) => remainders.get(id)!.toString())}::bigint[])
      AS v(user_id, remainder)
    WHERE p.user_id = v.user_id`.execute(trx);
}

/** The player's Gold (a read of the ledger's balance; 0 before their first Gold). */
export async function goldBalance(db: Executor, userId: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('pocket', '=', 'gold')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}
