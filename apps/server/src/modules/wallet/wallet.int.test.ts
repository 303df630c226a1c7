import { randomUUID } from 'node:crypto';
import { WALLET_MESSAGES, type BalancePayload, type UserJoinAck } from '@tengu/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import {
  bearer,
  signUp,
  TEST_ENV,
  totp,
  type TestServer,
} from '#app/modules/auth/accounts.int-helpers';
import { lockedPocket } from '#app/modules/ledger/accounts';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { fund, pocketUnits, walletBalance, walletPost } from './wallet.int-helpers';

let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
});
afterAll(async () => {
  await expectLedgerConsistent(database.db);
  await server.close();
  await database.drop();
});

const errorOf = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  ...(res.json() as { error: { code: string; message: string } }).error,
});

describe('GET /api/wallet/balance', () => {
  it('answers every pocket and locked balance as decimal strings, only when signed in', async () => {
    const alice = await signUp(server);
    expect((await server.app.inject({ url: '/api/wallet/balance' })).statusCode).toBe(401);
    expect(await walletBalance(server, alice.accessToken)).toEqual({
      credits: '0',
      freebets: '0',
      vault: '0',
      gold: '0',
      rakeback: '0',
      referral: '0',
      daily_dollars: '0',
      lockedBalances: [],
    });
    await fund(database.db, alice.user.id, '12.34');
    await fund(database.db, alice.user.id, '0.00000001', 'freebets');
    await fundPlayer({
      db: database.db,
      userId: alice.user.id,
      amount: 500_000_000n,
      pocket: lockedPocket('bonus-1', 'locked'),
    });
    expect(await walletBalance(server, alice.accessToken)).toMatchObject({
      credits: '12.34',
      freebets: '0.00000001',
      lockedBalances: [{ id: 'bonus-1', type: 'deposit-bonus', locked: '5', unlocked: '0' }],
    });
  });
});

