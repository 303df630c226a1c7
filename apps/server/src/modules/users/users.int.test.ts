import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';

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

const available = (username: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    url: `/api/users/username-available?username=${encodeURIComponent(username)}`,
    headers,
  });
const rename = (accessToken: string, username: string) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/users/me/username',
    payload: { username },
    headers: bearer(accessToken),
  });

describe('GET /api/users/me', () => {
  it("returns the caller's own details with the spec's fields, and 401 without a token", async () => {
    const player = await signUp(server);
    const res = await server.app.inject({
      url: '/api/users/me',
      headers: bearer(player.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(
      expect.arrayContaining([
        'id',
        'username',
        'email',
        'level',
        'balance',
        'credits',
        'freebets',
        'profile_img',
        'amount_wagered',
        'wagerRequirement',
        'credits_volume',
        'twoFactorEnabled',
        'need_change_username',
        'need_change_password',
        'email_verified',
      ]),
    );
    expect(res.json()).toMatchObject({ id: player.user.id, profile_img: '/avatars/level-0.png' });
    expect((await server.app.inject({ url: '/api/users/me' })).statusCode).toBe(401);
  });
});

describe('usernames', () => {
  it('reports availability case-insensitively, and your own name as available to you', async () => {
    const player = await signUp(server);
    expect((await available(player.user.username.toUpperCase())).json()).toMatchObject({
      available: false,
      reason: 'Username already exists',
    });
    expect((await available('free_name_42')).json()).toMatchObject({ available: true });
    expect((await available('x')).json().available).toBe(false);
    const own = await available(player.user.username, bearer(player.accessToken));
    expect(own.json().available).toBe(true);
  });

  it('changes the username, clears need_change_username, and refuses a taken one', async () => {
    const player = await signUp(server);
    const other = await signUp(server);
    await database.db
      .updateTable('users')
      .set({ need_change_username: true })
      .where('id', '=', player.user.id)
      .execute();
    const taken = await rename(player.accessToken, other.user.username.toLowerCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({
      code: 'USERNAME_TAKEN',
      message: 'Username already exists',
    });
    const invalid = await rename(player.accessToken, 'no spaces allowed');
    expect(invalid.statusCode).toBe(400);

    const renamed = await rename(player.accessToken, '  Fresh_Name_7 ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ username: 'Fresh_Name_7', need_change_username: false });
    expect((await available('fresh_name_7')).json().available).toBe(false);
  });
});
