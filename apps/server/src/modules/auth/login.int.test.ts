import { AUTH_MESSAGES } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { fund, walletPost } from '#app/modules/wallet/wallet.int-helpers';
import {
  bearer,
  fromIp,
  refreshCookie,
  signUp,
  TEST_ENV,
  type TestServer,
} from './accounts.int-helpers';

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

const login = (target: TestServer, payload: object, headers: Record<string, string> = {}) =>
  target.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });

describe('POST /api/auth/login', () => {
  it('signs in by email and by username, case-insensitively, with a refresh cookie', async () => {
    const player = await signUp(server);
    for (const login_ of [player.user.email ?? '', player.user.username.toUpperCase()]) {
      const res = await login(server, { login: login_, password: player.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        accessToken: expect.any(String),
        user: { id: player.user.id, username: player.user.username },
      });
      expect(refreshCookie(res)).toEqual(expect.any(String));
    }
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const player = await signUp(server);
    const wrong = await login(server, { login: player.user.username, password: 'Wrong!Pass1' });
    const unknown = await login(server, { login: 'nobody_here', password: 'Wrong!Pass1' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: AUTH_MESSAGES.invalidCredentials,
      });
      expect(refreshCookie(res)).toBeUndefined();
    }
  });

  it('tells the client about need_change_password on login', async () => {
    const player = await signUp(server);
    await database.db
      .updateTable('users')
      .set({ need_change_password: true })
      .where('id', '=', player.user.id)
      .execute();
    const res = await login(server, { login: player.user.username, password: player.password });
    expect(res.json().user.need_change_password).toBe(true);
  });
});

describe('login rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await createTestApp({
      db: database.db,
      env: { ...TEST_ENV, AUTH_RATE_LIMIT_MAX: '3' },
    });
  });
  afterAll(async () => limited.close());

  it('limits one IP to AUTH_RATE_LIMIT_MAX login attempts a minute, with a clear 429', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i += 1) {
      last = await login(
        limited,
        { login: `ghost_${i}`, password: 'Wrong!Pass1' },
        fromIp('198.51.100.20'),
      );
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last?.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: AUTH_MESSAGES.rateLimited,
    });
    // Another IP is not affected.
    const other = await login(
      limited,
      { login: 'ghost_x', password: 'Wrong!Pass1' },
      fromIp('198.51.100.21'),
    );
    expect(other.statusCode).toBe(401);
  });

  it('never locks the owner out: ten wrong passwords from other IPs leave their login and vault alone', async () => {
    const victim = await signUp(server);
    await fund(database.db, victim.user.id, '5');
    const toVault = await walletPost(limited, victim.accessToken, 'vault', {
      target: 'vault',
      amount: '2',
    });
    expect(toVault.statusCode).toBe(200);
    // Usernames are public: anyone, from anywhere, tries wrong passwords (issue 15.1).
    for (let i = 0; i < 10; i += 1) {
      const wrong = await login(
        limited,
        { login: victim.user.username, password: 'Wrong!Pass1' },
        fromIp(`192.0.2.${10 + i}`),
      );
      expect(wrong.statusCode).toBe(401);
    }
    const right = await login(
      limited,
      { login: victim.user.username, password: victim.password },
      fromIp('192.0.2.99'),
    );
    expect(right.statusCode).toBe(200);
    const withdrawal = await walletPost(limited, victim.accessToken, 'vault', {
      target: 'balance',
      amount: '1',
      password: victim.password,
    });
    expect(withdrawal.statusCode).toBe(200);
    expect(withdrawal.json()).toMatchObject({ credits: '4', vault: '1' });
  });

  it('stops a brute-forcer on one IP, while the owner still signs in from theirs', async () => {
    const player = await signUp(server);
    const attacker = fromIp('203.0.113.40');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await login(
        limited,
        { login: player.user.username, password: 'Wrong!Pass1' },
        attacker,
      );
      statuses.push(res.statusCode);
    }
    // Even the right password from that IP is refused now (the attacker cannot tell).
    const guessed = await login(
      limited,
      { login: player.user.username, password: player.password },
      attacker,
    );
    statuses.push(guessed.statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(guessed.json().error.message).toBe(AUTH_MESSAGES.rateLimited);
    const owner = await login(
      limited,
      { login: player.user.username, password: player.password },
      fromIp('203.0.113.41'),
    );
    expect(owner.statusCode).toBe(200);
  });

  it('tells the owner once about a burst of failed logins', async () => {
    const player = await signUp(server);
    for (let i = 0; i < 6; i += 1) {
      await login(
        limited,
        { login: player.user.username, password: 'Wrong!Pass1' },
        fromIp(`198.18.0.${i + 1}`),
      );
    }
    const list = await limited.app.inject({
      url: '/api/notifications',
      headers: bearer(player.accessToken),
    });
    const notices = (list.json().notifications as { title: string; message: string }[]).filter(
      (n) => n.title === 'Failed sign-in attempts',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toMatch(/wrong password for your account/);
  });

  it('limits sign-up and forgot-password per IP too', async () => {
    for (const url of ['/api/auth/signup', '/api/auth/forgot-password']) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url,
          payload: { username: 'x' },
          headers: fromIp('198.51.100.30'),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses[3]).toBe(429);
    }
  });
});
