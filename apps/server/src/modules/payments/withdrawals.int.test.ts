import { PAYMENTS_MESSAGES } from '@tengu/shared';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { bearer, signUp, totp, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { fund, pocketUnits } from '#app/modules/wallet/wallet.int-helpers';
import { createFakeChainAdapter } from './testing/fake-chain-adapter';
import { createPaymentsTestApp, errorOf, makeWithdrawable } from './payments.int-helpers';
import { paymentChainsOf } from './payments-chains';
import { createFilePriceSource } from './prices/file-price-source';
import { runNetworkTick } from './watcher';
import { approveWithdrawal, rejectWithdrawal } from './withdrawals.service';

const sol = createFakeChainAdapter('sol', { assets: ['SOL', 'USDC'] });
const xrp = createFakeChainAdapter('xrp');
const chains = paymentChainsOf({ adapters: [sol.adapter, xrp.adapter], developmentMode: true });
const prices = createFilePriceSource({ dataDir: '/nonexistent-tengu-data' }); // SOL 140, XRP 2.1
const USD = 10n ** 8n;

let database: TestDatabase;
let server: Awaited<ReturnType<typeof createPaymentsTestApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createPaymentsTestApp({ db: database.db, adapters: [sol.adapter, xrp.adapter] });
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

function withdraw(player: SignedUp, payload: Record<string, unknown>) {
  return server.app.inject({
    method: 'POST',
    url: '/api/payments/withdrawals',
    payload,
    headers: bearer(player.accessToken),
  });
}

const valid = { asset: 'SOL', network: 'sol', address: 'sol-recipient', assetAmount: '0.5' }; // $70

async function readyPlayer(credits = '100') {
  const player = await signUp(server);
  await makeWithdrawable(database.db, player.user.id);
  await fund(database.db, player.user.id, credits);
  return player;
}

describe('POST /api/payments/withdrawals: every rule answers its text', () => {
  it('needs a player', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/payments/withdrawals',
      payload: valid,
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses with the spec texts and changes nothing', async () => {
    const fresh = await signUp(server);
    await fund(database.db, fresh.user.id, '100');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, address: '' }, 'FIELDS_REQUIRED', 'Please fill in all fields'],
      [{ ...valid, assetAmount: undefined }, 'FIELDS_REQUIRED', 'Please fill in all fields'],
      [{ ...valid, asset: '' }, 'FIELDS_REQUIRED', 'Please fill in all fields'],
      [
        { ...valid, asset: 'USDT', network: 'sol' },
        'UNSUPPORTED_CURRENCY',
        PAYMENTS_MESSAGES.unsupportedCurrency,
      ],
      [valid, 'EMAIL_NOT_VERIFIED', 'You must verify your email to withdraw.'],
    ];
    for (const [payload, code, message] of cases) {
      expect(errorOf(await withdraw(fresh, payload))).toEqual({ status: 400, code, message });
    }
    await database.db
      .updateTable('users')
      .set({ email_verified: true, amount_wagered: 68n * USD })
      .where('id', '=', fresh.user.id)
      .execute();
    expect(errorOf(await withdraw(fresh, valid))).toEqual({
      status: 400,
      code: 'WAGER_REQUIREMENT',
      message: "You must wager $69 before you can make a withdrawal. Free bets don't count.",
    });
    await makeWithdrawable(database.db, fresh.user.id, 69n * USD);
    expect(errorOf(await withdraw(fresh, { ...valid, address: 'NOT VALID' }))).toEqual({
      status: 400,
      code: 'INVALID_WALLET_ADDRESS',
      message: 'Invalid wallet address',
    });
    // $5 exactly is not above $5 (0.03571428 SOL × 140 ≈ 4.99999920; 0.03571429 SOL ≈ 5.0000006).
    expect(errorOf(await withdraw(fresh, { ...valid, assetAmount: '0.035714' }))).toEqual({
      status: 400,
      code: 'WITHDRAW_MINIMUM',
      message: 'You cannot withdraw less than $5.',
    });
    expect(errorOf(await withdraw(fresh, { ...valid, assetAmount: '-3' }))).toMatchObject({
      code: 'WITHDRAW_MINIMUM',
    });
    expect(errorOf(await withdraw(fresh, { ...valid, assetAmount: '1.0000000001' }))).toMatchObject(
      {
        code: 'VALIDATION_FAILED',
      },
    );
    expect(errorOf(await withdraw(fresh, { ...valid, assetAmount: '1' }))).toEqual({
      status: 400,
      code: 'WITHDRAW_INSUFFICIENT_FUNDS',
      message: "You think i'm stupid?",
    });
    await fund(database.db, fresh.user.id, '1', 'freebets');
    expect(errorOf(await withdraw(fresh, valid))).toEqual({
      status: 400,
      code: 'FREEBETS_NOT_CONVERTED',
      message: 'Free bets are not withdrawable until converted.',
    });
    const convert = await server.app.inject({
      method: 'POST',
      url: '/api/payments/freebets/convert',
      headers: bearer(fresh.accessToken),
    });
    expect(convert.json()).toEqual({
      success: true,
      forfeited: '1',
      credits: '100',
      freebets: '0',
    });
    expect(await pocketUnits(database.db, fresh.user.id, 'credits')).toBe(100n * USD);
    const ok = await withdraw(fresh, valid);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      credits: '30',
      withdrawal: {
        status: 'PENDING',
        asset_amount: '0.5',
        fee: '0.000005',
        received_amount: '0.499995',
        fiat_amount: '70',
      },
    });
  });

  it('asks for a valid 2FA code when two-factor is on, once per code', async () => {
    const player = await readyPlayer('200');
    const auth = bearer(player.accessToken);
    const setup = await server.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/setup',
      headers: auth,
    });
    const { secret } = setup.json() as { secret: string };
    await server.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      payload: { code: await totp(secret) },
      headers: auth,
    });
    for (const twoFactorCode of [undefined, '000000']) {
      expect(errorOf(await withdraw(player, { ...valid, twoFactorCode }))).toEqual({
        status: 400,
        code: 'INVALID_2FA_CODE',
        message: 'Invalid two-factor code',
      });
    }
    const code = await totp(secret, 1);
    expect((await withdraw(player, { ...valid, twoFactorCode: code })).statusCode).toBe(200);
    expect(errorOf(await withdraw(player, { ...valid, twoFactorCode: code }))).toMatchObject({
      code: 'INVALID_2FA_CODE',
    });
  });

  it('takes a tag on XRP (numeric) and refuses one elsewhere', async () => {
    const player = await readyPlayer();
    const xrpWithdraw = {
      asset: 'XRP',
      network: 'xrp',
      address: 'xrp-recipient',
      assetAmount: '10',
    };
    expect(errorOf(await withdraw(player, { ...xrpWithdraw, tag: 'abc' }))).toMatchObject({
      code: 'INVALID_WALLET_ADDRESS',
    });
    expect(errorOf(await withdraw(player, { ...valid, tag: '12' }))).toMatchObject({
      code: 'INVALID_WALLET_ADDRESS',
    });
    const ok = await withdraw(player, { ...xrpWithdraw, tag: '12345' });
    expect(ok.json()).toMatchObject({
      withdrawal: { tag: '12345', fee: '0.2', received_amount: '9.8', fiat_amount: '21' },
    });
  });

  it('never lets two concurrent withdrawals overdraw', async () => {
    const player = await readyPlayer('100');
    const results = await Promise.all([1, 2, 3, 4].map(() => withdraw(player, valid))); // 4 × $70
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(errorOf(refused)).toMatchObject({ code: 'WITHDRAW_INSUFFICIENT_FUNDS' });
    }
    expect(await pocketUnits(database.db, player.user.id, 'credits')).toBe(30n * USD);
  });
});

