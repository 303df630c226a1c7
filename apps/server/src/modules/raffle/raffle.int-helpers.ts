import { createHash, createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DB } from '#app/db/database';
import { bearer, signUp, TEST_ENV, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

/**
 * Shared by the raffle integration tests (not a test file itself): one real app on a fresh test
 * database per file, with a clock the test moves through Fridays.
 */
export function raffleTestServer(start: string | null) {
  // null: the real clock (bets stamp their play events with the real time).
  let now = start === null ? null : new Date(start);
  const state = {} as { database: TestDatabase; server: Awaited<ReturnType<typeof createTestApp>> };
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.server = await createTestApp({
      db: state.database.db,
      env: TEST_ENV,
      now: () => now ?? new Date(),
    });
  });
  afterAll(async () => {
    await state.server?.close();
    await state.database?.drop();
  });
  return {
    get db(): DB {
      return state.database.db;
    },
    get server() {
      return state.server;
    },
    deps: () => state.server.raffleDeps(),
    setNow(iso: string) {
      now = new Date(iso);
    },
    signUp: () => signUp(state.server),
    get: (player: SignedUp | null, path: string) =>
      state.server.app.inject({
        url: `/api${path}`,
        headers: player ? bearer(player.accessToken) : {},
      }),
    buy: (player: SignedUp, count: unknown) =>
      state.server.app.inject({
        method: 'POST',
        url: '/api/raffle/tickets',
        headers: bearer(player.accessToken),
        payload: { count },
      }),
  };
}

export const errorOf = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  ...(res.json() as { error: { code: string; message: string } }).error,
});

export const GOLD = 100_000_000n;

/**
 * The draw, rewritten from docs/decisions/018-raffle.md with node:crypto alone (no code of the
 * server or of packages/fairness): what any player could write to check a published draw.
 */
export function reproduceDraw(published: {
  week: string;
  server_seed: string;
  ranges: Array<{ username: string; first: number; count: number }>;
}) {
  const lines = [...published.ranges]
    .sort((a, b) => a.first - b.first)
    .map((r) => `${r.first}+${r.count} ${r.username}`);
  const publicValue = createHash('sha256')
    .update([`raffle ${published.week}`, ...lines].join('\n'))
    .digest('hex');
  let pool = [...published.ranges].sort((a, b) => a.first - b.first);
  const winners: Array<{ place: number; username: string; ticket: number }> = [];
  for (let place = 1; place <= 100 && pool.length > 0; place++) {
    const remaining = BigInt(pool.reduce((sum, r) => sum + r.count, 0));
    const limit = 2n ** 64n - (2n ** 64n % remaining);
    let x = limit;
    for (let attempt = 0; x >= limit; attempt++) {
      x = createHmac('sha256', published.server_seed)
        .update(`${publicValue}:${place}:${attempt}`)
        .digest()
        .readBigUInt64BE(0);
    }
    let index = Number(x % remaining);
    const hit = pool.find((r) => (index < r.count ? true : ((index -= r.count), false)))!;
    winners.push({ place, username: hit.username, ticket: hit.first + index });
    pool = pool.filter((r) => r.username !== hit.username);
  }
  return { publicValue, winners };
}
