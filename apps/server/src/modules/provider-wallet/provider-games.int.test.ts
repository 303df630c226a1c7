import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import {
  PROVIDER_GAME_MESSAGES,
  type Balances,
  type BetListResponse,
  type ProviderLaunchResponse,
  type ProviderWalletResponse,
  type RgState,
} from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TEST_ENV } from '#app/modules/auth/accounts.int-helpers';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';
import type { Socket } from 'socket.io-client';
import { collect, join, socketClients } from '#test/socket-clients';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

/** Launching provider games (issue 20) and the wallet's events to the player's sockets. */

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
let database: TestDatabase;
let server: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
const sockets = socketClients();

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({
    db: database.db,
    env: {
      ...TEST_ENV,
      PROVIDERS: JSON.stringify([
        {
          id: 'acme',
          walletPublicKey: keys.publicKey.export({ type: 'spki', format: 'pem' }),
          launchUrl: 'https://games.acme.test/launch?lobby=1',
        },
      ]),
    },
  });
  baseUrl = await server.listen();
});
afterAll(async () => {
  sockets.close();
  await server.close();
  await database.drop();
});

/** The first `event` whose payload equals `expected`, or a timeout error (any load). */
function eventEqual(socket: Socket, event: string, expected: unknown, ms = 10_000) {
  return new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${event} ${JSON.stringify(expected)}`)),
      ms,
    );
    const listener = (payload: unknown) => {
      if (JSON.stringify(payload) !== JSON.stringify(expected)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

async function launchAs(accessToken: string | null, body: Record<string, unknown>) {
  return server.app.inject({
    method: 'POST',
    url: '/api/provider-games/launch',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    payload: body,
  });
}

async function wallet(path: string, body: Record<string, unknown>) {
  const text = JSON.stringify(body);
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/provider/acme/wallet/${path}`,
    headers: {
      'content-type': 'application/json',
      'x-hub88-signature': sign('sha256', Buffer.from(text), keys.privateKey).toString('base64'),
    },
    payload: text,
  });
  return res.json<ProviderWalletResponse>();
}

