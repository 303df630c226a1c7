import type { LedgerCheckResponse, SystemChains, SystemJobs } from '@tengu/shared';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import {
  bearer,
  signUp,
  TEST_ENV,
  type SignedUp,
  type TestServer,
} from '#app/modules/auth/accounts.int-helpers';
import { staffMember } from './console.int-helpers';
import { withdrawalFixture } from './console-ops.int-helpers';

let database: TestDatabase;
let server: TestServer;
let admin: SignedUp;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
  admin = await staffMember(server, database.db, ['admin']);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const call = (method: 'GET' | 'POST', url: string) =>
  server.app.inject({ method, url, headers: bearer(admin.accessToken) });

async function waitFor(check: () => Promise<boolean>, ms = 20_000) {
  const until = Date.now() + ms;
  while (!(await check()) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
}

describe('the System page', () => {
  it('says the job tables are not there before pg-boss ran, then counts queues and shows failures', async () => {
    expect((await call('GET', '/api/admin/system/jobs')).json()).toEqual({
      available: false,
      queues: [],
      failures: [],
    });
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
    try {
      await boss.createQueue('console-test', { name: 'console-test', retryLimit: 0 });
      await boss.send('console-test', { n: 1 });
      await boss.send('console-test', { n: 2 });
      await boss.work('console-test', { pollingIntervalSeconds: 0.5, batchSize: 1 }, async () => {
        throw new Error('node unreachable');
      });
      const failed = async () =>
        (await call('GET', '/api/admin/system/jobs'))
          .json<SystemJobs>()
          .queues.find((q) => q.name === 'console-test')?.failed === 2;
      await waitFor(failed);
    } finally {
      await boss.stop({ graceful: false, wait: true, timeout: 2_000 });
    }
    const jobs = (await call('GET', '/api/admin/system/jobs')).json<SystemJobs>();
    expect(jobs.available).toBe(true);
    expect(jobs.queues).toContainEqual({
      name: 'console-test',
      created: 0,
      active: 0,
      completed: 0,
      failed: 2,
    });
    expect(jobs.failures.filter((f) => f.queue === 'console-test')).toHaveLength(2);
    expect(jobs.failures[0]?.error).toBe('node unreachable');
  });

  it("shows every network's adapter, its watcher's cursor and lag, and the custody books", async () => {
    await database.db
      .insertInto('payment_watch_cursors')
      .values({ network: 'btc', cursor: '812345', tip_height: 812350n })
      .execute();
    const player = await signUp(server);
    await withdrawalFixture(database.db, player.user.id, { dollars: 42, network: 'btc' });
    const res = await call('GET', '/api/admin/system/chains');
    expect(res.statusCode).toBe(200);
    const { networks } = res.json<SystemChains>();
    const btc = networks.find((n) => n.network === 'btc');
    expect(btc).toMatchObject({
      cursor: '812345',
      tipHeight: '812350',
      pendingWithdrawals: '42',
      custody: '0',
    });
    expect(btc?.lagSeconds).toBeLessThan(60);
    expect(btc?.adapter).not.toBe('unavailable');
    expect(networks.length).toBeGreaterThan(5);
  });

  it('runs the ledger check on demand, with its result, and audits the run', async () => {
    const res = await call('POST', '/api/admin/system/ledger-check');
    expect(res.statusCode).toBe(200);
    const report = res.json<LedgerCheckResponse>();
    expect(report.ok).toBe(true);
    expect(report.violations).toEqual([]);
    expect(Number(report.entries)).toBeGreaterThan(0);
    expect(report.currencies.find((c) => c.currency === 'USD')?.total).toBe('0');
    const audit = await database.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('id', '=', BigInt(report.auditId))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'ledger_check',
      operator: `console:${admin.user.username}`,
    });
    expect(audit.details).toMatchObject({ after: { ok: true, violations: 0 } });
  });
});
