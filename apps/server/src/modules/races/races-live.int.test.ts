import type { RaceStandingsUpdate } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { collect, join, socketClients } from '#test/socket-clients';
import {
  affiliateWithWagering,
  diceBet,
  player,
  prepareHouse,
  refer,
  TEN_PRIZES,
} from './races.int-helpers';

/**
 * Live standings (issue 18 item 6): a referred player's bets reach the affiliate's and the
 * player's sockets as `leaderboard:standings_update`, each with their own `me`, at most once a
 * second per race; an outsider receives nothing.
 */

let database: TestDatabase;
let server: TestServer;
const clients = socketClients();

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
  await prepareHouse(database.db);
});
afterAll(async () => {
  clients.close();
  await server?.close();
  await database?.drop();
});

describe('leaderboard:standings_update', () => {
  it("moves with a referred player's bets, throttled, to the race's players only", async () => {
    const db = database.db;
    const baseUrl = await server.listen();
    const affiliate = await affiliateWithWagering(server, db, 5000n, 100n * 100_000_000n);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/races',
      headers: affiliate.headers,
      payload: { endDate: new Date(Date.now() + 3_600_000).toISOString(), prizes: TEN_PRIZES },
    });
    expect(created.statusCode, created.body).toBe(200);
    const racer = await player(server, db);
    await refer(db, affiliate.userId, racer.userId);
    const outsider = await player(server, db);

    const sockets = await Promise.all([0, 1, 2].map(() => clients.open(baseUrl, '/user')));
    await join(sockets[0]!, affiliate.token);
    await join(sockets[1]!, outsider.token);
    const affiliateGot = collect<RaceStandingsUpdate>(
      sockets[0]!,
      'leaderboard:standings_update',
      2500,
    );
    const outsiderGot = collect<RaceStandingsUpdate>(
      sockets[1]!,
      'leaderboard:standings_update',
      2500,
    );

    // Three deliveries within a second: one send at once, one trailing send with the total.
    for (const amount of ['2', '3', '4']) {
      await diceBet(server, racer.headers, amount);
      await server.outbox.drain();
    }
    const updates = await affiliateGot;
    expect(updates.length).toBeGreaterThanOrEqual(1);
    expect(updates.length).toBeLessThanOrEqual(2);
    const last = updates.at(-1)!;
    expect(last.standings).toEqual([
      { position: 1, username: racer.username, wagered_amount: '9', prize_amount: '10', me: false },
    ]);
    expect(last.stats).toMatchObject({ players: 1, total_wagered: '9' });
    expect(await outsiderGot).toEqual([]);

    // The racer sees themselves as `me`.
    await join(sockets[2]!, racer.token);
    const racerGot = collect<RaceStandingsUpdate>(
      sockets[2]!,
      'leaderboard:standings_update',
      1800,
    );
    await new Promise((r) => setTimeout(r, 1100));
    await diceBet(server, racer.headers, '1');
    await server.outbox.drain();
    const mine = (await racerGot).at(-1)!;
    expect(mine.standings[0]).toMatchObject({ me: true, wagered_amount: '10' });
  });
});
