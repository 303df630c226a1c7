import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { BetResponse } from '@tengu/shared';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#app/db/embedded-postgres';
import { bearer, signUp, TEST_ENV } from '#app/modules/auth/accounts.int-helpers';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';
import { socketClients } from '#test/socket-clients';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { waitFor } from '#test/wait-for';
import { SCRAPE_CACHE_MS } from './app-metrics';
import { processRegistry } from './instruments';
import { startMetricsServer } from './metrics-server';

const TOKEN = 'metrics-token-for-the-integration-test-0123456789';
const USD = 100_000_000n;

let database: TestDatabase;
let server: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
const clients = socketClients();

/** The value of one sample (`name{labels}`) of an exposition, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((w) => present.includes(w))) return Number(match[3]);
  }
  return undefined;
}

async function scrape(): Promise<string> {
  const res = await server.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
  return res.body;
}

/** Two jobs waiting in a pg-boss queue, as the payments watchers' queues hold them. */
async function queueTwoJobs() {
  const boss = new PgBoss({
    db: {
      async executeSql(text: string, values: unknown[]) {
        const result = await database.db.executeQuery(CompiledQuery.raw(text, values));
        return { rows: result.rows as unknown[] };
      },
    },
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.createQueue('metrics-probe', { name: 'metrics-probe' });
  await boss.send('metrics-probe', { n: 1 });
  await boss.send('metrics-probe', { n: 2 });
  await boss.stop({ graceful: false, wait: true, timeout: 2_000 });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await queueTwoJobs();
  // An EVM watcher 12 blocks behind the tip it saw, and a simulator (its cursor names no height).
  await database.db
    .insertInto('payment_watch_cursors')
    .values([
      { network: 'ETH', cursor: JSON.stringify({ height: 100, recent: [] }), tip_height: 112n },
      { network: 'BTC', cursor: '17', tip_height: 30n },
    ])
    .execute();
  // A message the outbox has not delivered yet (this app runs no delivery loop).
  await database.db
    .insertInto('outbox')
    .values({ topic: 'play', payload: JSON.stringify({ events: [] }) })
    .execute();
  server = await createTestApp({
    db: database.db,
    env: { ...TEST_ENV, METRICS_TOKEN: TOKEN },
  });
  baseUrl = await server.listen();
});
afterAll(async () => {
  clients.close();
  await server.close();
  await database.drop();
});

describe('/metrics on the main port with METRICS_TOKEN', () => {
  it('refuses a scraper without the token or with a wrong one', async () => {
    for (const headers of [{}, bearer('not-the-token'), { authorization: TOKEN }]) {
      const res = await server.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toContain('Bearer');
      expect(res.json()).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'A valid metrics token is required.' },
      });
      expect(res.body).not.toContain('tengu_');
    }
  });

  it('counts settled bets by game, batches, and times the bet route by its pattern', async () => {
    const { accessToken, user } = await signUp(server);
    await fundPlayer({ db: database.db, userId: user.id, amount: 10n * USD });
    const before = await scrape();
    const settled = (text: string, game: string) =>
      sample(text, 'tengu_bets_settled_total', { game }) ?? 0;
    const diceRoute = {
      method: 'POST',
      route: '/api/games/dice/bet',
      status_class: '2xx',
    };
    const timed = (text: string) =>
      sample(text, 'tengu_http_request_duration_seconds_count', diceRoute) ?? 0;
    const batches = (text: string) => sample(text, 'tengu_bet_batch_size_count') ?? 0;

    const bet = (game: string, payload: object) =>
      server.app.inject({
        method: 'POST',
        url: `/api/games/${game}/bet`,
        headers: bearer(accessToken),
        payload,
      });
    const dice = await Promise.all(
      [1, 2, 3].map(() => bet('dice', { amount: '0.01', target: 50, condition: 'over' })),
    );
    expect(dice.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await bet('limbo', { amount: '0.01', target: 2 })).statusCode).toBe(200);
    // A refused bet is answered but not settled.
    const refused = await bet('dice', { amount: '1000', target: 50, condition: 'over' });
    expect(refused.json()).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS' } });
    // A game of several steps is settled once, when it ends (not at its start).
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/games/mines/start',
      headers: bearer(accessToken),
      payload: { amount: '0.01', mines: 24 },
    });
    expect(started.statusCode).toBe(200);
    const afterStart = await scrape();
    expect(settled(afterStart, 'mines') - settled(before, 'mines')).toBe(0);
    const revealed = await server.app.inject({
      method: 'POST',
      url: '/api/games/mines/reveal',
      headers: bearer(accessToken),
      payload: { tile: 0 },
    });
    // 24 mines in 25 tiles: the first tile ends the game, or the player cashes out.
    if (revealed.json<{ bet: unknown }>().bet === null) {
      const cashed = await server.app.inject({
        method: 'POST',
        url: '/api/games/mines/cashout',
        headers: bearer(accessToken),
      });
      expect(cashed.statusCode).toBe(200);
    }
    const betId = dice[0]!.json<BetResponse>().bet.id;
    expect((await server.app.inject({ url: `/api/bets/${betId}` })).statusCode).toBe(200);

    const after = await scrape();
    expect(settled(after, 'dice') - settled(before, 'dice')).toBe(3);
    expect(settled(after, 'limbo') - settled(before, 'limbo')).toBe(1);
    expect(settled(after, 'mines') - settled(before, 'mines')).toBe(1);
    expect(timed(after) - timed(before)).toBe(3);
    expect(
      sample(after, 'tengu_http_request_duration_seconds_count', {
        ...diceRoute,
        status_class: '4xx',
      }),
    ).toBe(1);
    // Between 1 (three concurrent bets may share a batch) and 4 batches for 4 settled bets.
    expect(batches(after) - batches(before)).toBeGreaterThanOrEqual(1);
    expect(batches(after) - batches(before)).toBeLessThanOrEqual(5);
    // The bet's page is labelled by its route pattern, never by the URL with its id.
    expect(
      sample(after, 'tengu_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/bets/:id',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(betId);
    // Unknown paths share one label (a scanner cannot grow the label set).
    await server.app.inject({ url: '/api/no-such-route-4711' });
    expect(await scrape()).not.toContain('no-such-route-4711');
    expect(
      sample(await scrape(), 'tengu_http_request_duration_seconds_count', {
        route: 'unmatched',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports pools, pool waits and process metrics', async () => {
    const text = await scrape();
    expect(sample(text, 'tengu_db_pool_max', { pool: 'main' })).toBe(10);
    expect(sample(text, 'tengu_db_pool_connections', { pool: 'main' })).toBeGreaterThan(0);
    expect(sample(text, 'tengu_db_pool_waiting', { pool: 'main' })).toBe(0);
    expect(sample(text, 'tengu_db_pool_wait_seconds_count', { pool: 'main' })).toBeGreaterThan(0);
    expect(sample(text, 'tengu_bets_pending')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('shows liveness probes take no database connection, and readiness does', async () => {
    // Read from the process's instruments directly: a scrape may itself read the database.
    const checkouts = async () =>
      sample(
        await processRegistry.getSingleMetricAsString('tengu_db_pool_wait_seconds'),
        'tengu_db_pool_wait_seconds_count',
        { pool: 'main' },
      ) ?? 0;
    const before = await checkouts();
    for (let i = 0; i < 20; i++) {
      expect((await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    }
    expect(await checkouts()).toBe(before);
    expect((await server.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    expect(await checkouts()).toBeGreaterThan(before);
  });

  it('counts connected sockets per namespace', async () => {
    const games = await clients.open(baseUrl, '/games');
    await clients.open(baseUrl, '/chat');
    const text = await scrape();
    expect(sample(text, 'tengu_socketio_sockets', { namespace: '/games' })).toBe(1);
    expect(sample(text, 'tengu_socketio_sockets', { namespace: '/chat' })).toBe(1);
    expect(sample(text, 'tengu_socketio_sockets', { namespace: '/user' })).toBe(0);
    // socket.io-client multiplexes namespaces over one connection.
    expect(sample(text, 'tengu_socketio_connections')).toBe(1);
    games.disconnect();
    await waitFor(
      'the /games socket to leave the gauge',
      async () => sample(await scrape(), 'tengu_socketio_sockets', { namespace: '/games' }),
      (n) => n === 0,
      5000,
    );
  });

  it('reads job queues, watcher lag and the outbox from the database at most every 5 s', async () => {
    const outboxPending = (text: string) => sample(text, 'tengu_outbox_pending') ?? -1;
    const first = await scrape();
    expect(sample(first, 'tengu_metrics_database_up')).toBe(1);
    expect(
      sample(first, 'tengu_job_queue_depth', { queue: 'metrics-probe', state: 'created' }),
    ).toBe(2);
    // An empty state is a 0, not a gap in the series.
    expect(
      sample(first, 'tengu_job_queue_depth', { queue: 'metrics-probe', state: 'active' }),
    ).toBe(0);
    expect(sample(first, 'tengu_watcher_blocks_behind', { network: 'eth' })).toBe(12);
    expect(sample(first, 'tengu_watcher_blocks_behind', { network: 'btc' })).toBeUndefined();
    expect(sample(first, 'tengu_watcher_tip_height', { network: 'btc' })).toBe(30);
    expect(sample(first, 'tengu_watcher_seconds_since_scan', { network: 'btc' })).toBeLessThan(60);
    expect(outboxPending(first)).toBeGreaterThanOrEqual(1);
    expect(sample(first, 'tengu_outbox_oldest_age_seconds')).toBeGreaterThan(0);

    // A burst of scrapes shares one read: each read takes 4 pooled connections, so 12 scrapes
    // without the cache would take 48.
    const checkouts = (text: string) =>
      sample(text, 'tengu_db_pool_wait_seconds_count', { pool: 'main' }) ?? 0;
    const before = await scrape();
    await Promise.all(Array.from({ length: 10 }, () => scrape()));
    expect(checkouts(await scrape()) - checkouts(before)).toBeLessThanOrEqual(8);

    // More backlog shows in the next period's read.
    await database.db
      .insertInto('outbox')
      .values({ topic: 'play', payload: JSON.stringify({ events: [] }) })
      .execute();
    const { n } = await database.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('failed_at', 'is', null)
      .executeTakeFirstOrThrow();
    await waitFor(
      'the whole backlog',
      scrape,
      (t) => outboxPending(t) === Number(n),
      SCRAPE_CACHE_MS + 2000,
    );
  });
});

describe('/metrics unconfigured, and on the internal port', () => {
  it('answers 404 on the main port when no token is configured', async () => {
    const plain = await createTestApp({ db: database.db });
    try {
      const res = await plain.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'No route GET /metrics.' },
      });
    } finally {
      await plain.close();
    }
  });

  it('serves METRICS_PORT on 127.0.0.1 only, without a token; the main port still answers 404', async () => {
    const port = await freePort();
    const internal = await createTestApp({ db: database.db, env: { METRICS_PORT: String(port) } });
    const metricsServer = await startMetricsServer({
      metrics: internal.metrics,
      host: internal.config.METRICS_HOST,
      port: internal.config.METRICS_PORT ?? 0,
    });
    try {
      expect(metricsServer.address).toMatchObject({ address: '127.0.0.1', port });
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('tengu_bets_settled_total');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
      expect((await internal.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      // Not reachable on this machine's other addresses.
      const others = Object.values(networkInterfaces())
        .flat()
        .filter((a) => a && a.family === 'IPv4' && !a.internal);
      for (const other of others) {
        const refused = await new Promise<boolean>((resolve) => {
          const socket = connect({ host: other!.address, port });
          socket.once('connect', () => {
            socket.destroy();
            resolve(false);
          });
          socket.once('error', () => resolve(true));
        });
        expect(refused, `metrics port reachable on ${other!.address}`).toBe(true);
      }
    } finally {
      await metricsServer.close();
      await internal.close();
    }
  });
});
