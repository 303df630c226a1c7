import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { bearer, signUp, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { pocketUnits } from '#app/modules/wallet/wallet.int-helpers';
import type { Realtime } from '#app/realtime/realtime';
import { createSimulatedDeposit } from './chains/simulator/simulate-deposit';
import { verifyDeposit } from './deposit-verification.service';
import { createFakeChainAdapter } from './testing/fake-chain-adapter';
import { createPaymentsTestApp, errorOf } from './payments.int-helpers';
import { paymentChainsOf } from './payments-chains';
import { createFilePriceSource } from './prices/file-price-source';
import { runNetworkTick } from './watcher';

/**
 * POST /api/payments/deposits/verify (spec document 1 section 7, "Verify on-chain token
 * deposit"): a transaction looked up now, recorded on the watcher's idempotent path, credited
 * once, and never to a player it did not pay.
 */

const sol = createFakeChainAdapter('sol');
const eth = createFakeChainAdapter('eth', { assets: ['ETH', 'USDT'] });
// A network whose adapter cannot look a transaction up (like a node without the capability).
const ltc = createFakeChainAdapter('ltc');
delete ltc.adapter.transfersOf;
const adapters = [sol.adapter, eth.adapter, ltc.adapter];
const chains = paymentChainsOf({ adapters, developmentMode: true });

let database: TestDatabase;
let server: Awaited<ReturnType<typeof createPaymentsTestApp>>;
const events: { userId: string; event: string; payload: unknown }[] = [];
const realtime: Realtime = {
  toUser: (userId, event, payload) => void events.push({ userId, event, payload }),
  broadcast: () => undefined,
};
const prices = createFilePriceSource({ dataDir: '/nonexistent-tengu-data' });
const log = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createPaymentsTestApp({ db: database.db, adapters });
});
afterAll(async () => {
  await expectLedgerConsistent(database.db);
  await server.close();
  await database.drop();
});

