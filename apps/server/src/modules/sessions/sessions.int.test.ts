import type { NotificationPayload, UserJoinAck } from '@tengu/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, disconnection, join as joinWith, socketClients } from '#test/socket-clients';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import {
  bearer,
  fromIp,
  lastEmailTo,
  refreshCookie,
  signUp,
  TEST_ENV,
  tokenFromLink,
  type SignedUp,
  type TestServer,
} from '#app/modules/auth/accounts.int-helpers';
import { hashToken } from '#app/modules/auth/tokens';
import { REFRESH_REUSE_GRACE_MS } from './sessions.service';

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

const refresh = (token: string | undefined) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: token ? { tengu_refresh: token } : {},
  });
const me = (accessToken: string) =>
  server.app.inject({ url: '/api/users/me', headers: bearer(accessToken) });
const sessionsOf = (accessToken: string) =>
  server.app.inject({ url: '/api/sessions', headers: bearer(accessToken) });

/** A second device of the same player. */
async function loginAgain(player: SignedUp, ip: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: player.user.username, password: player.password },
    headers: { ...fromIp(ip), 'user-agent': 'SecondDevice/1.0' },
  });
  return { accessToken: res.json().accessToken as string, refreshToken: refreshCookie(res) };
}

/** Moves a spent refresh token past the grace of a parallel or retried refresh (issue 15.6). */
async function pastRefreshGrace(token: string) {
  await database.db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

describe('refresh tokens', () => {
  it('rotate on every use: a new access token and a new cookie', async () => {
    const player = await signUp(server);
    const first = await refresh(player.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = refreshCookie(first);
    expect(rotated).toEqual(expect.any(String));
    expect(rotated).not.toBe(player.refreshToken);
    const cookie = first.cookies.find((c) => c.name === 'tengu_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect((await me(first.json().accessToken)).statusCode).toBe(200);
    const second = await refresh(rotated);
    expect(second.statusCode).toBe(200);
  });

  it('used twice, revoke the whole session, and its access tokens stop working', async () => {
    const player = await signUp(server);
    const first = await refresh(player.refreshToken);
    const newer = refreshCookie(first);
    const newAccess = first.json().accessToken as string;
    await pastRefreshGrace(player.refreshToken);

    const reuse = await refresh(player.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('UNAUTHORIZED');

    expect((await refresh(newer)).statusCode).toBe(401);
    expect((await me(newAccess)).statusCode).toBe(401);
    expect((await me(player.accessToken)).statusCode).toBe(401);
    const row = await database.db
      .selectFrom('sessions')
      .select(['revoked_at', 'revoked_reason'])
      .where('user_id', '=', player.user.id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    expect(row.revoked_reason).toBe('refresh token reused');
  });

  it('two parallel refreshes with one cookie both succeed, and the player stays signed in', async () => {
    const player = await signUp(server);
    const [a, b] = await Promise.all([refresh(player.refreshToken), refresh(player.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Both answers carry the same successor, whichever cookie the browser keeps last.
    expect(refreshCookie(a)).toEqual(expect.any(String));
    expect(refreshCookie(b)).toBe(refreshCookie(a));
    expect((await me(a.json().accessToken)).statusCode).toBe(200);
    expect((await me(b.json().accessToken)).statusCode).toBe(200);
    const next = await refresh(refreshCookie(b));
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().accessToken)).statusCode).toBe(200);
  });

  it('a refresh whose answer was lost can be retried with the same cookie', async () => {
    const player = await signUp(server);
    const lost = await refresh(player.refreshToken);
    const retry = await refresh(player.refreshToken);
    expect(retry.statusCode).toBe(200);
    expect(refreshCookie(retry)).toBe(refreshCookie(lost));
    expect((await me(retry.json().accessToken)).statusCode).toBe(200);
    // Once the successor has been used, the old token is a copy: the session is revoked.
    expect((await refresh(refreshCookie(retry))).statusCode).toBe(200);
    expect((await refresh(player.refreshToken)).statusCode).toBe(401);
    expect((await me(retry.json().accessToken)).statusCode).toBe(401);
  });

  it('refuses a missing or unknown cookie', async () => {
    expect((await refresh(undefined)).statusCode).toBe(401);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('lists the devices with IP, user agent and times, marking the current one', async () => {
    const player = await signUp(server);
    const second = await loginAgain(player, '198.51.100.5');
    const res = await sessionsOf(second.accessToken);
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json();
    expect(sessions).toHaveLength(2);
    const current = sessions.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({
      ip: '198.51.100.5',
      user_agent: 'SecondDevice/1.0',
      created_at: expect.any(String),
      last_seen_at: expect.any(String),
    });
  });

  it('revokes another of my sessions: its access and refresh tokens stop working', async () => {
    const player = await signUp(server);
    const second = await loginAgain(player, '198.51.100.6');
    const list = (await sessionsOf(player.accessToken)).json().sessions;
    const other = list.find((s: { current: boolean }) => !s.current);
    const res = await server.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${other.id}`,
      headers: bearer(player.accessToken),
    });
    expect(res.json()).toEqual({ ok: true });
    expect((await me(second.accessToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await me(player.accessToken)).statusCode).toBe(200);
    expect((await sessionsOf(player.accessToken)).json().sessions).toHaveLength(1);
  });

  it('logs out: the current session is revoked and the cookie cleared', async () => {
    const player = await signUp(server);
    const res = await server.app.inject({
      method: 'DELETE',
      url: '/api/sessions/current',
      headers: bearer(player.accessToken),
    });
    expect(res.json()).toEqual({ ok: true });
    const cleared = res.cookies.find((c) => c.name === 'tengu_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');
    expect((await me(player.accessToken)).statusCode).toBe(401);
    expect((await refresh(player.refreshToken)).statusCode).toBe(401);
  });

  it("never lets a player list, revoke or read another player's sessions or details", async () => {
    const alice = await signUp(server);
    const bob = await signUp(server);
    const aliceSessions = (await sessionsOf(alice.accessToken)).json().sessions;
    const bobSessions = (await sessionsOf(bob.accessToken)).json().sessions;
    expect(bobSessions.map((s: { id: string }) => s.id)).not.toContain(aliceSessions[0].id);

    const revoke = await server.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${aliceSessions[0].id}`,
      headers: bearer(bob.accessToken),
    });
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json().error.code).toBe('NOT_FOUND');
    expect((await me(alice.accessToken)).statusCode).toBe(200);
    const row = await database.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('id', '=', aliceSessions[0].id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeNull();

    const bobMe = (await me(bob.accessToken)).json();
    expect(bobMe.id).toBe(bob.user.id);
    expect(JSON.stringify(bobMe)).not.toContain(alice.user.email);

    const garbage = await server.app.inject({
      method: 'DELETE',
      url: '/api/sessions/not-a-uuid',
      headers: bearer(bob.accessToken),
    });
    expect(garbage.statusCode).toBe(404);
  });

  it('answers 401 without a token, with a forged one, or one signed with another secret', async () => {
    expect((await server.app.inject({ url: '/api/sessions' })).statusCode).toBe(401);
    expect((await sessionsOf('forged.token.value')).statusCode).toBe(401);
    const player = await signUp(server);
    const [header, payload] = player.accessToken.split('.');
    const tampered = `${header}.${payload}.AAAA`;
    expect((await me(tampered)).statusCode).toBe(401);
    expect((await me(tampered)).json().error.message).toBe(
      'Your session has expired. Please log in again.',
    );
  });
});

describe('socket user:join', () => {
  let baseUrl: string;
  let listening: TestServer;
  const clients = socketClients();
  beforeAll(async () => {
    listening = await createTestApp({ db: database.db, env: TEST_ENV });
    baseUrl = await listening.listen();
  });
  afterAll(async () => {
    clients.close();
    await listening.close();
  });

  async function joined(accessToken: string): Promise<{ socket: Socket; ack: UserJoinAck }> {
    const socket = await clients.open(baseUrl);
    return { socket, ack: await joinWith(socket, accessToken) };
  }
  const join = async (accessToken: string) => (await joined(accessToken)).ack;

  /** What a signed-out socket must no longer get: a balance and a tip's notification. */
  async function privateEventsReaching(socket: Socket, userId: string) {
    const balances = collect(socket, 'user:balance');
    const notifications = collect<NotificationPayload>(socket, 'notification:new');
    listening.realtime.toUser(userId, 'user:balance', { credits: '5', freebets: '0' });
    listening.realtime.toUser(userId, 'notification:new', {
      id: '00000000-0000-4000-8000-000000000001',
      title: 'Tip received',
      message: 'a private message',
      link: null,
      is_read: false,
      created_at: new Date().toISOString(),
    });
    return [...(await balances), ...(await notifications)];
  }

  it('joins the player room with a real access token, and not with a revoked one', async () => {
    const player = await signUp(listening);
    expect(await join(player.accessToken)).toEqual({
      ok: true,
      userId: player.user.id,
      // The access token lives 15 minutes.
      expiresInMs: expect.toSatisfy((ms: number) => ms > 14 * 60_000 && ms <= 15 * 60_000),
    });
    await listening.app.inject({
      method: 'DELETE',
      url: '/api/sessions/current',
      headers: bearer(player.accessToken),
    });
    expect((await join(player.accessToken)).ok).toBe(false);
  });

  it("logging out disconnects that session's sockets, not those of the other device (issue 15.2)", async () => {
    const player = await signUp(listening);
    const other = await loginAgain(player, '198.51.100.20');
    const { socket } = await joined(player.accessToken);
    const { socket: otherSocket } = await joined(other.accessToken);
    const logout = await listening.app.inject({
      method: 'DELETE',
      url: '/api/sessions/current',
      headers: bearer(player.accessToken),
    });
    expect(logout.statusCode).toBe(200);
    expect(await disconnection(socket)).toBe('io server disconnect');
    expect(await privateEventsReaching(socket, player.user.id)).toEqual([]);
    expect(otherSocket.connected).toBe(true);
    expect(await privateEventsReaching(otherSocket, player.user.id)).toHaveLength(2);
  });

  it('a password change disconnects the sockets of every session', async () => {
    const player = await signUp(listening);
    const other = await loginAgain(player, '198.51.100.21');
    const sockets = [
      (await joined(player.accessToken)).socket,
      (await joined(other.accessToken)).socket,
    ];
    const email = player.user.email ?? '';
    await listening.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    const token = tokenFromLink((await lastEmailTo(listening, email))?.links[0], 'pw_token');
    const reasons = Promise.all(sockets.map((socket) => disconnection(socket)));
    const changed = await listening.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { newPassword: 'Brand!New2Secret', token },
    });
    expect(changed.statusCode).toBe(200);
    expect(await reasons).toEqual(['io server disconnect', 'io server disconnect']);
    for (const socket of sockets) {
      expect(await privateEventsReaching(socket, player.user.id)).toEqual([]);
    }
  });

  it('a reused refresh token disconnects the sockets of its session', async () => {
    const player = await signUp(listening);
    const { socket } = await joined(player.accessToken);
    const refreshOn = (cookie: string | undefined) =>
      listening.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: cookie ? { tengu_refresh: cookie } : {},
      });
    expect((await refreshOn(player.refreshToken)).statusCode).toBe(200);
    await pastRefreshGrace(player.refreshToken);
    expect((await refreshOn(player.refreshToken)).statusCode).toBe(401);
    expect(await disconnection(socket)).toBe('io server disconnect');
    expect(await privateEventsReaching(socket, player.user.id)).toEqual([]);
  });
});
