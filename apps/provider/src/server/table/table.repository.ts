import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import {
  canMoveBet,
  type RouletteBet,
  type StoredTableBet,
  type TableBetState,
} from '#provider/games/shrine-roulette/index';
import type { Client } from '../rounds.repository';

/** The shared table's SQL (provider.table_rounds, table_bets, table_settlements). */

export type TableRoundState = 'open' | 'closed' | 'settled';

export interface TableRoundRow {
  table_id: string;
  round_id: number;
  server_seed: string;
  server_seed_hash: string;
  opens_at: Date;
  closes_at: Date;
  state: TableRoundState;
  pocket: number | null;
  spun_at: Date | null;
}

export interface TableBetRow {
  id: string;
  table_id: string;
  round_id: number;
  player: string;
  token: string;
  currency: string;
  bet: RouletteBet;
  stake: bigint;
  transaction_uuid: string;
  rollback_transaction_uuid: string;
  state: TableBetState;
  created_at: Date;
}

export interface SettlementRow {
  table_id: string;
  round_id: number;
  player: string;
  token: string;
  currency: string;
  stake: bigint;
  win: bigint;
  win_transaction_uuid: string;
  reference_transaction_uuid: string;
  state: 'owed' | 'settled' | 'failed';
  balance_after: bigint | null;
}

const sha256 = (hex: string) => createHash('sha256').update(hex).digest('hex');

const readRound = (row: TableRoundRow): TableRoundRow => ({
  ...row,
  round_id: Number(row.round_id),
});
const readBet = (row: TableBetRow): TableBetRow => ({
  ...row,
  round_id: Number(row.round_id),
  stake: BigInt(row.stake),
});
const readSettlement = (row: SettlementRow): SettlementRow => ({
  ...row,
  round_id: Number(row.round_id),
  stake: BigInt(row.stake),
  win: BigInt(row.win),
  balance_after: row.balance_after === null ? null : BigInt(row.balance_after),
});

/**
 * The round's row, created with a fresh server seed by whoever comes first (every process and
 * every restart then reads the same seed; its hash is published while bets are taken).
 */
export async function ensureTableRound(
  db: Client,
  round: { tableId: string; roundId: number; opensAt: number; closesAt: number },
): Promise<TableRoundRow> {
  const seed = randomBytes(32).toString('hex');
  await db.query(
    `INSERT INTO provider.table_rounds
       (table_id, round_id, server_seed, server_seed_hash, opens_at, closes_at)
     VALUES ($1, $2, $3, $4, to_timestamp($5 / 1000.0), to_timestamp($6 / 1000.0))
     ON CONFLICT (table_id, round_id) DO NOTHING`,
    [round.tableId, round.roundId, seed, sha256(seed), round.opensAt, round.closesAt],
  );
  const { rows } = await db.query<TableRoundRow>(
    'SELECT * FROM provider.table_rounds WHERE table_id = $1 AND round_id = $2',
    [round.tableId, round.roundId],
  );
  return readRound(rows[0] as TableRoundRow);
}

/** The round locked for a bet: only an `open` one takes bets (closing waits for the lock). */
export async function lockOpenRound(
  client: pg.PoolClient,
  tableId: string,
  roundId: number,
): Promise<boolean> {
  const { rows } = await client.query(
    `SELECT 1 FROM provider.table_rounds
     WHERE table_id = $1 AND round_id = $2 AND state = 'open' FOR SHARE`,
    [tableId, roundId],
  );
  return rows.length === 1;
}

/** Counts the player's bets of the round, serialising that player's bets on it until commit. */
export async function countPlayerBets(
  client: pg.PoolClient,
  tableId: string,
  roundId: number,
  player: string,
): Promise<number> {
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
    `${tableId}:${roundId}:${player}`,
  ]);
  const { rows } = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM provider.table_bets
     WHERE table_id = $1 AND round_id = $2 AND player = $3`,
    [tableId, roundId, player],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function insertTableBet(
  client: Client,
  bet: Omit<TableBetRow, 'state' | 'created_at'>,
): Promise<void> {
  await client.query(
    `INSERT INTO provider.table_bets (id, table_id, round_id, player, token, currency, bet, stake,
       transaction_uuid, rollback_transaction_uuid, state)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending')`,
    [
      bet.id,
      bet.table_id,
      bet.round_id,
      bet.player,
      bet.token,
      bet.currency,
      JSON.stringify(bet.bet),
      bet.stake.toString(),
      bet.transaction_uuid,
      bet.rollback_transaction_uuid,
    ],
  );
}

