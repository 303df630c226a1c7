import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { bearer, signUp } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { pocketUnits } from '#app/modules/wallet/wallet.int-helpers';
import type { Realtime } from '#app/realtime/realtime';
import { createFakeChainAdapter } from './testing/fake-chain-adapter';
import { createPaymentsTestApp, errorOf } from './payments.int-helpers';
import { paymentChainsOf } from './payments-chains';
import { createFilePriceSource } from './prices/file-price-source';
import { runNetworkTick } from './watcher';
import { completeDeposit, depositCreditKey } from './deposits.service';

const sol = createFakeChainAdapter('sol');
const xrp = createFakeChainAdapter('xrp');
const eth = createFakeChainAdapter('eth', { assets: ['ETH', 'USDT'] });
const chains = paymentChainsOf({
  adapters: [sol.adapter, xrp.adapter, eth.adapter],
  developmentMode: true,
});

let database: TestDatabase;
let server: Awaited<ReturnType<typeof createPaymentsTestApp>>;
const events: { userId: string; event: string; payload: unknown }[] = [];
const realtime: Realtime = {
  toUser: (userId, event, payload) => void events.push({ userId, event, payload }),
  broadcast: () => undefined,
};
// The shipped prices: SOL 140, ETH 3050, USDT 1.
const prices = createFilePriceSource({ dataDir: '/nonexistent-tengu-data' });
const log = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createPaymentsTestApp({
    db: database.db,
    adapters: [sol.adapter, xrp.adapter, eth.adapter],
  });
});
afterAll(async () => {
  await expectLedgerConsistent(database.db);
  await server.close();
  await database.drop();
});

const tick = (network: 'sol' | 'xrp' | 'eth') =>
  runNetworkTick({ db: database.db, realtime, chains, prices, log, network });

async function addressOf(accessToken: string, currency: string, network?: string, fresh = false) {
  const res = await server.app.inject({
    method: fresh ? 'POST' : 'GET',
    url: fresh
      ? '/api/payments/deposit-address'
      : `/api/payments/deposit-address?currency=${currency}${network ? `&network=${network}` : ''}`,
    payload: fresh ? { currency, network } : undefined,
    headers: bearer(accessToken),
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as {
    wallet: string;
    memo: string | null;
    network: string;
    developmentMode: boolean;
  };
}

async function depositsOf(accessToken: string) {
  const res = await server.app.inject({
    url: '/api/payments/deposits',
    headers: bearer(accessToken),
  });
  return (
    res.json() as {
      deposits: { id: string; status: string; fiat_amount: string | null; confirmations: number }[];
    }
  ).deposits;
}

describe('deposit addresses', () => {
  it('derives one address per player per network, a new one on request, tags on XRP', async () => {
    const [alice, bob] = [await signUp(server), await signUp(server)];
    expect(
      (await server.app.inject({ url: '/api/payments/deposit-address?currency=sol' })).statusCode,
    ).toBe(401);
    const first = await addressOf(alice.accessToken, 'solana');
    expect(first).toMatchObject({ network: 'sol', memo: null, developmentMode: true });
    expect(await addressOf(alice.accessToken, 'SOL', 'sol')).toMatchObject({
      wallet: first.wallet,
    });
    const other = await addressOf(bob.accessToken, 'sol');
    expect(other.wallet).not.toBe(first.wallet);
    const fresh = await addressOf(alice.accessToken, 'sol', 'sol', true);
    expect(fresh.wallet).not.toBe(first.wallet);
    expect((await addressOf(alice.accessToken, 'sol')).wallet).toBe(fresh.wallet);

    const tagA = await addressOf(alice.accessToken, 'xrp');
    const tagB = await addressOf(bob.accessToken, 'ripple');
    expect(tagA.wallet).toBe(tagB.wallet);
    expect(tagA.memo).toMatch(/^\d+$/);
    expect(tagA.memo).not.toBe(tagB.memo);
    expect(tagA.memo).not.toBe('0');

    const unsupported = await server.app.inject({
      url: '/api/payments/deposit-address?currency=usdt&network=btc',
      headers: bearer(alice.accessToken),
    });
    expect(errorOf(unsupported)).toMatchObject({ status: 400, code: 'UNSUPPORTED_CURRENCY' });
    const unavailable = await server.app.inject({
      url: '/api/payments/deposit-address?currency=btc',
      headers: bearer(alice.accessToken),
    });
    expect(errorOf(unavailable)).toMatchObject({ status: 409, code: 'NETWORK_UNAVAILABLE' });
  });

  it('hands out distinct indices under concurrent requests', async () => {
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => signUp(server)));
    const addresses = await Promise.all(players.map((p) => addressOf(p.accessToken, 'eth', 'eth')));
    expect(new Set(addresses.map((a) => a.wallet)).size).toBe(5);
  });
});

