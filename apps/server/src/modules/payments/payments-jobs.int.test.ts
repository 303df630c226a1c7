import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { bearer, signUp } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { fund, pocketUnits } from '#app/modules/wallet/wallet.int-helpers';
import { createSimulatedDeposit } from './chains/simulator/simulate-deposit';
import { createPaymentsTestApp, makeWithdrawable } from './payments.int-helpers';
import { markTickRunner } from './payments-job-runners';
import { approveWithdrawal } from './withdrawals.service';

/**
 * The watchers as pg-boss jobs over the development simulator (the configured registry):
 * a deposit becomes COMPLETED and is credited once, across a restart of the job runner; an
 * approved withdrawal is broadcast and completed.
 */
const env = {
  PAYMENTS_WATCHERS: 'on',
  PAYMENTS_SCAN_INTERVAL_SECONDS: '1',
  CHAIN_SIMULATOR_BLOCK_SECONDS: '1',
};
let database: TestDatabase;
let server: Awaited<ReturnType<typeof createPaymentsTestApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createPaymentsTestApp({ db: database.db, env });
});
afterAll(async () => {
  await expectLedgerConsistent(database.db);
  await server.close();
  await database.drop();
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 25_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('payments jobs (pg-boss) over the simulator', () => {
  it('credits a simulated deposit once, across a restart of the job runner', async () => {
    expect(server.paymentsJobs).not.toBeNull();
    expect(server.payments.chains.developmentMode).toBe(true);
    const alice = await signUp(server);
    const res = await server.app.inject({
      url: '/api/payments/deposit-address?currency=btc',
      headers: bearer(alice.accessToken),
    });
    const address = res.json() as { wallet: string; developmentMode: boolean };
    expect(address.developmentMode).toBe(true);
    await createSimulatedDeposit({
      db: database.db,
      network: 'btc',
      address: address.wallet,
      asset: 'BTC',
      amount: 100_000n, // 0.001 BTC at $91000 = $91
      clock: { now: Date.now, blockSeconds: 1 },
    });
    const list = () =>
      server.app
        .inject({ url: '/api/payments/deposits', headers: bearer(alice.accessToken) })
        .then(
          (r) =>
            (r.json() as { deposits: { status: string; fiat_amount: string | null }[] }).deposits,
        );
    const deposits = await waitFor(list, (d) => d[0]?.status === 'COMPLETED');
    expect(deposits).toMatchObject([{ status: 'COMPLETED', fiat_amount: '91' }]);

    // A restart: a new job runner scans again from the saved cursor; nothing is credited twice.
    await server.paymentsJobs!.stop();
    const restarted = await server.payments.start(server.realtime);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await restarted!.stop();
    expect(await list()).toHaveLength(1);
    expect(await pocketUnits(database.db, alice.user.id, 'credits')).toBe(91n * 10n ** 8n);
  });

  it('broadcasts an approved withdrawal and completes it', async () => {
    const restarted = await server.payments.start(server.realtime);
    try {
      const bob = await signUp(server);
      await makeWithdrawable(database.db, bob.user.id);
      await fund(database.db, bob.user.id, '100');
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/payments/withdrawals',
        headers: bearer(bob.accessToken),
        payload: {
          asset: 'LTC',
          network: 'ltc',
          address: 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9',
          assetAmount: '0.5',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { withdrawal } = res.json() as { withdrawal: { id: string } };
      await approveWithdrawal({ db: database.db, id: withdrawal.id, operator: 'ops' });
      const read = () =>
        server.app
          .inject({
            url: `/api/payments/withdrawals/${withdrawal.id}`,
            headers: bearer(bob.accessToken),
          })
          .then((r) => r.json() as { status: string; txid: string | null; simulated: boolean });
      const done = await waitFor(read, (w) => w.status === 'COMPLETED');
      expect(done).toMatchObject({ status: 'COMPLETED', simulated: true });
      expect(done.txid).toBeTruthy();
    } finally {
      await restarted?.stop();
    }
  });

  it('fails a tick left active by a server that died, so the network goes on at once', async () => {
    // The first test's runner is stopped; a "server" now takes a btc tick and dies with it: its
    // job stays active, marked with a runner whose lock nobody holds.
    const boss = new PgBoss({
      db: {
        executeSql: async (text: string, values: unknown[]) => ({
          rows: (await database.db.executeQuery(CompiledQuery.raw(text, values))).rows as unknown[],
        }),
      },
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await boss.start();
    await boss.send('payments-tick-btc', {}, { singletonKey: 'btc' });
    const [job] = await boss.fetch('payments-tick-btc');
    expect(job).toBeDefined();
    await markTickRunner(database.db, { id: job!.id, name: 'payments-tick-btc' }, 'died-mid-tick');
    await boss.stop({ graceful: false, wait: true });

    const carol = await signUp(server);
    const res = await server.app.inject({
      url: '/api/payments/deposit-address?currency=btc',
      headers: bearer(carol.accessToken),
    });
    const { wallet } = res.json() as { wallet: string };
    await createSimulatedDeposit({
      db: database.db,
      network: 'btc',
      address: wallet,
      asset: 'BTC',
      amount: 100_000n,
      clock: { now: Date.now, blockSeconds: 1 },
    });
    // A new server's runner: the orphan is failed at its first feed and btc ticks again (before
    // the fix, the deposit waited for pg-boss to expire the job: 5 to 7 minutes).
    const restarted = await server.payments.start(server.realtime);
    try {
      const credited = await waitFor(
        () => pocketUnits(database.db, carol.user.id, 'credits'),
        (units) => units > 0n,
        15_000,
      );
      expect(credited).toBe(91n * 10n ** 8n);
      const orphan = await database.db
        .selectFrom('pgboss.job' as never)
        .select(['state' as never])
        .where('id' as never, '=', job!.id as never)
        .executeTakeFirst();
      expect(orphan).toEqual({ state: 'failed' });
    } finally {
      await restarted?.stop();
    }
  });
});
