import type { BetListResponse, BetRecord, BetResponse, UserDetails } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

let database: TestDatabase;
let server: TestServer;
const feed: Array<{ player: string | null }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
  const broadcast = server.realtime.broadcast.bind(server.realtime);
  server.realtime.broadcast = (namespace, event, payload) => {
    if (event === 'bets:new') feed.push(payload as { player: string | null });
    broadcast(namespace, event, payload);
  };
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

async function request<T>(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token?: string,
  body?: object,
) {
  const res = await server.app.inject({
    method,
    url,
    payload: body,
    headers: token ? bearer(token) : {},
  });
  return { status: res.statusCode, body: res.json() as T };
}

describe('hiding the name from public bet feeds', () => {
  it('takes effect for bets:new and shared bet views, not for the player’s own history', async () => {
    const { accessToken, user } = await signUp(server);
    await fundPlayer({ db: database.db, userId: user.id, amount: 100_000_000n });
    const dice = { amount: '0.01', target: 50, condition: 'over' };

    const shown = await request<BetResponse>('POST', '/api/games/dice/bet', accessToken, dice);
    expect(shown.status).toBe(200);
    expect(feed.at(-1)?.player).toBe(user.username);

    const set = await request<UserDetails>('PUT', '/api/users/me/privacy', accessToken, {
      hide_name: true,
    });
    expect(set.body.hide_name).toBe(true);
    expect((await request<UserDetails>('GET', '/api/users/me', accessToken)).body.hide_name).toBe(
      true,
    );

    const hidden = await request<BetResponse>('POST', '/api/games/dice/bet', accessToken, dice);
    expect(feed.at(-1)?.player).toBeNull();
    const shared = await request<BetRecord>('GET', `/api/bets/${hidden.body.bet.id}`);
    expect(shared.body.username).toBeNull();
    const own = await request<BetListResponse>('GET', '/api/bets', accessToken);
    expect(own.body.bets.map((b) => b.username)).toEqual([user.username, user.username]);

    await request('PUT', '/api/users/me/privacy', accessToken, { hide_name: false });
    await request<BetResponse>('POST', '/api/games/dice/bet', accessToken, dice);
    expect(feed.at(-1)?.player).toBe(user.username);
  });

  it('needs a signed-in player and a boolean', async () => {
    expect(
      (await request('PUT', '/api/users/me/privacy', undefined, { hide_name: true })).status,
    ).toBe(401);
    const { accessToken } = await signUp(server);
    const bad = await request('PUT', '/api/users/me/privacy', accessToken, { hide_name: 'yes' });
    expect(bad.status).toBe(400);
  });
});
