import { AUTH_MESSAGES } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import {
  bearer,
  lastEmailTo,
  signUp,
  TEST_ENV,
  tokenFromLink,
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

const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });
const login = (login_: string, password: string) =>
  post('/api/auth/login', { login: login_, password });

async function resetLink(payload: object, email: string) {
  const res = await post('/api/auth/forgot-password', payload);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true, message: AUTH_MESSAGES.forgotPasswordSent });
  const mail = await lastEmailTo(server, email);
  expect(mail?.subject).toMatch(/Reset your Tengu password/);
  expect(mail?.links[0]).toMatch(/^http:\/\/tengu\.test\/\?pw_token=/);
  return tokenFromLink(mail?.links[0], 'pw_token');
}

describe('forgot and change password', () => {
  it('mails a single-use link (by email) that sets a new password and signs every device out', async () => {
    const player = await signUp(server);
    await database.db
      .updateTable('users')
      .set({ need_change_password: true })
      .where('id', '=', player.user.id)
      .execute();
    const email = player.user.email ?? '';
    const token = await resetLink({ email: email.toUpperCase() }, email);

    const changed = await post('/api/auth/change-password', {
      newPassword: 'Brand!New2Secret',
      token,
    });
    expect(changed.statusCode).toBe(200);
    expect((await login(email, player.password)).statusCode).toBe(401);
    const fresh = await login(email, 'Brand!New2Secret');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.need_change_password).toBe(false);
    const oldSession = await server.app.inject({
      url: '/api/users/me',
      headers: bearer(player.accessToken),
    });
    expect(oldSession.statusCode).toBe(401);

    const reused = await post('/api/auth/change-password', {
      newPassword: 'Another!Pass3word',
      token,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toEqual({
      code: 'INVALID_TOKEN',
      message: 'Invalid token. Please try again.',
    });
  });

  it('finds the account by username too', async () => {
    const player = await signUp(server);
    const token = await resetLink(
      { username: player.user.username.toUpperCase() },
      player.user.email ?? '',
    );
    const res = await post('/api/auth/change-password', { newPassword: 'Fresh!Pass4word', token });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a missing, unknown or expired token with the spec message', async () => {
    const missing = await post('/api/auth/change-password', { newPassword: 'Fresh!Pass4word' });
    expect(missing.json().error.message).toBe(AUTH_MESSAGES.invalidToken);
    const unknown = await post('/api/auth/change-password', {
      newPassword: 'Fresh!Pass4word',
      token: 'made-up',
    });
    expect(unknown.json().error.message).toBe(AUTH_MESSAGES.invalidToken);

    const player = await signUp(server);
    const token = await resetLink({ email: player.user.email }, player.user.email ?? '');
    const row = await database.db
      .selectFrom('email_tokens')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', player.user.id)
      .where('purpose', '=', 'password_reset')
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeCloseTo(3_600_000, -4);
    await database.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', player.user.id)
      .execute();
    const expired = await post('/api/auth/change-password', {
      newPassword: 'Fresh!Pass4word',
      token,
    });
    expect(expired.json().error.message).toBe(AUTH_MESSAGES.invalidToken);
  });

  it('applies the password rules to the new password and keeps the token', async () => {
    const player = await signUp(server);
    const token = await resetLink({ email: player.user.email }, player.user.email ?? '');
    const weak = await post('/api/auth/change-password', { newPassword: 'qwerty', token });
    expect(weak.json().error.message).toBe(AUTH_MESSAGES.passwordTooShort);
    const common = await post('/api/auth/change-password', { newPassword: 'Password123!', token });
    expect(common.json().error.message).toBe(AUTH_MESSAGES.passwordCommon);
    const ok = await post('/api/auth/change-password', { newPassword: 'Fine!Pass5word', token });
    expect(ok.statusCode).toBe(200);
  });

  it('answers the same for an unknown account, and sends nothing', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(res.json()).toEqual({ ok: true, message: AUTH_MESSAGES.forgotPasswordSent });
    expect(await lastEmailTo(server, 'nobody@example.com')).toBeUndefined();
  });
});