/** Moves a bet on only from the state the caller expects (the settler and a bet cannot clash). */
export async function moveTableBet(
  db: Client,
  id: string,
  from: TableBetState,
  to: TableBetState,
): Promise<boolean> {
  if (!canMoveBet(from, to)) throw new Error(`a table bet cannot go from ${from} to ${to}`);
  const result = await db.query(
    `UPDATE provider.table_bets SET state = $3, updated_at = now() WHERE id = $1 AND state = $2`,
    [id, from, to],
  );
  return result.rowCount === 1;
}

/** Closes betting on the round; true for the one caller that closed it. */
export async function closeTableRound(
  db: Client,
  tableId: string,
  roundId: number,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE provider.table_rounds SET state = 'closed'
     WHERE table_id = $1 AND round_id = $2 AND state = 'open'`,
    [tableId, roundId],
  );
  return result.rowCount === 1;
}

/** Rounds whose betting time is over but which are not settled yet (oldest first). */
export async function dueTableRounds(
  db: Client,
  tableId: string,
  nowMs: number,
): Promise<TableRoundRow[]> {
  const { rows } = await db.query<TableRoundRow>(
    `SELECT * FROM provider.table_rounds
     WHERE table_id = $1 AND state <> 'settled' AND closes_at <= to_timestamp($2 / 1000.0)
     ORDER BY round_id LIMIT 20`,
    [tableId, nowMs],
  );
  return rows.map(readRound);
}

export async function roundBets(
  db: Client,
  tableId: string,
  roundId: number,
): Promise<TableBetRow[]> {
  const { rows } = await db.query<TableBetRow>(
    `SELECT * FROM provider.table_bets WHERE table_id = $1 AND round_id = $2
     ORDER BY created_at, id`,
    [tableId, roundId],
  );
  return rows.map(readBet);
}

export const toStoredBet = (row: TableBetRow): StoredTableBet => ({
  player: row.player,
  transactionUuid: row.transaction_uuid,
  bet: row.bet,
  stake: row.stake,
  state: row.state,
  createdAt: row.created_at.getTime(),
});

/**
 * Records the spin and the players' settlements in one transaction (each win with its own uuid),
 * so a restart finds either nothing (and settles again from the same seed) or everything owed.
 */
export async function recordSettlement(
  client: pg.PoolClient,
  round: { tableId: string; roundId: number; pocket: number },
  settlements: readonly Omit<SettlementRow, 'state' | 'balance_after' | 'table_id' | 'round_id'>[],
): Promise<boolean> {
  const updated = await client.query(
    `UPDATE provider.table_rounds SET state = 'settled', pocket = $3, spun_at = now()
     WHERE table_id = $1 AND round_id = $2 AND state = 'closed'`,
    [round.tableId, round.roundId, round.pocket],
  );
  if (updated.rowCount !== 1) return false;
  for (const s of settlements) {
    await client.query(
      `INSERT INTO provider.table_settlements (table_id, round_id, player, token, currency, stake,
         win, win_transaction_uuid, reference_transaction_uuid)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        round.tableId,
        round.roundId,
        s.player,
        s.token,
        s.currency,
        s.stake.toString(),
        s.win.toString(),
        s.win_transaction_uuid,
        s.reference_transaction_uuid,
      ],
    );
  }
  return true;
}

export async function owedSettlements(
  db: Client,
  tableId: string,
  options: { roundId?: number; idleSeconds: number },
): Promise<SettlementRow[]> {
  const { rows } = await db.query<SettlementRow>(
    `SELECT * FROM provider.table_settlements
     WHERE table_id = $1 AND state = 'owed' AND ($2::bigint IS NULL OR round_id = $2)
       AND updated_at <= now() - make_interval(secs => $3)
     ORDER BY round_id, player LIMIT 200`,
    [tableId, options.roundId ?? null, options.idleSeconds],
  );
  return rows.map(readSettlement);
}

