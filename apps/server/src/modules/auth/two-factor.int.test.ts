import { AUTH_MESSAGES } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  totp,
  type SignedUp,
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

const post = (
  target: TestServer,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => target.app.inject({ method: 'POST', url, payload, headers });

/** Signs a player up and turns 2FA on with the current code; returns the secret. */
async function playerWith2fa(target: TestServer = server) {
  const player = await signUp(target);
  const setup = await post(target, '/api/auth/2fa/setup', undefined, bearer(player.accessToken));
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl, qrCodeDataUrl } = setup.json();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Tengu:.*secret=/);
  expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  const enable = await post(
    target,
    '/api/auth/2fa/enable',
    { code: await totp(secret) },
    bearer(player.accessToken),
  );
  expect(enable.json()).toEqual({ twoFactorEnabled: true });
  return { player, secret: secret as string };
}

async function tempTokenOf(target: TestServer, player: SignedUp, ip = '127.0.0.1') {
  const res = await post(
    target,
    '/api/auth/login',
    { login: player.user.username, password: player.password },
    fromIp(ip),
  );
  expect(res.json()).toEqual({ require2FA: true, tempToken: expect.any(String) });
  expect(refreshCookie(res)).toBeUndefined();
  return res.json().tempToken as string;
}

describe('two-factor authentication', () => {
  it('makes login go through a tempToken and a TOTP code', async () => {
    const { player, secret } = await playerWith2fa();
    const me = await server.app.inject({
      url: '/api/users/me',
      headers: bearer(player.accessToken),
    });
    expect(me.json().twoFactorEnabled).toBe(true);
    expect(me.body).not.toContain(secret);
    const tempToken = await tempTokenOf(server, player);

    const wrong = await post(server, '/api/auth/2fa/verify', {
      tempToken,
      twoFactorCode: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({ code: 'INVALID_2FA_CODE', message: 'Invalid 2FA Code' });
    const garbage = await post(server, '/api/auth/2fa/verify', { tempToken, twoFactorCode: 'abc' });
    expect(garbage.json().error.message).toBe('Invalid 2FA Code');

    const code = await totp(secret, 1);
    const ok = await post(server, '/api/auth/2fa/verify', { tempToken, twoFactorCode: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      accessToken: expect.any(String),
      user: { id: player.user.id },
    });
    expect(refreshCookie(ok)).toEqual(expect.any(String));

    // A code is accepted once.
    const replay = await post(server, '/api/auth/2fa/verify', { tempToken, twoFactorCode: code });
    expect(replay.json().error.message).toBe('Invalid 2FA Code');
  });

  it('refuses a forged or missing tempToken', async () => {
    const res = await post(server, '/api/auth/2fa/verify', {
      tempToken: 'forged',
      twoFactorCode: '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.loginExpired);
    const access = await signUp(server);
    const withAccessToken = await post(server, '/api/auth/2fa/verify', {
      tempToken: access.accessToken,
      twoFactorCode: '123456',
    });
    expect(withAccessToken.json().error.code).toBe('LOGIN_EXPIRED');
  });

  it('turns 2FA off only with a valid code', async () => {
    const { player, secret } = await playerWith2fa();
    const wrong = await post(
      server,
      '/api/auth/2fa/disable',
      { code: '000000' },
      bearer(player.accessToken),
    );
    expect(wrong.json().error.message).toBe('Invalid 2FA Code');
    const off = await post(
      server,
      '/api/auth/2fa/disable',
      { code: await totp(secret, 1) },
      bearer(player.accessToken),
    );
    expect(off.json()).toEqual({ twoFactorEnabled: false });
    const login = await post(server, '/api/auth/login', {
      login: player.user.username,
      password: player.password,
    });
    expect(login.json().accessToken).toEqual(expect.any(String));
  });

  it('refuses enabling without a setup, or with a wrong code', async () => {
    const player = await signUp(server);
    const early = await post(
      server,
      '/api/auth/2fa/enable',
      { code: '123456' },
      bearer(player.accessToken),
    );
    expect(early.json().error.message).toBe(AUTH_MESSAGES.twoFactorSetupFirst);
    await post(server, '/api/auth/2fa/setup', undefined, bearer(player.accessToken));
    const wrong = await post(
      server,
      '/api/auth/2fa/enable',
      { code: '000000' },
      bearer(player.accessToken),
    );
    expect(wrong.json().error.message).toBe('Invalid 2FA Code');
    const unauthenticated = await post(server, '/api/auth/2fa/setup');
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('mails a one-time recovery link that turns 2FA off and signs in', async () => {
    const { player } = await playerWith2fa();
    const tempToken = await tempTokenOf(server, player);
    const sent = await post(server, '/api/auth/2fa/recovery-email', { tempToken });
    expect(sent.json()).toEqual({ ok: true, message: 'Check your email' });
    const link = (await lastEmailTo(server, player.user.email ?? ''))?.links[0];
    expect(link).toMatch(/^http:\/\/tengu\.test\/\?recovery_token=/);
    const token = tokenFromLink(link, 'recovery_token');
    const recovered = await post(server, '/api/auth/2fa/recovery', { token });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().user).toMatchObject({ id: player.user.id, twoFactorEnabled: false });
    const again = await post(server, '/api/auth/2fa/recovery', { token });
    expect(again.json().error.message).toBe(AUTH_MESSAGES.invalidToken);
  });

  it('counts wrong 2FA codes toward the account limit (429)', async () => {
    const limited = await createTestApp({
      db: database.db,
      env: { ...TEST_ENV, AUTH_RATE_LIMIT_MAX: '3' },
    });
    try {
      const { player, secret } = await playerWith2fa(server);
      const tempToken = await tempTokenOf(limited, player, '192.0.2.50');
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await post(
          limited,
          '/api/auth/2fa/verify',
          { tempToken, twoFactorCode: '000000' },
          fromIp(`192.0.2.${60 + i}`),
        );
        statuses.push(res.statusCode);
      }
      const right = await post(
        limited,
        '/api/auth/2fa/verify',
        { tempToken, twoFactorCode: await totp(secret, 1) },
        fromIp('192.0.2.70'),
      );
      statuses.push(right.statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      expect(right.json().error.message).toBe(AUTH_MESSAGES.rateLimited);
    } finally {
      await limited.close();
    }
  });

  it('limits 2FA verification per IP', async () => {
    const limited = await createTestApp({
      db: database.db,
      env: { ...TEST_ENV, AUTH_RATE_LIMIT_MAX: '2' },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await post(
          limited,
          '/api/auth/2fa/verify',
          { tempToken: 'x', twoFactorCode: '000000' },
          fromIp('192.0.2.80'),
        );
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