async function addressOf(player: SignedUp, currency: string, network: string) {
  const res = await server.app.inject({
    url: `/api/payments/deposit-address?currency=${currency}&network=${network}`,
    headers: bearer(player.accessToken),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { wallet: string }).wallet;
}

function verify(player: SignedUp | null, body: Record<string, unknown>) {
  return server.app.inject({
    method: 'POST',
    url: '/api/payments/deposits/verify',
    payload: body,
    headers: player ? bearer(player.accessToken) : {},
  });
}

async function depositsOf(player: SignedUp) {
  const res = await server.app.inject({
    url: '/api/payments/deposits',
    headers: bearer(player.accessToken),
  });
  return (res.json() as { deposits: { id: string; txid: string; status: string }[] }).deposits;
}

const depositRows = (txid: string) =>
  database.db.selectFrom('payment_deposits').selectAll().where('txid', '=', txid).execute();

describe('POST /api/payments/deposits/verify', () => {
  it('records a transfer to your address at once, then the watcher credits it once', async () => {
    const alice = await signUp(server);
    const wallet = await addressOf(alice, 'usdt', 'eth');
    const transfer = eth.pay({ address: wallet, asset: 'USDT', amount: 25_000_000n, index: 3 });

    expect((await verify(null, { network: 'eth', txid: transfer.txid })).statusCode).toBe(401);
    const res = await verify(alice, { network: 'eth', txid: transfer.txid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Deposit of 25 USDT found: it is credited once it has 12 confirmations.',
    });
    const [deposit] = await depositsOf(alice);
    expect(deposit).toMatchObject({ txid: transfer.txid, status: 'PENDING' });

    // The watcher later scans the same transfer: the same deposit, confirmed and credited once.
    eth.confirm(transfer.txid, 3, 12);
    await runNetworkTick({ db: database.db, realtime, chains, prices, log, network: 'eth' });
    await runNetworkTick({ db: database.db, realtime, chains, prices, log, network: 'eth' });
    const rows = await depositRows(transfer.txid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'COMPLETED', output_index: 3 });
    expect(await pocketUnits(database.db, alice.user.id, 'credits')).toBe(25n * 10n ** 8n);

    const again = await verify(alice, { network: 'eth', txid: transfer.txid });
    expect(again.json()).toEqual({
      success: true,
      message: 'Your deposit of 25 USDT has already been credited.',
    });
    expect(await pocketUnits(database.db, alice.user.id, 'credits')).toBe(25n * 10n ** 8n);
  });

  it("never credits another player's transaction to the caller (IDOR)", async () => {
    const [alice, mallory] = [await signUp(server), await signUp(server)];
    const aliceWallet = await addressOf(alice, 'sol', 'sol');
    await addressOf(mallory, 'sol', 'sol');
    const transfer = sol.pay({ address: aliceWallet, amount: 2_000_000_000n });

    const res = await verify(mallory, { network: 'sol', txid: transfer.txid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      message: 'This transaction did not pay any of your Solana deposit addresses.',
    });
    // Nothing recorded for anyone: neither to Mallory nor, through her, to Alice.
    expect(await depositRows(transfer.txid)).toHaveLength(0);
    expect(await depositsOf(mallory)).toHaveLength(0);

    // A player without any address on the network gets the same answer.
    const carol = await signUp(server);
    expect((await verify(carol, { network: 'sol', txid: transfer.txid })).json()).toMatchObject({
      success: false,
    });

    // Alice's own verification records it for her.
    expect((await verify(alice, { network: 'sol', txid: transfer.txid })).json()).toMatchObject({
      success: true,
    });
    expect((await depositRows(transfer.txid)).map((r) => r.user_id)).toEqual([alice.user.id]);
  });

  it('is idempotent under two concurrent calls: one deposit, announced once', async () => {
    const alice = await signUp(server);
    const wallet = await addressOf(alice, 'sol', 'sol');
    const viaRoute = sol.pay({ address: wallet, amount: 1_000_000_000n });
    const [first, second] = await Promise.all([
      verify(alice, { network: 'sol', txid: viaRoute.txid }),
      verify(alice, { network: 'sol', txid: viaRoute.txid }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({ success: true });
    expect(second.json()).toMatchObject({ success: true });
    expect(await depositRows(viaRoute.txid)).toHaveLength(1);

    // The service itself, twice at once: a single `deposit:pending` for the player.
    const direct = sol.pay({ address: wallet, amount: 3_000_000_000n });
    const call = () =>
      verifyDeposit({
        db: database.db,
        realtime,
        chains,
        userId: alice.user.id,
        network: 'sol',
        txid: direct.txid,
        maxAttempts: 1000,
      });
    const answers = await Promise.all([call(), call()]);
    expect(answers.every((answer) => answer.success)).toBe(true);
    expect(await depositRows(direct.txid)).toHaveLength(1);
    const announced = events.filter(
      (e) => e.userId === alice.user.id && e.event === 'deposit:pending',
    );
    expect(announced).toHaveLength(1);
    expect(announced[0]!.payload).toMatchObject({ asset: 'SOL', amount: '3' });
  });

  it('answers a clear 4xx (never a 500) for unknown, invalid, unsupported and unreachable', async () => {
    const alice = await signUp(server);
    await addressOf(alice, 'sol', 'sol');
    const notFound = await verify(alice, { network: 'sol', txid: 'sol-tx-does-not-exist' });
    expect(errorOf(notFound)).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message:
        'This transaction was not found on Solana. Check the network and the transaction hash; a transaction that was just sent can take a few seconds to appear.',
    });
    const invalid = await verify(alice, { network: 'sol', txid: 'not a hash; drop table' });
    expect(invalid.statusCode).toBe(400);
    const unknownNetwork = await verify(alice, { network: 'nope', txid: 'abc' });
    expect(unknownNetwork.statusCode).toBe(400);
    const noCapability = await verify(alice, { network: 'ltc', txid: 'abc' });
    expect(errorOf(noCapability)).toMatchObject({
      status: 400,
      message: 'Verification by transaction is not available on this network',
    });
    const noAdapter = await verify(alice, { network: 'btc', txid: 'abc' });
    expect(errorOf(noAdapter)).toMatchObject({ status: 409, code: 'NETWORK_UNAVAILABLE' });
    sol.setFailing(true);
    try {
      const down = await verify(alice, { network: 'sol', txid: 'sol-tx-1' });
      expect(errorOf(down)).toMatchObject({
        status: 503,
        message: 'Solana cannot be reached right now. Please try again in a minute.',
      });
    } finally {
      sol.setFailing(false);
    }
  });

  it('refuses a transfer below the minimum with its reason', async () => {
    const alice = await signUp(server);
    const wallet = await addressOf(alice, 'usdt', 'eth');
    const small = eth.pay({ address: wallet, asset: 'USDT', amount: 5_000_000n, index: 1 });
    expect((await verify(alice, { network: 'eth', txid: small.txid })).json()).toEqual({
      success: false,
      message: 'Deposit of 5 USDT not credited: below the minimum deposit of 10 USDT.',
    });
    expect(await depositRows(small.txid)).toMatchObject([{ status: 'REJECTED' }]);
  });
});

describe('verification on the development simulator', () => {
  it('finds a simulated deposit by its txid once its block is mined', async () => {
    const simulated = await createPaymentsTestApp({
      db: database.db,
      env: { CHAIN_SIMULATOR_BLOCK_SECONDS: '0.1' },
    });
    try {
      const bob = await signUp(simulated);
      const res = await simulated.app.inject({
        url: '/api/payments/deposit-address?currency=ton&network=ton',
        headers: bearer(bob.accessToken),
      });
      const { wallet, memo } = res.json() as { wallet: string; memo: string };
      const deposit = await createSimulatedDeposit({
        db: database.db,
        network: 'ton',
        address: wallet,
        tag: memo,
        asset: 'TON',
        amount: 2_500_000_000n,
        clock: { now: Date.now, blockSeconds: 0.1 },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const verified = await simulated.app.inject({
        method: 'POST',
        url: '/api/payments/deposits/verify',
        payload: { network: 'ton', txid: deposit.txid },
        headers: bearer(bob.accessToken),
      });
      expect(verified.json()).toEqual({
        success: true,
        message: 'Deposit of 2.5 TON found: it is credited once it has 1 confirmation.',
      });
      expect(await depositRows(deposit.txid)).toMatchObject([
        { user_id: bob.user.id, status: 'PENDING', output_index: 0 },
      ]);
    } finally {
      await simulated.close();
    }
  });
});
