import { sql, type Selectable, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database, SbBetLegsTable, SbBetsTable, SbLegResultColumn } from '#app/db/schema';

/** Every statement of the sports bets (ADR 038, "Bets, settlement, cash-out"). */

type Trx = Transaction<Database>;
type Handle = DB | Trx;

export type BetRow = Selectable<SbBetsTable>;
export type LegRow = Selectable<SbBetLegsTable>;

export interface LegWithEvent extends LegRow {
  sport: 'football' | 'tennis' | 'basketball';
  competition_name: string;
  home_name: string;
  away_name: string;
  starts_at: Date;
}

export interface BetWithLegs extends BetRow {
  legs: LegWithEvent[];
}

// ---- Slips ----

export async function findSlip(db: Handle, userId: string, slipId: string) {
  return db
    .selectFrom('sb_slips')
    .select(['fingerprint', 'bet_ids'])
    .where('user_id', '=', userId)
    .where('slip_id', '=', slipId)
    .executeTakeFirst();
}

/**
 * Takes the slip's key: false when a committed slip holds it. A concurrent copy waits here on the
 * primary key until the first transaction ends, then sees its row (or takes the key if it rolled
 * back).
 */
export async function claimSlip(
  trx: Trx,
  row: { userId: string; slipId: string; fingerprint: string; betIds: string[] },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('sb_slips')
    .values({
      user_id: row.userId,
      slip_id: row.slipId,
      fingerprint: row.fingerprint,
      bet_ids: row.betIds,
    })
    .onConflict((oc) => oc.columns(['user_id', 'slip_id']).doNothing())
    .returning('slip_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

// ---- Placement ----

/** Serialises placements on one market for the liability check (transaction-scoped). */
export async function lockMarketLiability(trx: Trx, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`sb_market:${key}`}, 0))`.execute(
      trx,
    );
  }
}

/** The potential payouts (capped) of the open bets with a leg on the market. */
export async function marketLiability(
  trx: Trx,
  eventId: string,
  marketId: string,
): Promise<bigint> {
  const row = await sql<{ total: string | null }>`
    SELECT sum(LEAST(b.stake * b.total_odds / 1000, b.max_payout))::text AS total
      FROM sb_bets b
     WHERE b.status = 'open'
       AND b.id IN (SELECT bet_id FROM sb_bet_legs WHERE event_id = ${eventId} AND market_id = ${marketId})
  `.execute(trx);
  return BigInt(row.rows[0]?.total ?? '0');
}

export interface NewBet {
  id: string;
  userId: string;
  slipId: string;
  kind: 'single' | 'multi';
  stake: bigint;
  totalOdds: number;
  maxPayout: bigint;
  stakeEntryId: bigint;
  legs: Array<{
    eventId: string;
    marketId: string;
    marketType: string;
    specifier: string;
    outcomeId: string;
    odds: number;
    acceptedClock: number;
  }>;
}

export async function insertBets(trx: Trx, bets: readonly NewBet[]): Promise<void> {
  if (bets.length === 0) return;
  await trx
    .insertInto('sb_bets')
    .values(
      bets.map((bet) => ({
        id: bet.id,
        user_id: bet.userId,
        slip_id: bet.slipId,
        kind: bet.kind,
        original_stake: bet.stake,
        stake: bet.stake,
        total_odds: bet.totalOdds,
        max_payout: bet.maxPayout,
        stake_entry_id: bet.stakeEntryId,
      })),
    )
    .execute();
  await trx
    .insertInto('sb_bet_legs')
    .values(
      bets.flatMap((bet) =>
        bet.legs.map((leg, idx) => ({
          bet_id: bet.id,
          idx,
          event_id: leg.eventId,
          market_id: leg.marketId,
          market_type: leg.marketType,
          specifier: leg.specifier,
          outcome_id: leg.outcomeId,
          odds: leg.odds,
          accepted_clock: BigInt(Math.trunc(leg.acceptedClock)),
          result: null,
        })),
      ),
    )
    .execute();
}

// ---- Reading bets ----

async function legsOf(db: Handle, betIds: readonly string[]): Promise<Map<string, LegWithEvent[]>> {
  const byBet = new Map<string, LegWithEvent[]>();
  if (betIds.length === 0) return byBet;
  const rows = await db
    .selectFrom('sb_bet_legs as l')
    .innerJoin('sb_events as e', 'e.id', 'l.event_id')
    .selectAll('l')
    .select(['e.sport', 'e.competition_name', 'e.home_name', 'e.away_name', 'e.starts_at'])
    .where('l.bet_id', 'in', betIds)
    .orderBy('l.bet_id')
    .orderBy('l.idx')
    .execute();
  for (const row of rows) {
    const list = byBet.get(row.bet_id) ?? [];
    list.push(row);
    byBet.set(row.bet_id, list);
  }
  return byBet;
}

async function withLegs(db: Handle, bets: BetRow[]): Promise<BetWithLegs[]> {
  const legs = await legsOf(
    db,
    bets.map((b) => b.id),
  );
  return bets.map((bet) => ({ ...bet, legs: legs.get(bet.id) ?? [] }));
}

/** Bets by id, in the order asked. */
export async function findBets(db: Handle, ids: readonly string[]): Promise<BetWithLegs[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('sb_bets').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return withLegs(db, ordered);
}

/** A player's bets, newest first, after the cursor (a bet id of the previous page). */
export async function listPlayerBets(
  db: DB,
  options: { userId: string; status: 'open' | 'settled'; cursor?: string; limit: number },
): Promise<BetWithLegs[]> {
  const { userId, status, cursor, limit } = options;
  let query = db
    .selectFrom('sb_bets as b')
    .selectAll('b')
    .where('b.user_id', '=', userId)
    .where('b.status', status === 'open' ? '=' : '<>', 'open');
  if (cursor) {
    query = query.where(
      sql<boolean>`(b.placed_at, b.id) < (SELECT placed_at, id FROM sb_bets WHERE id = ${cursor}::uuid AND user_id = ${userId})`,
    );
  }
  const rows = await query
    .orderBy('b.placed_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
  return withLegs(db, rows);
}

// ---- Settlement ----

export interface MarketLeg {
  bet_id: string;
  idx: number;
  market_id: string;
  outcome_id: string;
  accepted_clock: bigint;
  result: SbLegResultColumn | null;
}

/** The legs on these markets of bets that still ride (a fully cashed-out bet is final). */
export async function legsOnMarkets(
  trx: Trx,
  eventId: string,
  marketIds: readonly string[],
): Promise<MarketLeg[]> {
  if (marketIds.length === 0) return [];
  return trx
    .selectFrom('sb_bet_legs as l')
    .innerJoin('sb_bets as b', 'b.id', 'l.bet_id')
    .select(['l.bet_id', 'l.idx', 'l.market_id', 'l.outcome_id', 'l.accepted_clock', 'l.result'])
    .where('l.event_id', '=', eventId)
    .where('l.market_id', 'in', marketIds)
    .where('b.status', '<>', 'cashed_out')
    .orderBy('l.bet_id')
    .execute();
}

/** Writes legs' new results and marks their bets due (one version per bet). */
export async function recordLegResults(
  trx: Trx,
  changes: ReadonlyArray<{ betId: string; idx: number; result: SbLegResultColumn | null }>,
): Promise<void> {
  if (changes.length === 0) return;
  await sql`
    UPDATE sb_bet_legs l SET result = c.result
      FROM unnest(${changes.map((c) => c.betId)}::uuid[], ${changes.map((c) => c.idx)}::smallint[],
                  ${changes.map((c) => c.result)}::text[]) AS c(bet_id, idx, result)
     WHERE l.bet_id = c.bet_id AND l.idx = c.idx`.execute(trx);
  const betIds = [...new Set(changes.map((c) => c.betId))].sort();
  await sql`
    UPDATE sb_bets SET settle_version = settle_version + 1
     WHERE id = ANY(${betIds}::uuid[]) AND status <> 'cashed_out'`.execute(trx);
}

/** Bets whose results changed since their money was last posted. */
export async function findDueBets(
  db: DB,
  limit: number,
): Promise<Array<{ id: string; user_id: string }>> {
  return db
    .selectFrom('sb_bets')
    .select(['id', 'user_id'])
    .where(sql<boolean>`settle_version <> paid_version`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function findBetOwner(db: Handle, id: string) {
  return db.selectFrom('sb_bets').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
}

/** The bet row, locked (after the ledger accounts: ADR 015's lock order). */
export async function lockBet(trx: Trx, id: string): Promise<BetRow | undefined> {
  return trx.selectFrom('sb_bets').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findLegs(db: Handle, betId: string): Promise<LegRow[]> {
  return db
    .selectFrom('sb_bet_legs')
    .selectAll()
    .where('bet_id', '=', betId)
    .orderBy('idx')
    .execute();
}

/** The settlement payout entry still in force (posted and not reversed), if any. */
export async function currentPayout(trx: Trx, betId: string) {
  return trx
    .selectFrom('sb_bet_payouts as p')
    .select(['p.seq', 'p.amount', 'p.entry_id'])
    .where('p.bet_id', '=', betId)
    .where('p.kind', '=', 'payout')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sb_bet_payouts as r')
            .select('r.seq')
            .whereRef('r.bet_id', '=', 'p.bet_id')
            .whereRef('r.reverses', '=', 'p.seq'),
        ),
      ),
    )
    .orderBy('p.seq', 'desc')
    .executeTakeFirst();
}

export async function nextPayoutSeq(trx: Trx, betId: string): Promise<number> {
  const row = await trx
    .selectFrom('sb_bet_payouts')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('bet_id', '=', betId)
    .executeTakeFirst();
  return (row?.seq ?? 0) + 1;
}

export async function insertPayout(
  trx: Trx,
  row: {
    betId: string;
    seq: number;
    kind: 'payout' | 'reversal' | 'cash_out';
    amount: bigint;
    entryId: bigint;
    reverses?: number;
  },
): Promise<void> {
  await trx
    .insertInto('sb_bet_payouts')
    .values({
      bet_id: row.betId,
      seq: row.seq,
      kind: row.kind,
      amount: row.amount,
      entry_id: row.entryId,
      reverses: row.reverses ?? null,
    })
    .execute();
}

/** Stores a settlement under the lock; false if the version moved (it cannot, under the lock). */
export async function storeSettlement(
  trx: Trx,
  id: string,
  expectedVersion: number,
  next: {
    status: BetRow['status'];
    payout: bigint;
    settledAt: Date | null;
    counted: boolean;
  },
): Promise<boolean> {
  const updated = await trx
    .updateTable('sb_bets')
    .set({
      status: next.status,
      payout: next.payout,
      settled_at: next.settledAt,
      counted: next.counted,
      paid_version: expectedVersion,
    })
    .where('id', '=', id)
    .where('settle_version', '=', expectedVersion)
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}

// ---- Cash-out ----

export async function findCashOut(db: Handle, userId: string, requestId: string) {
  return db
    .selectFrom('sb_cash_outs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function recordCashOut(
  trx: Trx,
  row: {
    userId: string;
    requestId: string;
    betId: string;
    stake: bigint;
    value: bigint;
    final: boolean;
  },
): Promise<void> {
  await trx
    .insertInto('sb_cash_outs')
    .values({
      user_id: row.userId,
      request_id: row.requestId,
      bet_id: row.betId,
      stake: row.stake,
      value: row.value,
    })
    .execute();
  await trx
    .updateTable('sb_bets')
    .set((eb) => ({
      stake: eb('stake', '-', row.stake),
      cashed_out: eb('cashed_out', '+', row.value),
      ...(row.final ? { status: 'cashed_out' as const, settled_at: new Date() } : {}),
    }))
    .where('id', '=', row.betId)
    .execute();
}
