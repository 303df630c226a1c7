import { LEVEL_WAGER_MINIMUMS_USD } from '@tengu/shared';
import type { Statement } from '#app/db/database';
import { fixedSql } from '#app/db/fixed-sql';
import type { NewBet } from './bets.repository';

/**
 * The set-based statements of a coalesced batch of bets (docs/decisions/012-coalesced-bets.md):
 * one statement records every bet of the batch, advances the nonces and adds to the wagered
 * totals, whatever the number of bets.
 */

/** Each level's minimum wagered (levels 1 …), in units: the level is how many are reached. */
const LEVEL_MINIMUMS = LEVEL_WAGER_MINIMUMS_USD.slice(1).map((usd) =>
  String(BigInt(usd) * 100_000_000n),
);

export interface PlayerTotals {
  userId: string;
  username: string;
  hideName: boolean;
  /** The wagered total after the batch. */
  amountWagered: bigint;
  /** The level before the batch. */
  level: number;
  /** The level the new wagered total reaches (stored by the same statement). */
  newLevel: number;
}

interface RecordedRow {
  kind: 'bet' | 'player';
  user_id: string | null;
  username: string | null;
  hide_name: boolean | null;
  amount_wagered: bigint | null;
  level: number | null;
  new_level: number | null;
  created_at: Date | null;
}

export interface RecordedBets {
  createdAt: Date;
  players: Map<string, PlayerTotals>;
}

/**
 * Inserts the bets, advances each seed pair's nonce by its number of bets, adds each player's
 * credits wagered and stores the level the new total reaches (levelForWagered, in SQL). Returns
 * the bets' creation time (one per transaction) and the players' totals.
 */
export function recordBets(options: {
  bets: NewBet[];
  nonces: Map<bigint, number>;
  wagered: Map<string, bigint>;
}): Statement<RecordedRow, RecordedBets> {
  const { bets } = options;
  const column = <T>(pick: (bet: NewBet) => T) => bets.map(pick);
  const seeds = [...options.nonces];
  const players = [...options.wagered];
  const query = fixedSql<RecordedRow>`
    WITH b AS (
      INSERT INTO bets (id, user_id, game, amount, credits_spent, freebets_spent, credits_won,
                        freebets_won, result, multiplier_e4, details, seed_id, nonce,
                        idempotency_key)
      SELECT * FROM unnest(
        ${column((b) => b.id)}::uuid[], ${column((b) => b.userId)}::uuid[],
        ${column((b) => b.game)}::text[], ${column((b) => b.amount)}::bigint[],
        ${column((b) => b.creditsSpent)}::bigint[],
        ${column((b) => b.freebetsSpent)}::bigint[],
        ${column((b) => b.creditsWon)}::bigint[],
        ${column((b) => b.freebetsWon)}::bigint[],
        ${column((b) => b.result)}::text[], ${column((b) => b.multiplierE4)}::bigint[],
        ${column((b) => JSON.stringify(b.details))}::jsonb[],
        ${column((b) => b.seedId)}::bigint[], ${column((b) => b.nonce)}::int[],
        ${column((b) => b.idempotencyKey)}::text[])
      RETURNING created_at
    ), s AS (
      UPDATE fairness_seeds f SET nonce = f.nonce + v.bets
      FROM unnest(${seeds.map(([id]) => id)}::bigint[],
                  ${seeds.map(([, count]) => count)}::int[]) AS v(id, bets)
      WHERE f.id = v.id
      RETURNING 1
    ), w AS (
      UPDATE users u SET
        amount_wagered = u.amount_wagered + v.credits,
        level = (SELECT count(*) FROM unnest(${LEVEL_MINIMUMS}::bigint[]) AS m(units)
                 WHERE m.units <= u.amount_wagered + v.credits)
      FROM unnest(${players.map(([id]) => id)}::uuid[],
                  ${players.map(([, credits]) => credits)}::bigint[]) AS v(id, credits)
      WHERE u.id = v.id
      -- The sub-select reads the statement's snapshot: the level before this update.
      RETURNING u.id, u.username, u.hide_name, u.amount_wagered, u.level AS new_level,
                (SELECT o.level FROM users o WHERE o.id = u.id) AS level
    )
    SELECT 'player' AS kind, w.id::text AS user_id, w.username, w.hide_name, w.amount_wagered,
           w.level, w.new_level,
           NULL::timestamptz AS created_at
    FROM w
    UNION ALL
    SELECT 'bet', NULL, NULL, NULL, NULL, NULL, NULL, (SELECT created_at FROM b LIMIT 1)`;
  const read = (rows: RecordedRow[]): RecordedBets => {
    const totals = new Map<string, PlayerTotals>();
    let createdAt: Date | null = null;
    for (const row of rows) {
      if (row.kind === 'bet') createdAt = row.created_at;
      else if (row.user_id && row.username !== null && row.amount_wagered !== null) {
        totals.set(row.user_id, {
          userId: row.user_id,
          username: row.username,
          hideName: row.hide_name ?? false,
          amountWagered: row.amount_wagered,
          level: row.level ?? 0,
          newLevel: row.new_level ?? row.level ?? 0,
        });
      }
    }
    if (!createdAt || totals.size !== players.length) {
      throw new Error(`bet batch: ${totals.size} of ${players.length} players updated`);
    }
    return { createdAt, players: totals };
  };
  return { query, read };
}

/**
 * Bets already recorded under these idempotency keys: key → bet id. A key whose stake entry was
 * posted by a multi-step start (mines, blackjack …) answers that game's id, so that reusing it
 * for another bet is a conflict rather than a clash in the ledger (issue 15.5). One statement:
 * it is sent only for bets that carry a key.
 */
export function findBetIdsByKeys(
  keys: string[],
): Statement<{ id: string; idempotency_key: string }, Map<string, string>> {
  const query = fixedSql<{ id: string; idempotency_key: string }>`
    SELECT idempotency_key, reference AS id FROM ledger_entries
     WHERE idempotency_key = ANY(${keys}::text[]) AND kind = 'bet' AND reference IS NOT NULL
    UNION ALL
    SELECT idempotency_key, id::text FROM bets WHERE idempotency_key = ANY(${keys}::text[])`;
  return { query, read: (rows) => new Map(rows.map((r) => [r.idempotency_key, r.id])) };
}