export async function markSettlement(
  db: Client,
  key: { tableId: string; roundId: number; player: string },
  to: 'settled' | 'failed' | 'owed',
  balanceAfter?: bigint,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE provider.table_settlements
     SET state = $4, balance_after = COALESCE($5, balance_after), updated_at = now()
     WHERE table_id = $1 AND round_id = $2 AND player = $3 AND state = 'owed'`,
    [key.tableId, key.roundId, key.player, to, balanceAfter?.toString() ?? null],
  );
  return result.rowCount === 1;
}

/** Bets claimed for a rollback whose rollback nobody answered yet. */
export async function betsToRollBack(db: Client, idleSeconds: number): Promise<TableBetRow[]> {
  const { rows } = await db.query<TableBetRow>(
    `SELECT * FROM provider.table_bets WHERE state = 'rolling_back'
       AND updated_at <= now() - make_interval(secs => $1) ORDER BY created_at LIMIT 200`,
    [idleSeconds],
  );
  return rows.map(readBet);
}

// --- what the page shows -------------------------------------------------------------------

export async function recentResults(
  db: Client,
  tableId: string,
  limit: number,
): Promise<TableRoundRow[]> {
  const { rows } = await db.query<TableRoundRow>(
    `SELECT * FROM provider.table_rounds WHERE table_id = $1 AND state = 'settled'
     ORDER BY round_id DESC LIMIT $2`,
    [tableId, limit],
  );
  return rows.map(readRound);
}

export async function findTableRound(
  db: Client,
  tableId: string,
  roundId: number,
): Promise<TableRoundRow | null> {
  const { rows } = await db.query<TableRoundRow>(
    'SELECT * FROM provider.table_rounds WHERE table_id = $1 AND round_id = $2',
    [tableId, roundId],
  );
  return rows[0] ? readRound(rows[0]) : null;
}

/** Everyone's stakes on the round that the casino took or may still take. */
export async function roundTotals(
  db: Client,
  tableId: string,
  roundId: number,
): Promise<{ players: number; stake: bigint }> {
  const { rows } = await db.query<{ players: string; stake: string | null }>(
    `SELECT count(DISTINCT player) AS players, sum(stake) AS stake FROM provider.table_bets
     WHERE table_id = $1 AND round_id = $2 AND state IN ('pending', 'accepted')`,
    [tableId, roundId],
  );
  return { players: Number(rows[0]?.players ?? 0), stake: BigInt(rows[0]?.stake ?? 0) };
}

/** A player's own bets of a round: matched by player AND session token (the token is secret). */
export async function playerRoundBets(
  db: Client,
  options: { tableId: string; roundId: number; player: string; token: string },
): Promise<TableBetRow[]> {
  const { rows } = await db.query<TableBetRow>(
    `SELECT * FROM provider.table_bets
     WHERE table_id = $1 AND round_id = $2 AND player = $3 AND token = $4
     ORDER BY created_at, id`,
    [options.tableId, options.roundId, options.player, options.token],
  );
  return rows.map(readBet);
}

export async function lastPlayerSettlement(
  db: Client,
  options: { tableId: string; player: string; token: string },
): Promise<SettlementRow | null> {
  const { rows } = await db.query<SettlementRow>(
    `SELECT * FROM provider.table_settlements WHERE table_id = $1 AND player = $2 AND token = $3
     ORDER BY round_id DESC LIMIT 1`,
    [options.tableId, options.player, options.token],
  );
  return rows[0] ? readSettlement(rows[0]) : null;
}

export async function settlementsOfRound(
  db: Client,
  tableId: string,
  roundId: number,
): Promise<SettlementRow[]> {
  const { rows } = await db.query<SettlementRow>(
    'SELECT * FROM provider.table_settlements WHERE table_id = $1 AND round_id = $2 ORDER BY player',
    [tableId, roundId],
  );
  return rows.map(readSettlement);
}
