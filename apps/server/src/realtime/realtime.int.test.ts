import type { BalancePayload, PublicBetPayload } from '@tengu/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collect,
  disconnection,
  join as joinWith,
  socketClients,
  stubJoinAuthenticator,
} from '#test/socket-clients';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

let database: TestDatabase;
let server: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
const clients = socketClients();

const open = (namespace: string): Promise<Socket> => clients.open(baseUrl, namespace);
const join = (socket: Socket, event: string, accessToken: unknown) =>
  joinWith(socket, accessToken, event);

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db });
  // Stands in for the accounts module's token check: the hook is what this test exercises.
  server.sockets.setJoinAuthenticator(stubJoinAuthenticator);
  baseUrl = await server.listen();
});
afterAll(async () => {
  clients.close();
  await server.close();
  await database.drop();
});

describe('real-time', () => {
  it('delivers a private event only to the sockets of that player', async () => {
    const alice = await open('/user');
    const aliceTab2 = await open('/user');
    const bob = await open('/user');
    const visitor = await open('/user');
    const joined = { ok: true, userId: 'alice', expiresInMs: expect.any(Number) };
    expect(await join(alice, 'user:join', 'token-alice')).toEqual(joined);
    expect(await join(aliceTab2, 'user:join', 'token-alice')).toEqual(joined);
    expect(await join(bob, 'user:join', 'token-bob')).toMatchObject({ ok: true, userId: 'bob' });

    const got = [alice, aliceTab2, bob, visitor].map((s) =>
      collect<BalancePayload>(s, 'user:balance'),
    );
    server.realtime.toUser('alice', 'user:balance', { credits: '12.5', freebets: '0' });
    const [a, a2, b, v] = await Promise.all(got);
    expect(a).toEqual([{ credits: '12.5', freebets: '0' }]);
    expect(a2).toEqual([{ credits: '12.5', freebets: '0' }]);
    expect(b).toEqual([]);
    expect(v).toEqual([]);
  });

  it('refuses a join without a valid token, and the socket then gets nothing private', async () => {
    const mallory = await open('/user');
    expect(await join(mallory, 'user:join', 'forged')).toEqual({
      ok: false,
      error: 'Your session has expired. Please log in again.',
    });
    expect((await join(mallory, 'user:join', 42)).ok).toBe(false);
    const got = collect(mallory, 'user:balance');
    server.realtime.toUser('forged', 'user:balance', { credits: '1', freebets: '0' });
    expect(await got).toEqual([]);
  });

  it('routes deposit events through /wallet to the player who joined there', async () => {
    const wallet = await open('/wallet');
    const userNs = await open('/user');
    await join(wallet, 'deposit:join', 'token-carol');
    await join(userNs, 'user:join', 'token-carol');
    const onWallet = collect(wallet, 'deposit:completed');
    const onUser = collect(userNs, 'deposit:completed');
    server.realtime.toUser('carol', 'deposit:completed', {
      id: 'd1',
      message: 'Deposit Completed',
    });
    expect(await onWallet).toEqual([{ id: 'd1', message: 'Deposit Completed' }]);
    expect(await onUser).toEqual([]);
  });

  it('broadcasts public events to everybody on the namespace, visitors included', async () => {
    const one = await open('/games');
    const two = await open('/games');
    const elsewhere = await open('/chat');
    const bet: PublicBetPayload = {
      id: 'b1',
      game: 'dice',
      player: null,
      amount: '1',
      multiplier: 2,
      payout: '2',
      created_at: new Date(0).toISOString(),
    };
    const got = [one, two, elsewhere].map((s) => collect(s, 'bets:new'));
    server.realtime.broadcast('/games', 'bets:new', bet);
    const [r1, r2, r3] = await Promise.all(got);
    expect(r1).toEqual([bet]);
    expect(r2).toEqual([bet]);
    expect(r3).toEqual([]);
  });

  it('drops a socket when its access token expires, so private events stop (issue 15.2)', async () => {
    const dave = await open('/user');
    const ack = await join(dave, 'user:join', 'short-dave');
    expect(ack).toMatchObject({ ok: true, userId: 'dave' });
    expect(await disconnection(dave)).toBe('io server disconnect');
    const got = collect(dave, 'user:balance');
    server.realtime.toUser('dave', 'user:balance', { credits: '3', freebets: '0' });
    expect(await got).toEqual([]);
  });

  it('keeps a socket that joins again with a fresh token before the old one expires', async () => {
    const erin = await open('/user');
    await join(erin, 'user:join', 'short-erin');
    expect(await join(erin, 'user:join', 'token-erin')).toMatchObject({ ok: true });
    expect(await disconnection(erin, 800)).toBe('still connected');
    const got = collect(erin, 'user:balance');
    server.realtime.toUser('erin', 'user:balance', { credits: '4', freebets: '0' });
    expect(await got).toEqual([{ credits: '4', freebets: '0' }]);
  });
});
