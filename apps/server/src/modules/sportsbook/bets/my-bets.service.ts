import type { SbMyBetsPage } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { toSbBet } from './sports-bet-view';
import { listPlayerBets } from './sports-bets.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The player's own sports bets, open or settled, newest first, by a cursor (the last bet's id). */
export async function listMyBets(
  db: DB,
  userId: string,
  query: { status: 'open' | 'settled'; cursor?: string | undefined; limit?: number | undefined },
): Promise<SbMyBetsPage> {
  const limit = query.limit ?? 20;
  const cursor = query.cursor && UUID.test(query.cursor) ? query.cursor : undefined;
  if (query.cursor && !cursor) return { bets: [], nextCursor: null };
  const rows = await listPlayerBets(db, { userId, status: query.status, cursor, limit: limit + 1 });
  const page = rows.slice(0, limit);
  return {
    bets: page.map(toSbBet),
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}