describe('POST /api/payments/withdrawals with an Idempotency-Key (issue 25 item 3)', () => {
  const withKey = (player: SignedUp, key: string, payload: Record<string, unknown> = valid) =>
    server.app.inject({
      method: 'POST',
      url: '/api/payments/withdrawals',
      payload,
      headers: { ...bearer(player.accessToken), 'idempotency-key': key },
    });
  const rowsOf = (player: SignedUp) =>
    database.db
      .selectFrom('payment_withdrawals')
      .select('id')
      .where('user_id', '=', player.user.id)
      .execute();

  it('a retry after a lost answer is the same withdrawal, debited once, with the first answer', async () => {
    const player = await readyPlayer('100');
    const first = await withKey(player, 'withdraw-1');
    // The answer was lost (a restarted server): the client sends the same request again.
    const retry = await withKey(player, 'withdraw-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.json()).toMatchObject({ credits: '30' });
    expect(await rowsOf(player)).toHaveLength(1);
    expect(await pocketUnits(database.db, player.user.id, 'credits')).toBe(30n * USD);
    // Another key is another withdrawal (and here, more than the balance).
    const other = await withKey(player, 'withdraw-2');
    expect(errorOf(other)).toMatchObject({ code: 'WITHDRAW_INSUFFICIENT_FUNDS' });
  });

  it('concurrent requests with one key debit once and all answer the same withdrawal', async () => {
    const player = await readyPlayer('100');
    const results = await Promise.all([1, 2, 3, 4].map(() => withKey(player, 'same-key')));
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(
      results.map((r) => (r.json() as { withdrawal: { id: string } }).withdrawal.id),
    );
    expect(ids.size).toBe(1);
    expect(await rowsOf(player)).toHaveLength(1);
    expect(await pocketUnits(database.db, player.user.id, 'credits')).toBe(30n * USD);
  });

  it('the same key for another request is 409, and keys of two players never meet', async () => {
    const alice = await readyPlayer('200');
    const bob = await readyPlayer('100');
    expect((await withKey(alice, 'shared')).statusCode).toBe(200);
    const changed = await withKey(alice, 'shared', { ...valid, assetAmount: '0.6' });
    expect(errorOf(changed)).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect((await withKey(bob, 'shared')).statusCode).toBe(200);
    expect(await pocketUnits(database.db, alice.user.id, 'credits')).toBe(130n * USD);
    expect(await pocketUnits(database.db, bob.user.id, 'credits')).toBe(30n * USD);
    const bad = await withKey(bob, 'not a key!');
    expect(errorOf(bad)).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(await rowsOf(bob)).toHaveLength(1);
  });
});

describe('withdrawal lifecycle', () => {
  async function pendingWithdrawal() {
    const player = await readyPlayer('100');
    const res = await withdraw(player, valid);
    const { withdrawal } = res.json() as { withdrawal: { id: string } };
    return { player, id: withdrawal.id };
  }
  const detail = (player: SignedUp, id: string) =>
    server.app.inject({
      url: `/api/payments/withdrawals/${id}`,
      headers: bearer(player.accessToken),
    });
  const cancel = (player: SignedUp, id: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/payments/withdrawals/${id}/cancel`,
      headers: bearer(player.accessToken),
    });

  it('PENDING → approved → broadcast → COMPLETED with the recipient paid once', async () => {
    const { player, id } = await pendingWithdrawal();
    await approveWithdrawal({ db: database.db, id, operator: 'ops' });
    expect((await detail(player, id)).json()).toMatchObject({ status: 'PROCESSING', txid: null });
    await tick();
    await tick();
    const sent = sol.sent.filter((s) => s.reference === id);
    expect(sent).toEqual([
      expect.objectContaining({ to: 'sol-recipient', amount: 499_995_000n, asset: 'SOL' }),
    ]);
    expect((await detail(player, id)).json()).toMatchObject({
      status: 'PROCESSING',
      txid: sent[0]!.txid,
    });
    sol.confirmWithdrawal(sent[0]!.txid, 1);
    await tick();
    expect((await detail(player, id)).json()).toMatchObject({
      status: 'COMPLETED',
      txid: sent[0]!.txid,
    });
    expect(errorOf(await cancel(player, id))).toMatchObject({
      status: 409,
      code: 'WITHDRAWAL_NOT_CANCELLABLE',
    });
    await expect(
      rejectWithdrawal({ db: database.db, realtime: null, id, operator: 'ops' }),
    ).rejects.toThrow(/COMPLETED/);
    expect(await pocketUnits(database.db, player.user.id, 'credits')).toBe(30n * USD);
  });

  it('cancel returns the funds while PENDING only; another player cannot touch it', async () => {
    const { player, id } = await pendingWithdrawal();
    const intruder = await readyPlayer();
    expect((await detail(intruder, id)).statusCode).toBe(404);
    expect((await cancel(intruder, id)).statusCode).toBe(404);
    const res = await cancel(player, id);
    expect(res.json()).toMatchObject({
      success: true,
      credits: '100',
      withdrawal: { status: 'CANCELLED' },
    });
    expect(errorOf(await cancel(player, id))).toMatchObject({
      status: 409,
      message: 'Only a pending withdrawal can be cancelled.',
    });
    await expect(approveWithdrawal({ db: database.db, id, operator: 'ops' })).rejects.toThrow(
      /CANCELLED/,
    );
    expect(await pocketUnits(database.db, player.user.id, 'credits')).toBe(100n * USD);
  });

  it('reject returns the funds', async () => {
    const { player, id } = await pendingWithdrawal();
    await rejectWithdrawal({ db: database.db, realtime: null, id, operator: 'ops', reason: 'KYC' });
    expect((await detail(player, id)).json()).toMatchObject({ status: 'REJECTED', reason: 'KYC' });
    expect(await pocketUnits(database.db, player.user.id, 'credits')).toBe(100n * USD);
  });

  it('resolves a cancel racing an approval exactly once', async () => {
    for (let round = 0; round < 5; round++) {
      const { player, id } = await pendingWithdrawal();
      const [cancelled, approved] = await Promise.allSettled([
        cancel(player, id),
        approveWithdrawal({ db: database.db, id, operator: 'ops' }),
      ]);
      const cancelOk = cancelled.status === 'fulfilled' && cancelled.value.statusCode === 200;
      const approveOk = approved.status === 'fulfilled';
      expect(cancelOk !== approveOk).toBe(true);
      expect(await pocketUnits(database.db, player.user.id, 'credits')).toBe(
        cancelOk ? 100n * USD : 30n * USD,
      );
    }
  });

  it('lists only the player’s own withdrawals, newest first, paged', async () => {
    const player = await readyPlayer('1000');
    for (let i = 0; i < 3; i++) await withdraw(player, valid);
    const first = await server.app.inject({
      url: '/api/payments/withdrawals?limit=2',
      headers: bearer(player.accessToken),
    });
    const page = first.json() as { withdrawals: { id: string }[]; nextCursor: string | null };
    expect(page.withdrawals).toHaveLength(2);
    const second = await server.app.inject({
      url: `/api/payments/withdrawals?limit=2&cursor=${page.nextCursor}`,
      headers: bearer(player.accessToken),
    });
    const rest = second.json() as { withdrawals: { id: string }[]; nextCursor: string | null };
    expect(rest.withdrawals).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();
    expect(new Set([...page.withdrawals, ...rest.withdrawals].map((w) => w.id)).size).toBe(3);
  });
});

describe('prices and conversion', () => {
  it('converts crypto ↔ USD at the current price', async () => {
    const usd = await server.app.inject({
      url: '/api/payments/convert/usd?asset=solana&amount=1.5',
    });
    expect(usd.json()).toEqual({ usdAmount: '210', price: '140' });
    const crypto = await server.app.inject({
      url: '/api/payments/convert/crypto?asset=SOL&amount=70',
    });
    expect(crypto.json()).toEqual({ cryptoAmount: '0.5', price: '140' });
    const bad = await server.app.inject({ url: '/api/payments/convert/usd?asset=nope&amount=1' });
    expect(errorOf(bad)).toMatchObject({ status: 400, code: 'UNSUPPORTED_CURRENCY' });
    const config = await server.app.inject({ url: '/api/payments/config' });
    expect(config.json()).toMatchObject({
      developmentMode: true,
      buyCryptoUrl: null,
      simulatedNetworks: ['sol', 'xrp'],
      withdrawMinUsd: '5',
      wagerRequirementUsd: '69',
    });
  });
});
