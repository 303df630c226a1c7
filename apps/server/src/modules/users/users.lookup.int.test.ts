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

const lookup = (username: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    url: `/api/users/lookup?username=${encodeURIComponent(username)}`,
    headers,
  });

describe('GET /api/users/lookup', () => {
  it('finds a player case-insensitively and returns only the public fields', async () => {
    const caller = await signUp(server);
    const target = await signUp(server);
    const res = await lookup(` ${target.user.username.toUpperCase()} `, bearer(caller.accessToken));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: target.user.id, username: target.user.username, level: 0 });
  });

  it("answers 404 'User not found' for an unknown name", async () => {
    const caller = await signUp(server);
    const res = await lookup('nobody_here_42', bearer(caller.accessToken));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'User not found' } });
  });

  it('needs a signed-in player and a username', async () => {
    const caller = await signUp(server);
    expect((await lookup('someone')).statusCode).toBe(401);
    expect((await lookup('', bearer(caller.accessToken))).statusCode).toBe(400);
  });
});
