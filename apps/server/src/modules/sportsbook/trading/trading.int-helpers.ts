import type { TestServer } from '#app/modules/auth/accounts.int-helpers';
import type { DB } from '#app/db/database';
import type { FeedMessage } from '../domain';
import { footballFixture } from '../bets/sports-bets.int-helpers';

/** Helpers of the trading section's integration tests (not a test file itself). */

/** A pre-match football event with a priced 1x2 market, delivered through the service's sink. */
export async function pricedPreMatchEvent(
  server: TestServer,
  db: DB,
  timestamp = Date.now(),
): Promise<string> {
  const fixture = await footballFixture(db, Date.now() + 3_600_000);
  const message: FeedMessage = {
    type: 'odds_change',
    eventId: fixture.id,
    timestamp,
    markets: [
      {
        marketId: '1x2',
        type: '1x2',
        specifier: '',
        status: 'active',
        outcomes: [
          { id: '1', odds: 2500, isActive: true },
          { id: 'X', odds: 3200, isActive: true },
          { id: '2', odds: 2900, isActive: true },
        ],
      },
    ],
  };
  await server.sportsbook.sink.deliver(message);
  return fixture.id;
}

/**
 * The console access matrix's path parameters for the trading routes (console-access.int.test.ts):
 * one event per route, in the state its right-role call succeeds in (resume: already held;
 * rollback: already settled).
 */
export async function tradingMatrixParams(
  server: TestServer,
  db: DB,
): Promise<Record<string, Record<string, string>>> {
  const base = '/api/admin/sportsbook/events/:eventId';
  const fresh = async () => ({ eventId: await pricedPreMatchEvent(server, db) });
  const held = await fresh();
  await db
    .updateTable('sb_events')
    .set({
      trader_hold: JSON.stringify({
        event: null,
        markets: { '1x2': { by: 'matrix', at: new Date().toISOString(), reason: 'matrix' } },
        flipped: [],
      }),
    })
    .where('id', '=', held.eventId)
    .execute();
  const settled = await fresh();
  await server.sportsbook.sink.deliver({
    type: 'bet_settlement',
    eventId: settled.eventId,
    timestamp: Date.now() + 1000,
    markets: [
      {
        marketId: '1x2',
        outcomes: [
          { id: '1', result: 1, voidFactor: 0 },
          { id: 'X', result: 0, voidFactor: 0 },
          { id: '2', result: 0, voidFactor: 0 },
        ],
      },
    ],
  });
  return {
    [`GET ${base}`]: await fresh(),
    [`POST ${base}/suspend`]: await fresh(),
    [`POST ${base}/resume`]: held,
    [`POST ${base}/settle`]: await fresh(),
    [`POST ${base}/rollback`]: settled,
  };
}

/** Valid bodies of the trading routes for the access matrix. */
export const TRADING_MATRIX_BODIES: Record<string, object> = {
  'POST /api/admin/sportsbook/events/:eventId/suspend': { marketId: '1x2', reason: 'matrix' },
  'POST /api/admin/sportsbook/events/:eventId/resume': { marketId: '1x2', reason: 'matrix' },
  'POST /api/admin/sportsbook/events/:eventId/settle': {
    marketId: '1x2',
    winners: ['1'],
    reason: 'matrix',
  },
  'POST /api/admin/sportsbook/events/:eventId/rollback': { marketId: '1x2', reason: 'matrix' },
  'PUT /api/admin/sportsbook/settings': { marginPercent: 5, reason: 'matrix' },
};
