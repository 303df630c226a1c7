import type { ErrorBody, UserProfileResponse } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { houseAccount, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import { postEntry } from '#app/modules/ledger/ledger.service';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const USD = 100_000_000n;

const profile = (username: string, headers: Record<string, string> = {}) =>
  server.app.inject({ url: `/api/users/${encodeURIComponent(username)}/profile`, headers });

async function bet(accessToken: string, game: 'dice' | 'limbo') {
  const payload =
    game === 'dice' ? { amount: '1', target: 50, condition: 'over' } : { amount: '1', target: 2 };
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/games/${game}/bet`,
    payload,
    headers: bearer(accessToken),
  });
  expect(res.statusCode).toBe(200);
}

describe('GET /api/users/:username/profile', () => {
  it("shows another player's level, totals, favourite game and account age", async () => {
    const viewer = await signUp(server);
    const target = await signUp(server);
    const userId = target.user.id;
    // Operator funding is not a reward.
    await fundPlayer({ db: database.db, userId, amount: 50n * USD });
    await bet(target.accessToken, 'dice');
    await bet(target.accessToken, 'dice');
    await bet(target.accessToken, 'limbo');
    // A reward paid by the house: $2 rakeback and $3 of bonus credits.
    await postEntry({
      db: database.db,
      idempotencyKey: `reward:${userId}`,
      kind: 'reward',
      postings: [
        { account: playerAccount(userId, 'rakeback'), amount: 2n * USD },
        { account: playerAccount(userId, 'credits'), amount: 3n * USD },
        { account: houseAccount('bonus_expense', shardFor(userId)), amount: -5n * USD },
      ],
    });

    const res = await profile(target.user.username.toUpperCase(), bearer(viewer.accessToken));
    expect(res.statusCode).toBe(200);
    const body = res.json<UserProfileResponse>();
    expect(body).toEqual({
      username: target.user.username,
      level: 0,
      totalWagered: '3',
      totalRakeback: '2',
      totalRewarded: '5',
      favouriteGame: 'dice',
      accountCreated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown as string,
    });
    // Public fields only: no balance, email or ids.
    expect(Object.keys(body).sort()).toEqual([
      'accountCreated',
      'favouriteGame',
      'level',
      'totalRakeback',
      'totalRewarded',
      'totalWagered',
      'username',
    ]);
  });

  it('has no favourite game before a first bet', async () => {
    const viewer = await signUp(server);
    const res = await profile(viewer.user.username, bearer(viewer.accessToken));
    expect(res.statusCode).toBe(200);
    expect(res.json<UserProfileResponse>()).toMatchObject({
      favouriteGame: null,
      totalWagered: '0',
      totalRewarded: '0',
    });
  });

  it("answers 404 'User not found' and needs a signed-in player", async () => {
    const viewer = await signUp(server);
    const missing = await profile('nobody_here_42', bearer(viewer.accessToken));
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>()).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'User not found' },
    });
    expect((await profile(viewer.user.username)).statusCode).toBe(401);
  });
});