describe('deposit flow', () => {
  it('goes PENDING → PROCESSING → COMPLETED, credited once at the price, across restarts', async () => {
    const alice = await signUp(server);
    const { wallet } = await addressOf(alice.accessToken, 'sol');
    const transfer = sol.pay({ address: wallet, amount: 1_500_000_000n }); // 1.5 SOL
    await tick('sol');
    let [deposit] = await depositsOf(alice.accessToken);
    expect(deposit).toMatchObject({ status: 'PENDING', fiat_amount: null, confirmations: 0 });
    expect(events).toContainEqual({
      userId: alice.user.id,
      event: 'deposit:pending',
      payload: { id: deposit!.id, asset: 'SOL', amount: '1.5' },
    });

    sol.confirm(transfer.txid, transfer.index, 5);
    await tick('sol');
    [deposit] = await depositsOf(alice.accessToken);
    expect(deposit).toMatchObject({ status: 'PROCESSING', confirmations: 5 });

    sol.confirm(transfer.txid, transfer.index, 32);
    // A restarted watcher re-reads the chain from before its cursor: the transfer comes again.
    sol.setRescan(10);
    await tick('sol');
    await tick('sol');
    [deposit] = await depositsOf(alice.accessToken);
    expect(deposit).toMatchObject({ status: 'COMPLETED', fiat_amount: '210', confirmations: 32 });
    expect(await pocketUnits(database.db, alice.user.id, 'credits')).toBe(210n * 10n ** 8n);
    expect(events.filter((e) => e.userId === alice.user.id).map((e) => e.event)).toEqual([
      'deposit:pending',
      'user:balance',
      'notification:new',
      'deposit:completed',
    ]);
    // The bell's notification goes out live, and the completion names it (one toast for both).
    const notification = events.find((e) => e.event === 'notification:new')?.payload as {
      id: string;
    };
    expect(notification).toMatchObject({
      title: 'Deposit Completed',
      message: 'Your deposit of 1.5 SOL ($210) has been credited.',
      link: '/history?tab=deposits',
      is_read: false,
    });
    expect(events.find((e) => e.event === 'deposit:completed')?.payload).toEqual({
      id: deposit!.id,
      message: 'Your deposit of 1.5 SOL ($210) has been credited.',
      notificationId: notification.id,
    });
    // Completing again (a second replica, a retried job) credits nothing.
    expect(
      await completeDeposit({
        db: database.db,
        realtime,
        prices,
        depositId: deposit!.id,
        confirmations: 40,
      }),
    ).toBeUndefined();
    const entries = await database.db
      .selectFrom('ledger_entries')
      .select('idempotency_key')
      .where('idempotency_key', '=', depositCreditKey('sol', transfer.txid, transfer.index))
      .execute();
    expect(entries).toHaveLength(1);
    expect(await pocketUnits(database.db, alice.user.id, 'credits')).toBe(210n * 10n ** 8n);
    // The features that react to deposits (the deposit bonus, quests) hear of it once, through
    // the outbox message written with the credit.
    const announced = await database.db
      .selectFrom('outbox')
      .select('payload')
      .where('topic', '=', 'deposit.credited')
      .where(sql<boolean>`payload->>'depositId' = ${deposit!.id}`)
      .execute();
    expect(announced.map((m) => m.payload)).toEqual([
      expect.objectContaining({
        userId: alice.user.id,
        depositId: deposit!.id,
        usd: '21000000000',
      }),
    ]);
    sol.setRescan(0);
  });

  it('credits an ERC-20 deposit and an XRP deposit by tag', async () => {
    const bob = await signUp(server);
    const { wallet } = await addressOf(bob.accessToken, 'usdt', 'eth');
    const usdt = eth.pay({ address: wallet, asset: 'USDT', amount: 25_000_000n, index: 7 }); // 25 USDT
    const tagged = await addressOf(bob.accessToken, 'xrp');
    const ripple = xrp.pay({ address: tagged.wallet, tag: tagged.memo!, amount: 10_000_000n }); // 10 XRP
    xrp.pay({ address: tagged.wallet, tag: '999999', amount: 10_000_000n }); // nobody's tag
    eth.confirm(usdt.txid, 7, 12);
    xrp.confirm(ripple.txid, 0, 1);
    await tick('eth');
    await tick('xrp');
    const deposits = await depositsOf(bob.accessToken);
    expect(deposits.map((d) => [d.status, d.fiat_amount]).sort()).toEqual([
      ['COMPLETED', '21'],
      ['COMPLETED', '25'],
    ]);
    expect(await pocketUnits(database.db, bob.user.id, 'credits')).toBe(46n * 10n ** 8n);
  });

  it('cancels a deposit dropped by a reorganisation, and reopens it if it comes back', async () => {
    const carol = await signUp(server);
    const { wallet } = await addressOf(carol.accessToken, 'sol');
    const transfer = sol.pay({ address: wallet, amount: 100_000_000n });
    await tick('sol');
    sol.confirm(transfer.txid, transfer.index, 'dropped');
    await tick('sol');
    expect((await depositsOf(carol.accessToken))[0]).toMatchObject({ status: 'CANCELLED' });
    expect(await pocketUnits(database.db, carol.user.id, 'credits')).toBe(0n);
    sol.setRescan(100);
    sol.confirm(transfer.txid, transfer.index, 1);
    await tick('sol');
    sol.setRescan(0);
    expect((await depositsOf(carol.accessToken))[0]).toMatchObject({ status: 'PROCESSING' });
  });

  it('records a deposit below the minimum as REJECTED, without credit', async () => {
    const dave = await signUp(server);
    const { wallet } = await addressOf(dave.accessToken, 'sol');
    const dust = sol.pay({ address: wallet, amount: 1_000_000n }); // 0.001 SOL < 0.01
    sol.confirm(dust.txid, dust.index, 40);
    await tick('sol');
    await tick('sol');
    const [deposit] = await depositsOf(dave.accessToken);
    expect(deposit).toMatchObject({ status: 'REJECTED', fiat_amount: null });
    expect(await pocketUnits(database.db, dave.user.id, 'credits')).toBe(0n);
  });

  it('never shows another player their deposit (IDOR)', async () => {
    const [erin, frank] = [await signUp(server), await signUp(server)];
    const { wallet } = await addressOf(erin.accessToken, 'sol');
    sol.pay({ address: wallet, amount: 100_000_000n });
    await tick('sol');
    const [deposit] = await depositsOf(erin.accessToken);
    const own = await server.app.inject({
      url: `/api/payments/deposits/${deposit!.id}`,
      headers: bearer(erin.accessToken),
    });
    expect(own.statusCode).toBe(200);
    const other = await server.app.inject({
      url: `/api/payments/deposits/${deposit!.id}`,
      headers: bearer(frank.accessToken),
    });
    expect(other.statusCode).toBe(404);
    expect(await depositsOf(frank.accessToken)).toEqual([]);
  });

  it('keeps the watcher safe when the node fails: nothing recorded, nothing lost', async () => {
    const gina = await signUp(server);
    const { wallet } = await addressOf(gina.accessToken, 'sol');
    sol.pay({ address: wallet, amount: 200_000_000n });
    sol.setFailing(true);
    await expect(tick('sol')).rejects.toThrow();
    sol.setFailing(false);
    await tick('sol');
    expect(await depositsOf(gina.accessToken)).toHaveLength(1);
  });
});
