import type { WithdrawalQueue } from '@tengu/shared';
import { sql } from 'kysely';
import type { DB } from '#app/db/database';
import { escapeLike } from './console-audit.repository';

/** A withdrawal of the review table with the raw figures of its risk hints. */
export interface ReviewWithdrawalRow {
  id: string;
  user_id: string;
  username: string;
  user_created_at: Date;
  amount_wagered: bigint;
  asset: string;
  network: string;
  asset_amount: string;
  asset_decimals: number;
  fiat_amount: bigint;
  to_address: string;
  tag: string | null;
  status: string;
  txid: string | null;
  last_error: string | null;
  broadcast_attempts: number;
  reviewed_by: string | null;
  reason: string | null;
  created_at: Date;
  /** Completed deposits of the player, 10⁻⁸ USD. */
  deposited: bigint;
  /** Distinct other players who withdrew to this address or own it as a deposit address. */
  address_shared_with: number;
  total: number;
}

const SORT_COLUMNS = {
  createdAt: sql.ref('w.created_at'),
  amount: sql.ref('w.fiat_amount'),
  username: sql.ref('u.username'),
} as const;

/**
 * One page of withdrawals with everything the risk hints need, in one statement (ADR 039): the
 * player's completed deposits and the address's other players come from LATERAL subqueries on
 * indexed columns (payment_deposits_user_idx, payment_withdrawals_address_idx,
 * payment_deposit_addresses_address_uq), the total from a window count.
 */
export async function listReviewWithdrawals(
  db: DB,
  query: {
    queue: WithdrawalQueue;
    q?: string | undefined;
    sort: keyof typeof SORT_COLUMNS;
    dir: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
): Promise<ReviewWithdrawalRow[]> {
  const queue =
    query.queue === 'UNSENT'
      ? sql`w.status = 'PROCESSING' AND w.txid IS NULL AND w.last_error IS NOT NULL`
      : sql`w.status = ${query.queue}`;
  const like = query.q ? `%${escapeLike(query.q)}%` : null;
  const search = like
    ? sql`AND (u.username ILIKE ${like} OR w.to_address ILIKE ${like} OR w.txid ILIKE ${like} OR w.id::text = ${query.q})`
    : sql``;
  const direction = query.dir === 'asc' ? sql`ASC` : sql`DESC`;
  const result = await sql<ReviewWithdrawalRow>`
    SELECT w.id, w.user_id, u.username, u.created_at AS user_created_at, u.amount_wagered,
      w.asset, w.network, w.asset_amount, w.asset_decimals, w.fiat_amount, w.to_address, w.tag,
      w.status, w.txid, w.last_error, w.broadcast_attempts, w.reviewed_by, w.reason, w.created_at,
      coalesce(d.deposited, 0)::bigint AS deposited,
      coalesce(r.shared, 0)::int AS address_shared_with,
      (count(*) OVER ())::int AS total
    FROM payment_withdrawals w
    JOIN users u ON u.id = w.user_id
    LEFT JOIN LATERAL (
      SELECT sum(pd.fiat_amount) AS deposited FROM payment_deposits pd
      WHERE pd.user_id = w.user_id AND pd.status = 'COMPLETED'
    ) d ON true
    LEFT JOIN LATERAL (
      SELECT count(DISTINCT other.user_id) AS shared FROM (
        SELECT w2.user_id FROM payment_withdrawals w2
        WHERE w2.network = w.network AND w2.to_address = w.to_address AND w2.user_id <> w.user_id
        UNION ALL
        SELECT a.user_id FROM payment_deposit_addresses a
        WHERE a.network = w.network AND a.address = w.to_address AND a.user_id <> w.user_id
      ) other
    ) r ON true
    WHERE ${queue} ${search}
    ORDER BY ${SORT_COLUMNS[query.sort]} ${direction}, w.id ${direction}
    LIMIT ${query.limit} OFFSET ${query.offset}
  `.execute(db);
  return result.rows;
}

/** A page of deposits, newest first by default, filtered by status and a search text. */
export async function listConsoleDeposits(
  db: DB,
  query: {
    status?: string | undefined;
    q?: string | undefined;
    sort: 'createdAt' | 'amount' | 'username';
    dir: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  let base = db.selectFrom('payment_deposits as d').innerJoin('users as u', 'u.id', 'd.user_id');
  if (query.status) base = base.where('d.status', '=', query.status as 'COMPLETED');
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    base = base.where((eb) =>
      eb.or([eb('u.username', 'ilike', like), eb('d.txid', 'ilike', like)]),
    );
  }
  const sortColumn = (
    { createdAt: 'd.created_at', amount: 'd.fiat_amount', username: 'u.username' } as const
  )[query.sort];
  return base
    .select([
      'd.id',
      'd.user_id',
      'u.username',
      'd.asset',
      'd.network',
      'd.txid',
      'd.asset_amount',
      'd.asset_decimals',
      'd.fiat_amount',
      'd.status',
      'd.confirmations',
      'd.required_confirmations',
      'd.source',
      'd.created_at',
      sql<number>`(count(*) OVER ())::int`.as('total'),
    ])
    .orderBy(sortColumn, query.dir)
    .orderBy('d.id', query.dir)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}
