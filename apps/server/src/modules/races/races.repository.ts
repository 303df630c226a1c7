import { sql, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';

/** The only SQL of the races (docs/decisions/024-races.md). */

export interface RaceRow {
  id: string;
  affiliate_id: string;
  username: string;
  prizes: bigint[];
  total_prize_pool: bigint;
  starts_at: Date;
  ends_at: Date;
  status: 'active' | 'ended';
  total_wagered: bigint;
  players: number;
}

export interface StandingRow {
  user_id: string;
  username: string;
  hide_name: boolean;
  wagered: bigint;
}

/** Credits wagered by every player the affiliate referred (users.amount_wagered). */
export async function referredWagering(db: DB, affiliateId: string): Promise<bigint> {
  const row = await db
    .selectFrom('users')
    .select(sql<string>`coalesce(sum(amount_wagered), 0)::text`.as('total'))
    .where('referred_by', '=', affiliateId)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

export async function hasActiveRace(db: DB, affiliateId: string): Promise<boolean> {
  const row = await db
    .selectFrom('races')
    .select('id')
    .where('affiliate_id', '=', affiliateId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts the race; false when the affiliate already has an active one (unique index). */
export async function insertRace(
  trx: Transaction<Database>,
  race: {
    id: string;
    affiliateId: string;
    prizes: bigint[];
    total: bigint;
    startsAt: Date;
    endsAt: Date;
    escrowEntryId: bigint;
  },
): Promise<boolean> {
  const rows = await sql<{ id: string }>`
    INSERT INTO races (id, affiliate_id, prizes, total_prize_pool, starts_at, ends_at, escrow_entry_id)
    VALUES (${race.id}, ${race.affiliateId}, ${race.prizes.map(String)}::bigint[], ${race.total},
            ${race.startsAt}, ${race.endsAt}, ${race.escrowEntryId})
    ON CONFLICT (affiliate_id) WHERE status = 'active' DO NOTHING
    RETURNING id`.execute(trx);
  return rows.rows.length === 1;
}

const RACE_COLUMNS = sql`
  r.id, r.affiliate_id, a.username, r.prizes, r.total_prize_pool, r.starts_at, r.ends_at, r.status,
  coalesce((SELECT sum(p.wagered) FROM race_participants p WHERE p.race_id = r.id), 0)::bigint
    AS total_wagered,
  (SELECT count(*) FROM race_participants p WHERE p.race_id = r.id)::int AS players`;

function parseRace(row: RaceRow & { prizes: unknown }): RaceRow {
  return {
    ...row,
    prizes: (row.prizes as Array<string | bigint>).map((p) => BigInt(p)),
    total_prize_pool: BigInt(row.total_prize_pool),
    total_wagered: BigInt(row.total_wagered),
  };
}

export async function findRace(db: DB, raceId: string): Promise<RaceRow | null> {
  const { rows } = await sql<RaceRow>`
    SELECT ${RACE_COLUMNS} FROM races r JOIN users a ON a.id = r.affiliate_id
    WHERE r.id = ${raceId}`.execute(db);
  return rows[0] ? parseRace(rows[0]) : null;
}

/**
 * The races a player sees: their own (as affiliate) and their referrer's. `active`: the running
 * one (their own first); otherwise the ended ones, newest first.
 */
export async function findRacesFor(
  db: DB,
  userId: string,
  status: 'active' | 'ended',
  limit: number,
): Promise<RaceRow[]> {
  const { rows } = await sql<RaceRow>`
    SELECT ${RACE_COLUMNS} FROM races r JOIN users a ON a.id = r.affiliate_id
    WHERE r.status = ${status}
      AND (r.affiliate_id = ${userId}
           OR r.affiliate_id = (SELECT referred_by FROM users WHERE id = ${userId}))
    ORDER BY (r.affiliate_id = ${userId}) DESC, r.ends_at DESC
    LIMIT ${limit}`.execute(db);
  return rows.map(parseRace);
}

/** Whether the player may read the race: its affiliate or one of the affiliate's referrals. */
export async function canSeeRace(db: DB, raceId: string, userId: string): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`
    SELECT true AS ok FROM races r
    WHERE r.id = ${raceId}
      AND (r.affiliate_id = ${userId}
           OR r.affiliate_id = (SELECT referred_by FROM users WHERE id = ${userId}))`.execute(db);
  return rows.length === 1;
}

/** The race's ranking: wager, then who wagered first, then id (stable). */
export async function rankedParticipants(
  db: DB,
  raceId: string,
  limit: number,
): Promise<StandingRow[]> {
  const { rows } = await sql<StandingRow>`
    SELECT p.user_id, u.username, u.hide_name, p.wagered FROM race_participants p JOIN users u ON u.id = p.user_id
    WHERE p.race_id = ${raceId} AND p.wagered > 0
    ORDER BY p.wagered DESC, p.first_wager_at, p.user_id
    LIMIT ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, wagered: BigInt(r.wagered) }));
}

/**
 * Adds a batch of wagers to the running races of the players' affiliates: one statement. The
 * races are held FOR SHARE, so a settlement (which updates the race row) waits for this delivery
 * to commit, and a delivery after the settlement finds the race ended. Returns the races touched.
 */
export async function addRaceWagers(
  trx: Transaction<Database>,
  wagers: ReadonlyArray<{ userId: string; stake: bigint; at: Date }>,
): Promise<string[]> {
  if (wagers.length === 0) return [];
  const { rows } = await sql<{ race_id: string }>`
    WITH v AS (
      SELECT * FROM unnest(${wagers.map((w) => w.userId)}::uuid[],
                           ${wagers.map((w) => w.stake.toString())}::bigint[],
                           ${wagers.map((w) => w.at.toISOString())}::timestamptz[])
        AS v(user_id, stake, at)
    ), live AS (
      SELECT r.id, r.affiliate_id, r.starts_at, r.ends_at FROM races r
      WHERE r.status = 'active'
        AND r.affiliate_id IN (SELECT u.referred_by FROM users u WHERE u.id IN (SELECT user_id FROM v))
      ORDER BY r.id
      FOR SHARE
    )
    INSERT INTO race_participants (race_id, user_id, wagered, first_wager_at)
    SELECT live.id, v.user_id, sum(v.stake), min(v.at)
    FROM v JOIN users u ON u.id = v.user_id
    JOIN live ON live.affiliate_id = u.referred_by AND v.at >= live.starts_at AND v.at < live.ends_at
    GROUP BY live.id, v.user_id
    ORDER BY live.id, v.user_id
    ON CONFLICT (race_id, user_id) DO UPDATE SET wagered = race_participants.wagered + excluded.wagered
    RETURNING race_id`.execute(trx);
  return [...new Set(rows.map((r) => r.race_id))];
}

/** Every participant and the affiliate: who receives the race's live standings. */
export async function raceAudience(db: DB, raceId: string): Promise<string[]> {
  const { rows } = await sql<{ user_id: string }>`
    SELECT user_id FROM race_participants WHERE race_id = ${raceId}
    UNION SELECT affiliate_id FROM races WHERE id = ${raceId}`.execute(db);
  return rows.map((r) => r.user_id);
}

/** Active races past their end whose `play` messages from before the end are all delivered. */
export async function findDueRaces(db: DB, endedBy: Date): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT r.id FROM races r
    WHERE r.status = 'active' AND r.ends_at <= ${endedBy}
      AND NOT EXISTS (SELECT 1 FROM outbox o
                      WHERE o.topic = 'play' AND o.failed_at IS NULL AND o.created_at < r.ends_at)
    ORDER BY r.ends_at`.execute(db);
  return rows.map((r) => r.id);
}

/** The conditional update that lets exactly one settlement pay the race. */
export async function markEnded(
  trx: Transaction<Database>,
  raceId: string,
  endedBy: Date,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('races')
    .set({ status: 'ended', ended_at: now })
    .where('id', '=', raceId)
    .where('status', '=', 'active')
    .where('ends_at', '<=', endedBy)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function recordPlace(
  trx: Transaction<Database>,
  place: { raceId: string; userId: string; position: number; prize: bigint; entryId: bigint },
): Promise<void> {
  await trx
    .updateTable('race_participants')
    .set({ position: place.position, prize: place.prize, ledger_entry_id: place.entryId })
    .where('race_id', '=', place.raceId)
    .where('user_id', '=', place.userId)
    .execute();
}

export async function recordRefund(
  trx: Transaction<Database>,
  raceId: string,
  amount: bigint,
): Promise<void> {
  await trx.updateTable('races').set({ refunded: amount }).where('id', '=', raceId).execute();
}