describe('POST /api/wallet/vault', () => {
  it('deposits: a positive amount not above the balance, with the spec texts', async () => {
    const p = await signUp(server);
    await fund(database.db, p.user.id, '10');
    const vault = (body: object) => walletPost(server, p.accessToken, 'vault', body);
    for (const amount of [undefined, '', '0', '-3']) {
      expect(errorOf(await vault({ target: 'vault', amount }))).toEqual({
        status: 400,
        code: 'AMOUNT_REQUIRED',
        message: WALLET_MESSAGES.enterAmount,
      });
    }
    expect(errorOf(await vault({ target: 'vault', amount: '1.000000001' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(errorOf(await vault({ target: 'vault', amount: '10.01' }))).toEqual({
      status: 403,
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient funds',
    });
    const ok = await vault({ target: 'vault', amount: '7.5' });
    expect(ok.json()).toEqual({ success: true, credits: '2.5', vault: '7.5' });
    expect(await walletBalance(server, p.accessToken)).toMatchObject({
      credits: '2.5',
      vault: '7.5',
    });
  });

  it('withdraws: amount and password required, the right password, not above the vault', async () => {
    const p = await signUp(server);
    await fund(database.db, p.user.id, '10');
    const vault = (body: object) => walletPost(server, p.accessToken, 'vault', body);
    await vault({ target: 'vault', amount: '4' });
    const fields = { status: 400, code: 'FIELDS_REQUIRED', message: 'Please fill out all fields' };
    expect(errorOf(await vault({ target: 'balance', amount: '1' }))).toEqual(fields);
    expect(errorOf(await vault({ target: 'balance', password: p.password }))).toEqual(fields);
    expect(
      errorOf(await vault({ target: 'balance', amount: '1', password: 'Wrong!Pass1' })),
    ).toEqual({
      status: 400,
      code: 'INVALID_PASSWORD_OR_2FA',
      message: 'Invalid 2FA or password',
    });
    expect(
      errorOf(await vault({ target: 'balance', amount: '4.00000001', password: p.password })),
    ).toEqual({ status: 403, code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds' });
    const ok = await vault({ target: 'balance', amount: '1.25', password: p.password });
    expect(ok.json()).toEqual({ success: true, credits: '7.25', vault: '2.75' });
  });

  it('asks for a fresh 2FA code to withdraw when two-factor is on', async () => {
    const p = await signUp(server);
    const auth = bearer(p.accessToken);
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
    await fund(database.db, p.user.id, '3');
    await walletPost(server, p.accessToken, 'vault', { target: 'vault', amount: '3' });
    const withdraw = (twoFactorCode?: string) =>
      walletPost(server, p.accessToken, 'vault', {
        target: 'balance',
        amount: '1',
        password: p.password,
        twoFactorCode,
      });
    expect(errorOf(await withdraw())).toMatchObject({ code: 'FIELDS_REQUIRED' });
    expect(errorOf(await withdraw('000000'))).toMatchObject({
      code: 'INVALID_PASSWORD_OR_2FA',
      message: 'Invalid 2FA or password',
    });
    const code = await totp(secret, 1);
    expect((await withdraw(code)).json()).toEqual({ success: true, credits: '1', vault: '2' });
    // A code is accepted once.
    expect(errorOf(await withdraw(code))).toMatchObject({ code: 'INVALID_PASSWORD_OR_2FA' });
  });
});

describe('POST /api/wallet/tip', () => {
  it('moves credits to another player, with the spec texts for every refusal', async () => {
    const [alice, bob] = [await signUp(server), await signUp(server)];
    await fund(database.db, alice.user.id, '5');
    await fund(database.db, alice.user.id, '100', 'freebets');
    const tip = (userId: string, amount: string) =>
      walletPost(server, alice.accessToken, 'tip', { userId, amount });
    expect(errorOf(await tip(alice.user.id, '1'))).toEqual({
      status: 400,
      code: 'SELF_TIP',
      message: 'You cannot tip yourself',
    });
    for (const unknown of [randomUUID(), 'not-a-uuid', '']) {
      expect(errorOf(await tip(unknown, '1'))).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: 'User not found',
      });
    }
    for (const bad of ['0', '-1', '0.000000001', 'lots']) {
      expect((await tip(bob.user.id, bad)).statusCode).toBe(400);
    }
    // Only credits can be tipped: the 100 in freebets does not count.
    expect(errorOf(await tip(bob.user.id, '5.01'))).toEqual({
      status: 403,
      code: 'INSUFFICIENT_FUNDS',
      message: "You don't have enough balance",
    });
    expect((await tip(bob.user.id, '1.5')).json()).toEqual({ success: true, credits: '3.5' });
    expect(await walletBalance(server, bob.accessToken)).toMatchObject({
      credits: '1.5',
      freebets: '0',
    });
    expect(await walletBalance(server, alice.accessToken)).toMatchObject({ freebets: '100' });
  });
});

describe('GET /api/wallet/transactions', () => {
  it("lists the player's own movements newest first, cursor-paged and filtered by type", async () => {
    const [alice, bob] = [await signUp(server), await signUp(server)];
    await fund(database.db, alice.user.id, '10');
    await fund(database.db, bob.user.id, '10');
    await walletPost(server, alice.accessToken, 'tip', { userId: bob.user.id, amount: '1' });
    await walletPost(server, alice.accessToken, 'vault', { target: 'vault', amount: '2' });
    await walletPost(server, bob.accessToken, 'vault', { target: 'vault', amount: '3' });

    const list = async (token: string, query: string) => {
      const res = await server.app.inject({
        url: `/api/wallet/transactions${query}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      return res.json() as {
        transactions: Array<{ type: string; amount: string; pocket: string; status: string }>;
        nextCursor: string | null;
      };
    };
    const all = await list(alice.accessToken, '');
    expect(all.transactions.map((t) => [t.type, t.pocket, t.amount])).toEqual([
      // Within an entry: by posting seq, descending (the ledger applies in account id order).
      ['vault', 'vault', '2'],
      ['vault', 'credits', '-2'],
      ['tip', 'credits', '-1'],
      ['test_funding', 'credits', '10'],
    ]);
    expect(all.nextCursor).toBeNull();
    expect(all.transactions.every((t) => t.status === 'completed')).toBe(true);

    // Pages of 3 then 1, the cursor carrying on where the first stopped.
    const first = await list(alice.accessToken, '?limit=3');
    expect(first.transactions).toEqual(all.transactions.slice(0, 3));
    const second = await list(alice.accessToken, `?limit=3&cursor=${first.nextCursor}`);
    expect(second).toEqual({ transactions: all.transactions.slice(3), nextCursor: null });

    expect(await list(alice.accessToken, '?type=&limit=20&cursor=')).toEqual(all);
    const tips = await list(alice.accessToken, '?type=tip');
    expect(tips.transactions.map((t) => t.amount)).toEqual(['-1']);
    // Bob sees the tip he received and his own vault move, never Alice's rows.
    const bobs = await list(bob.accessToken, '');
    expect(bobs.transactions.map((t) => [t.type, t.amount])).toEqual([
      ['vault', '3'],
      ['vault', '-3'],
      ['tip', '1'],
      ['test_funding', '10'],
    ]);
    const bad = await server.app.inject({
      url: '/api/wallet/transactions?cursor=garbage',
      headers: bearer(alice.accessToken),
    });
    expect(bad.statusCode).toBe(400);
    expect((await server.app.inject({ url: '/api/wallet/transactions' })).statusCode).toBe(401);
  });
});

describe('IDOR', () => {
  it("moves only the signed-in player's money, whatever the body names", async () => {
    const [alice, mallory] = [await signUp(server), await signUp(server)];
    await fund(database.db, alice.user.id, '10');
    // Extra fields naming another source are not part of the contract and change nothing.
    const res = await walletPost(server, mallory.accessToken, 'tip', {
      userId: alice.user.id,
      amount: '1',
      fromUserId: alice.user.id,
      from: alice.user.id,
    });
    expect(res.statusCode).toBe(403);
    const steal = await walletPost(server, mallory.accessToken, 'vault', {
      target: 'balance',
      amount: '1',
      password: mallory.password,
      userId: alice.user.id,
    });
    expect(steal.statusCode).toBe(403);
    expect(await pocketUnits(database.db, alice.user.id, 'credits')).toBe(1_000_000_000n);
    const listing = await server.app.inject({
      url: `/api/wallet/transactions?userId=${alice.user.id}`,
      headers: bearer(mallory.accessToken),
    });
    expect(listing.json()).toEqual({ transactions: [], nextCursor: null });
  });
});

describe('real-time balance events', () => {
  it('sends user:balance to both players after a tip commits, with the committed figures', async () => {
    const [alice, bob] = [await signUp(server), await signUp(server)];
    await fund(database.db, alice.user.id, '2');
    const baseUrl = await server.listen();
    const sockets: Socket[] = [];
    const joined = async (token: string) => {
      const socket = connect(`${baseUrl}/user`, { transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const ack = (await socket
        .timeout(2000)
        .emitWithAck('user:join', { accessToken: token })) as UserJoinAck;
      expect(ack.ok).toBe(true);
      const received: BalancePayload[] = [];
      socket.on('user:balance', (p: BalancePayload) => received.push(p));
      return received;
    };
    try {
      const [toAlice, toBob] = [await joined(alice.accessToken), await joined(bob.accessToken)];
      const refused = await walletPost(server, alice.accessToken, 'tip', {
        userId: bob.user.id,
        amount: '3',
      });
      expect(refused.statusCode).toBe(403);
      await walletPost(server, alice.accessToken, 'tip', { userId: bob.user.id, amount: '0.5' });
      await expect.poll(() => toBob.length).toBe(1);
      await expect.poll(() => toAlice.length).toBe(1);
      // The refused tip sent nothing; the figures are the committed ones.
      expect(toAlice).toEqual([{ credits: '1.5', freebets: '0' }]);
      expect(toBob).toEqual([{ credits: '0.5', freebets: '0' }]);
    } finally {
      for (const s of sockets) s.disconnect();
    }
  });
});