describe('POST /api/provider-games/launch', () => {
  it('needs a signed-in player, a known provider and a valid game code', async () => {
    expect((await launchAs(null, { providerId: 'acme', gameCode: 'x' })).statusCode).toBe(401);
    const player = await signUp(server);
    const unknown = await launchAs(player.accessToken, { providerId: 'nope', gameCode: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: PROVIDER_GAME_MESSAGES.unknownProvider },
    });
    const bad = await launchAs(player.accessToken, { providerId: 'acme', gameCode: 'a b' });
    expect(bad.statusCode).toBe(400);
    expect(await database.db.selectFrom('provider_sessions').selectAll().execute()).toEqual([]);
  });

  it('binds a 4-hour token to player, game and currency, stored only hashed', async () => {
    const player = await signUp(server);
    const before = Date.now();
    const res = await launchAs(player.accessToken, {
      providerId: 'acme',
      gameCode: 'tengu_fruits',
    });
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json<ProviderLaunchResponse>();
    const launched = new URL(url);
    expect(launched.origin + launched.pathname).toBe('https://games.acme.test/launch');
    expect(launched.searchParams.get('lobby')).toBe('1');
    expect(launched.searchParams.get('game_code')).toBe('tengu_fruits');
    expect(launched.searchParams.get('user')).toBe(player.user.id);
    const token = launched.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(40);
    const ttl = new Date(expiresAt ?? 0).getTime() - before;
    expect(ttl).toBeGreaterThan(4 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(4 * 3600_000 + 60_000);
    const rows = await database.db
      .selectFrom('provider_sessions')
      .select(['token_hash', 'user_id', 'game_code', 'currency'])
      .where('user_id', '=', player.user.id)
      .execute();
    expect(rows).toEqual([
      {
        token_hash: createHash('sha256').update(token).digest('hex'),
        user_id: player.user.id,
        game_code: 'tengu_fruits',
        currency: 'USD',
      },
    ]);
  });

  it('opens demo mode without a session or token', async () => {
    const player = await signUp(server);
    const res = await launchAs(player.accessToken, {
      providerId: 'acme',
      gameCode: 'tengu_fruits',
      mode: 'demo',
    });
    const { url, expiresAt } = res.json<ProviderLaunchResponse>();
    expect(expiresAt).toBeNull();
    expect(new URL(url).searchParams.get('token')).toBeNull();
    expect(new URL(url).searchParams.get('mode')).toBe('demo');
    const rows = await database.db
      .selectFrom('provider_sessions')
      .select('id')
      .where('user_id', '=', player.user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('wallet events', () => {
  it("sends the player's balance after a bet and wagering after the round settles", async () => {
    const player = await signUp(server);
    await fundPlayer({ db: database.db, userId: player.user.id, amount: 5n * 100_000_000n });
    const res = await launchAs(player.accessToken, {
      providerId: 'acme',
      gameCode: 'tengu_fruits',
    });
    const token = new URL(res.json<ProviderLaunchResponse>().url).searchParams.get('token') ?? '';
    const socket = await sockets.open(baseUrl);
    await join(socket, player.accessToken);

    const round = randomUUID();
    const bet = {
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      token,
      user: player.user.id,
      currency: 'USD',
      game_code: 'tengu_fruits',
      round,
      amount: 100_000, // $1
    };
    const afterBet: Balances = { credits: '4', freebets: '0' };
    const balance = eventEqual(socket, 'user:balance', afterBet);
    expect(await wallet('transaction/bet', bet)).toMatchObject({
      status: 'RS_OK',
      balance: 400_000,
    });
    await balance;

    const wagering = eventEqual(socket, 'user:creditsWagering', { amount_wagered: '1' });
    const afterWin: Balances = { credits: '6.5', freebets: '0' };
    const settled = eventEqual(socket, 'user:balance', afterWin);
    const win = await wallet('transaction/win', {
      ...bet,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      amount: 250_000,
    });
    expect(win).toMatchObject({ status: 'RS_OK', balance: 650_000 });
    await Promise.all([wagering, settled]);
  });
});

describe('a loss limit (ADR 050)', () => {
  async function rg(accessToken: string, method: 'GET' | 'PUT', body?: object) {
    const res = await server.app.inject({
      method,
      url: method === 'GET' ? '/api/responsible-gambling' : '/api/responsible-gambling/limits',
      headers: { authorization: `Bearer ${accessToken}` },
      ...(body ? { payload: body } : {}),
    });
    return res.json<RgState>();
  }

  it('counts provider stakes, refuses one past the limit, and frees room on a win or a rollback', async () => {
    const player = await signUp(server);
    await fundPlayer({ db: database.db, userId: player.user.id, amount: 10n * 100_000_000n });
    await rg(player.accessToken, 'PUT', { kind: 'loss', period: 'day', amount: '3' });
    const res = await launchAs(player.accessToken, {
      providerId: 'acme',
      gameCode: 'tengu_fruits',
    });
    const token = new URL(res.json<ProviderLaunchResponse>().url).searchParams.get('token') ?? '';
    const used = async () => (await rg(player.accessToken, 'GET')).limits[0]?.used;
    const betOf = (amount: number) => ({
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      token,
      user: player.user.id,
      currency: 'USD',
      game_code: 'tengu_fruits',
      round: randomUUID(),
      amount,
    });

    const first = betOf(200_000); // $2
    expect(await wallet('transaction/bet', first)).toMatchObject({
      status: 'RS_OK',
      balance: 800_000,
    });
    expect(await used()).toBe('2');
    // $2 more would pass the $3 limit: refused, nothing moves, and a retry answers the same. The
    // game hears "user disabled"; the player's page hears which limit it was.
    const channel = await sockets.open(baseUrl, '/game-provider');
    expect(await join(channel, player.accessToken, 'provider:join')).toMatchObject({ ok: true });
    const told = eventEqual(channel, 'provider:refused', {
      provider: 'acme',
      game_code: 'tengu_fruits',
      code: 'RG_LIMIT_REACHED',
      kind: 'loss',
      period: 'day',
      reached: false,
    });
    const past = betOf(200_000);
    const refused = { status: 'RS_ERROR_USER_DISABLED', balance: 800_000 };
    expect(await wallet('transaction/bet', past)).toMatchObject(refused);
    await told;
    expect(await wallet('transaction/bet', { ...past, request_uuid: randomUUID() })).toMatchObject(
      refused,
    );
    expect(await used()).toBe('2');

    // A win of $1.50 on the first round comes off the day's loss.
    const win = await wallet('transaction/win', {
      ...first,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: first.transaction_uuid,
      amount: 150_000,
    });
    expect(win).toMatchObject({ status: 'RS_OK', balance: 950_000 });
    expect(await used()).toBe('0.5');

    // Now $2 fits; rolled back, it leaves the count again.
    const again = betOf(200_000);
    expect(await wallet('transaction/bet', again)).toMatchObject({
      status: 'RS_OK',
      balance: 750_000,
    });
    expect(await used()).toBe('2.5');
    const rollback = await wallet('transaction/rollback', {
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      token,
      user: player.user.id,
      game_code: 'tengu_fruits',
      round: again.round,
      reference_transaction_uuid: again.transaction_uuid,
    });
    expect(rollback).toMatchObject({ status: 'RS_OK', balance: 950_000 });
    expect(await used()).toBe('0.5');
  });
});

describe('the game-provider channel and My bets', () => {
  it("tells the player's /game-provider sockets every movement and lists the round in My bets", async () => {
    const player = await signUp(server);
    const other = await signUp(server);
    await fundPlayer({ db: database.db, userId: player.user.id, amount: 10n * 100_000_000n });
    await database.db
      .insertInto('provider_games')
      .values({
        provider_id: 'acme',
        provider_name: 'Acme Games',
        code: 'acme_reels',
        name: 'Acme Reels',
        slug: 'Acme-Reels',
        rtp: 96.5,
        volatility: 'high',
        max_win_x: 5000,
        release_date: '2026-11-01',
        image: 'https://games.acme.test/reels.svg',
        image_gradient: ['#000000', '#ffffff'],
        categories: ['slots'],
        features: [],
        description: '',
      })
      .execute();
    const res = await launchAs(player.accessToken, { providerId: 'acme', gameCode: 'acme_reels' });
    const token = new URL(res.json<ProviderLaunchResponse>().url).searchParams.get('token') ?? '';
    const channel = await sockets.open(baseUrl, '/game-provider');
    expect(await join(channel, player.accessToken, 'provider:join')).toMatchObject({ ok: true });
    // Another player's channel hears nothing of it.
    const stranger = await sockets.open(baseUrl, '/game-provider');
    expect(await join(stranger, other.accessToken, 'provider:join')).toMatchObject({ ok: true });
    const overheard = collect(stranger, 'provider:transaction', 1500);

    const round = randomUUID();
    const bet = {
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      token,
      user: player.user.id,
      currency: 'USD',
      game_code: 'acme_reels',
      round,
      amount: 200_000, // $2
    };
    const staked = eventEqual(channel, 'provider:transaction', {
      provider: 'acme',
      game_code: 'acme_reels',
      round,
      kind: 'bet',
      amount: '2',
      credits: '8',
    });
    expect(await wallet('transaction/bet', bet)).toMatchObject({ status: 'RS_OK' });
    await staked;
    const paid = eventEqual(channel, 'provider:transaction', {
      provider: 'acme',
      game_code: 'acme_reels',
      round,
      kind: 'win',
      amount: '5',
      credits: '13',
    });
    const winCall = {
      ...bet,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      amount: 500_000,
    };
    expect(await wallet('transaction/win', winCall)).toMatchObject({ status: 'RS_OK' });
    await paid;
    // A retried win moves nothing and tells nobody again.
    const repeats = collect(channel, 'provider:transaction', 800);
    expect(
      await wallet('transaction/win', { ...winCall, request_uuid: randomUUID() }),
    ).toMatchObject({ status: 'RS_OK', balance: 1_300_000 });
    expect(await repeats).toEqual([]);
    expect(await overheard).toEqual([]);

    const mine = await server.app.inject({
      method: 'GET',
      url: '/api/bets',
      headers: { authorization: `Bearer ${player.accessToken}` },
    });
    const bets = mine.json<BetListResponse>().bets;
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({
      game: 'slots',
      game_name: 'Acme Reels',
      amount: '2',
      payout: '5',
      multiplier: 2.5,
      result: 'WIN',
      details: { provider: 'acme', game_code: 'acme_reels', round, game_slug: 'Acme-Reels' },
    });
    // The live table names the game too.
    const recent = await server.app.inject({ method: 'GET', url: '/api/bets/recent?tab=all' });
    expect(recent.json<{ bets: unknown[] }>().bets).toContainEqual(
      expect.objectContaining({ id: bets[0]?.id, game: 'slots', game_name: 'Acme Reels' }),
    );
    // A later win of the same round adds to the same bet.
    await wallet('transaction/win', {
      ...winCall,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      amount: 100_000,
    });
    const again = await server.app.inject({
      method: 'GET',
      url: '/api/bets',
      headers: { authorization: `Bearer ${player.accessToken}` },
    });
    expect(again.json<BetListResponse>().bets).toMatchObject([
      { game_name: 'Acme Reels', payout: '6', multiplier: 3 },
    ]);
    // Nobody else's history holds it.
    const theirs = await server.app.inject({
      method: 'GET',
      url: '/api/bets',
      headers: { authorization: `Bearer ${other.accessToken}` },
    });
    expect(theirs.json<BetListResponse>().bets).toEqual([]);
  });
});

describe('rate limit', () => {
  it("exempts the providers' signed wallet calls from the per-IP limit", async () => {
    const limited = await createTestApp({
      db: database.db,
      env: { ...TEST_ENV, RATE_LIMIT_MAX: '3', PROVIDERS: server.config.PROVIDERS ?? '' },
    });
    try {
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          limited.app.inject({
            method: 'POST',
            url: '/api/provider/acme/wallet/user/balance',
            headers: { 'content-type': 'application/json' },
            payload: '{}',
          }),
        ),
      );
      expect(replies.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
      expect(replies[9]?.json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
      // Everything else still counts.
      const health = await Promise.all(
        Array.from({ length: 5 }, () => limited.app.inject({ url: '/api/site/config' })),
      );
      expect(health.map((r) => r.statusCode)).toContain(429);
    } finally {
      await limited.close();
    }
  });
});
