import { BET_GAMES } from '@tengu/shared';
import { sql } from 'kysely';
import type { DB } from '#app/db/database';

/** The latest bets of every player, for the public live tables (issue 14). */

export interface RecentBetRow {
  id: string;
  game: string;
  /** A provider round's game name (game `slots`), else null. */
  game_name: string | null;
  /** Null when the player hides their name. */
  player: string | null;
  amount: bigint;
  payout: bigint;
  multiplier_e4: bigint;
  created_at: Date;
}

/**
 * The newest `limit` bets of at least `minAmount`, newest first. One index range per game
 * (`bets_game_created_idx`), merged: no scan of the whole table, and no new index on the bet
 * pipeline's hot insert path.
 */
export async function listRecentBets(
  db: DB,
  options: { minAmount: bigint; limit: number },
): Promise<RecentBetRow[]> {
  const { rows } = await sql<RecentBetRow>`
    SELECT b.id, b.game, CASE WHEN b.game = 'slots' THEN b.details->>'game_name' END AS game_name,
           b.amount, b.credits_won + b.freebets_won AS payout, b.multiplier_e4,
           b.created_at, CASE WHEN u.hide_name THEN NULL ELSE u.username END AS player
    FROM unnest(${[...BET_GAMES]}::text[]) AS g(game)
    CROSS JOIN LATERAL (
      SELECT * FROM bets
      WHERE bets.game = g.game AND bets.amount >= ${options.minAmount}
      ORDER BY bets.created_at DESC
      LIMIT ${options.limit}
    ) b
    JOIN users u ON u.id = b.user_id
    ORDER BY b.created_at DESC, b.id DESC
    LIMIT ${options.limit}`.execute(db);
  return rows;
}
