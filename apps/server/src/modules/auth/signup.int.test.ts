import { AUTH_MESSAGES } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import {
  bearer,
  fromIp,
  lastEmailTo,
  signUp,
  signupPayload,
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

const signup = (payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/auth/signup', payload, headers });

describe('POST /api/auth/signup', () => {
  it('creates the player, signs them in with a refresh cookie and mails a verification link', async () => {
    const payload = signupPayload({
      username: '  Spaced_Name1  ',
      clickId: 'c1',
      campaignId: 'k9',
    });
    const res = await signup(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      username: 'Spaced_Name1',
      email: payload.email,
      level: 0,
      balance: '0',
      credits: '0',
      freebets: '0',
      amount_wagered: '0',
      wagerRequirement: '0',
      credits_volume: '0',
      twoFactorEnabled: false,
      need_change_username: false,
      need_change_password: false,
      email_verified: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/password_hash|two_factor_secret|argon2/);
    const cookie = res.cookies.find((c) => c.name === 'tengu_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    const row = await database.db
      .selectFrom('users')
      .select(['click_id', 'campaign_id', 'password_hash'])
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ click_id: 'c1', campaign_id: 'k9' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const email = await lastEmailTo(server, payload.email);
    expect(email?.links[0]).toMatch(/^http:\/\/tengu\.test\/\?verify_email=/);
    const token = tokenFromLink(email?.links[0], 'verify_email');
    const verified = await server.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    const me = await server.app.inject({ url: '/api/users/me', headers: bearer(body.accessToken) });
    expect(me.json().email_verified).toBe(true);
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(again.json().error.message).toBe(AUTH_MESSAGES.invalidToken);
  });

  it('resends the verification link to a signed-in player, and the new link works', async () => {
    const player = await signUp(server);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      headers: bearer(player.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const token = tokenFromLink(
      (await lastEmailTo(server, player.user.email ?? ''))?.links[0],
      'verify_email',
    );
    const verified = await server.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    const missing = await server.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: {},
    });
    expect(missing.json().error.message).toBe(AUTH_MESSAGES.invalidToken);
  });

  it.each([
    ['Sh0rt!', AUTH_MESSAGES.passwordTooShort],
    ['lowercase1!', AUTH_MESSAGES.passwordUppercase],
    ['UPPERCASE1!', AUTH_MESSAGES.passwordLowercase],
    ['NoNumbers!!', AUTH_MESSAGES.passwordNumber],
    ['NoSpecial123', AUTH_MESSAGES.passwordSpecial],
    ['Password1!', AUTH_MESSAGES.passwordCommon],
    ['Admin123!', AUTH_MESSAGES.passwordCommon],
    ['!Trustno1', AUTH_MESSAGES.passwordCommon],
  ])('refuses the password %s with its own message', async (password, message) => {
    const res = await signup(signupPayload({ password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'WEAK_PASSWORD', message });
  });

  it('states the exact password messages of the spec', () => {
    expect(AUTH_MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters long.');
    expect(AUTH_MESSAGES.passwordCommon).toBe('Password is too common and easily guessable.');
  });

  it('refuses an email or a username that exists, whatever the case', async () => {
    const first = await signUp(server);
    const email = first.user.email ?? '';
    const sameEmail = await signup(signupPayload({ email: email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.message).toBe('User already exists with the provided email');
    const sameName = await signup(signupPayload({ username: first.user.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error.message).toBe('Username already exists');
  });

  it('refuses a second sign-up from the same IP with "Error signing up."', async () => {
    expect((await signup(signupPayload(), fromIp('203.0.113.7'))).statusCode).toBe(201);
    const res = await signup(signupPayload(), fromIp('203.0.113.7'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'SIGNUP_IP_USED', message: 'Error signing up.' });
    expect((await signup(signupPayload(), fromIp('203.0.113.8'))).statusCode).toBe(201);
  });

  it('lets the loopback allowlist sign up several players (e2e)', async () => {
    await signUp(server);
    await signUp(server);
  });

  it('refuses an unknown referral code and records a known one', async () => {
    const bad = await signup(signupPayload({ referralCode: 'NOPE1234' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({
      code: 'INVALID_REFERRAL_CODE',
      message: AUTH_MESSAGES.invalidReferralCode,
    });
    const referrer = await signUp(server);
    const referred = await signUp(server, {
      referralCode: referrer.user.referral_code.toLowerCase(),
    });
    const row = await database.db
      .selectFrom('users')
      .select('referred_by')
      .where('id', '=', referred.user.id)
      .executeTakeFirstOrThrow();
    expect(row.referred_by).toBe(referrer.user.id);
  });

  it('validates the email, the username and the consent flag', async () => {
    const badEmail = await signup(signupPayload({ email: 'not-an-email' }));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toContain(AUTH_MESSAGES.invalidEmail);
    for (const username of ['ab', 'a'.repeat(21), 'has space', 'dash-name']) {
      const res = await signup(signupPayload({ username }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('3 to 20 characters');
    }
    const noConsent = await signup(signupPayload({ consent: false }));
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.message).toBe(AUTH_MESSAGES.consentRequired);
  });
});
