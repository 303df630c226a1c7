import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { bearer, refreshCookie, signUp, TEST_ENV, type TestServer } from './accounts.int-helpers';

/**
 * POST /api/auth/session/adopt: the messenger link `?telegram&accessToken&refreshToken` hands
 * the browser a refresh token in the URL; adopting it rotates it into the httpOnly cookie
 * (docs/decisions/013-messenger-session-adoption.md).
 */

const LINK_EXPIRED =
  'This Telegram sign-in link has expired or was already used. Please log in again.';

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

const adopt = (payload: Record<string, unknown>, cookies: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/auth/session/adopt', payload, cookies });
const refresh = (token: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { tengu_refresh: token },
  });
const me = (accessToken: string) =>
  server.app.inject({ url: '/api/users/me', headers: bearer(accessToken) });

describe('adopting a messenger link refresh token', () => {
  it('rotates it into the httpOnly cookie and answers a working access token', async () => {
    const player = await signUp(server);
    const res = await adopt({ refreshToken: player.refreshToken });
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json() as { accessToken: string };
    const cookie = res.cookies.find((c) => c.name === 'tengu_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.value).toEqual(expect.any(String));
    expect(cookie?.value).not.toBe(player.refreshToken);

    const current = await me(accessToken);
    expect(current.statusCode).toBe(200);
    expect(current.json().username).toBe(player.user.username);
    // The cookie carries the session on: a later refresh (access token expired) works.
    const later = await refresh(cookie?.value ?? '');
    expect(later.statusCode).toBe(200);
    expect((await me(later.json().accessToken)).statusCode).toBe(200);
  });

  it('spends the link: opening it again revokes the session (reuse detection)', async () => {
    const player = await signUp(server);
    const first = await adopt({ refreshToken: player.refreshToken });
    expect(first.statusCode).toBe(200);
    const adoptedAccess = first.json().accessToken as string;

    const again = await adopt({ refreshToken: player.refreshToken });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toEqual({ code: 'UNAUTHORIZED', message: LINK_EXPIRED });
    expect((await me(adoptedAccess)).statusCode).toBe(401);
    expect((await refresh(refreshCookie(first) ?? '')).statusCode).toBe(401);
    const row = await database.db
      .selectFrom('sessions')
      .select('revoked_reason')
      .where('user_id', '=', player.user.id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_reason).toBe('refresh token reused');
  });

  it('refuses unknown, logged-out and expired tokens with a clear 401, cookie untouched', async () => {
    const unknown = await adopt({ refreshToken: 'not-a-real-token' }, { tengu_refresh: 'mine' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toEqual({ code: 'UNAUTHORIZED', message: LINK_EXPIRED });
    // A bad link must not sign the browser out of the session it already has.
    expect(unknown.cookies.find((c) => c.name === 'tengu_refresh')).toBeUndefined();

    const loggedOut = await signUp(server);
    const logout = await server.app.inject({
      method: 'DELETE',
      url: '/api/sessions/current',
      headers: bearer(loggedOut.accessToken),
    });
    expect(logout.statusCode).toBe(200);
    const revoked = await adopt({ refreshToken: loggedOut.refreshToken });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.message).toBe(LINK_EXPIRED);

    const expired = await signUp(server);
    await database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', expired.user.id)
      .execute();
    const late = await adopt({ refreshToken: expired.refreshToken });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.message).toBe(LINK_EXPIRED);
  });

  it('answers 400 without a token, changing nothing', async () => {
    for (const payload of [{}, { refreshToken: '' }, { refreshToken: 'x'.repeat(513) }]) {
      const res = await adopt(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toEqual(expect.any(String));
    }
  });
});
