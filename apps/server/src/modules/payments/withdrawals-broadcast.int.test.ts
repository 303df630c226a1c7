import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { bearer, signUp } from '#app/modules/auth/accounts.int-helpers';
import { loadConfig } from '#app/config';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { fund } from '#app/modules/wallet/wallet.int-helpers';
import type { ChainAdapter } from './chains/chain-adapter';
import { runPaymentsAdminCommand } from './cli/admin-payments';
import { createFakeChainAdapter } from './testing/fake-chain-adapter';
import { createPaymentsTestApp, makeWithdrawable } from './payments.int-helpers';
import { paymentChainsOf } from './payments-chains';
import { createFilePriceSource } from './prices/file-price-source';
import { runNetworkTick } from './watcher';
import { approveWithdrawal } from './withdrawals.service';

/**
 * A withdrawal whose send failed without an answer from the chain (a timeout, a crash before
 * its transaction id was stored) may have paid already: on a real chain it is never resent
 * automatically. The operator looks at the chain and says which: `withdrawals sent ID TXID`
 * (it was paid) or `withdrawals retry ID` (it was not).
 */
const fake = createFakeChainAdapter('sol', { assets: ['SOL'] });
let failWith: Error | null = null;
/** A real-chain adapter: its broadcast is not idempotent. */
const realChain: ChainAdapter = {
  ...fake.adapter,
  kind: 'evm',
  async broadcastWithdrawal(request) {
    if (failWith) throw failWith;
    return fake.adapter.broadcastWithdrawal(request);
  },
};
const chains = paymentChainsOf({ adapters: [realChain], developmentMode: true });
const prices = createFilePriceSource({ dataDir: '/nonexistent-tengu-data' }); // SOL 140

let database: TestDatabase;
let server: Awaited<ReturnType<typeof createPaymentsTestApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createPaymentsTestApp({ db: database.db, adapters: [realChain] });
});
afterAll(async () => {
  await expectLedgerConsistent(database.db);
  await server.close();
  await database.drop();
});

const tick = () =>
  runNetworkTick({
    db: database.db,
    realtime: null,
    chains,
    prices,
    log: pino({ level: 'silent' }),
    network: 'sol',
  });

async function admin(positionals: string[], values: { status?: string } = {}) {
  const lines: string[] = [];
  await runPaymentsAdminCommand({
    db: database.db,
    config: loadConfig({}),
    positionals,
    values,
    operator: 'ops',
    print: (line) => lines.push(line),
  });
  return lines.join('\n');
}

async function approvedWithdrawal() {
  const player = await signUp(server);
  await makeWithdrawable(database.db, player.user.id);
  await fund(database.db, player.user.id, '100');
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/payments/withdrawals',
    headers: bearer(player.accessToken),
    payload: { asset: 'SOL', network: 'sol', address: 'sol-recipient', assetAmount: '0.5' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { withdrawal } = res.json() as { withdrawal: { id: string } };
  await approveWithdrawal({ db: database.db, id: withdrawal.id, operator: 'ops' });
  const read = () =>
    server.app
      .inject({
        url: `/api/payments/withdrawals/${withdrawal.id}`,
        headers: bearer(player.accessToken),
      })
      .then((r) => r.json() as { status: string; txid: string | null });
  return { id: withdrawal.id, read };
}

const sentFor = (id: string) => fake.sent.filter((s) => s.reference === id);

describe('a withdrawal send with an unknown outcome', () => {
  it('is not resent; the operator records the transaction found on the chain', async () => {
    const { id, read } = await approvedWithdrawal();
    failWith = new Error('request timed out');
    await tick();
    failWith = null;
    await tick();
    await tick();
    expect(sentFor(id)).toEqual([]);
    const row = await database.db
      .selectFrom('payment_withdrawals')
      .select(['status', 'txid', 'last_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'PROCESSING',
      txid: null,
      last_error: 'outcome unknown: request timed out',
    });
    expect(await admin(['withdrawals', 'list'], { status: 'PROCESSING' })).toContain(
      'outcome unknown: request timed out',
    );

    expect(await admin(['withdrawals', 'sent', id, 'sol-tx-found'])).toContain('sol-tx-found');
    fake.confirmWithdrawal('sol-tx-found', 1);
    await tick();
    expect(await read()).toMatchObject({ status: 'COMPLETED', txid: 'sol-tx-found' });
    expect(sentFor(id)).toEqual([]);
  });

  it('is sent once more when the operator finds it was not paid', async () => {
    const { id, read } = await approvedWithdrawal();
    failWith = new Error('socket hang up');
    await tick();
    failWith = null;
    await tick();
    expect(sentFor(id)).toEqual([]);

    expect(await admin(['withdrawals', 'retry', id])).toContain('sent again');
    await tick();
    await tick();
    const sent = sentFor(id);
    expect(sent).toHaveLength(1);
    expect(await read()).toMatchObject({ status: 'PROCESSING', txid: sent[0]!.txid });
    // Once it has a transaction, neither answer applies any more.
    await expect(admin(['withdrawals', 'retry', id])).rejects.toThrow(
      /not a PROCESSING withdrawal/,
    );
    fake.confirmWithdrawal(sent[0]!.txid, 1);
    await tick();
    expect(await read()).toMatchObject({ status: 'COMPLETED' });
  });
});
