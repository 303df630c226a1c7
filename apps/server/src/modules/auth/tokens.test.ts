import { hkdfSync } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, ConfigError } from '#app/config';
import { resolveJwtSecret } from './jwt-secret';
import { createTokens, hashToken, randomToken } from './tokens';

const SECRET = 'unit-test-secret-unit-test-secret-123';

describe('tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs access tokens that only the same secret accepts, and keeps their kinds apart', async () => {
    const tokens = createTokens(SECRET);
    const access = await tokens.signAccess({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verifyAccess(access)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await createTokens(`${SECRET}x`).verifyAccess(access)).toBeNull();
    expect(await tokens.verifyLoginTicket(access)).toBeNull();
    const ticket = await tokens.signLoginTicket('u1');
    expect(await tokens.verifyLoginTicket(ticket)).toBe('u1');
    expect(await tokens.verifyAccess(ticket)).toBeNull();
  });

  it('rejects an access token after it expires, also once it has been verified', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokens(SECRET);
    const access = await tokens.signAccess({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verifyAccess(access)).toEqual({ userId: 'u1', sessionId: 's1' });
    vi.setSystemTime(Date.now() + 14 * 60_000);
    expect(await tokens.verifyAccess(access)).toEqual({ userId: 'u1', sessionId: 's1' });
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(await tokens.verifyAccess(access)).toBeNull();
  });

  it('refuses a correctly signed token that never expires (no exp claim)', async () => {
    const tokens = createTokens(SECRET);
    // Signed with the very key the server uses, only without `exp`.
    const key = new Uint8Array(hkdfSync('sha256', SECRET, 'tengu', 'jwt', 32));
    const forever = (typ: string, extra: object) =>
      new SignJWT({ typ, ...extra })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('u1')
        .sign(key);
    const withExp = await new SignJWT({ typ: 'access', sid: 's1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setExpirationTime('1m')
      .sign(key);
    expect(await tokens.verifyAccess(withExp)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verifyAccess(await forever('access', { sid: 's1' }))).toBeNull();
    expect(await tokens.verifyLoginTicket(await forever('login-2fa', {}))).toBeNull();
  });

  it('seals 2FA secrets so that the stored value reveals nothing', () => {
    const tokens = createTokens(SECRET);
    const sealed = tokens.seal('JBSWY3DPEHPK3PXPJBSWY3DP');
    expect(sealed).not.toContain('JBSWY3DP');
    expect(tokens.open(sealed)).toBe('JBSWY3DPEHPK3PXPJBSWY3DP');
    expect(() => createTokens(`${SECRET}x`).open(sealed)).toThrow();
  });

  it('makes random tokens and stores only their hash', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(randomToken()).not.toBe(token);
  });
});

describe('JWT_SECRET', () => {
  it('is required in production, at least 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).JWT_SECRET).toBe(SECRET);
  });

  it('is a throw-away one in tests when unset', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(resolveJwtSecret(config)).not.toBe(resolveJwtSecret(config));
  });

  it('is generated once into DATA_DIR/jwt-secret in development, then reused', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tengu-jwt-'));
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const secret = resolveJwtSecret(config);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(secret);
    expect(resolveJwtSecret(config)).toBe(secret);
  });

  it('has the accounts defaults', () => {
    const config = loadConfig({});
    expect(config.GEO_BLOCKED_COUNTRIES).toEqual(['AE', 'GB']);
    expect(config.AUTH_RATE_LIMIT_MAX).toBe(10);
    expect(config.signupIpAllowlist).toEqual(['127.0.0.1', '::1']);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.MAIL_FROM).toBe('Tengu <no-reply@tengu.local>');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).signupIpAllowlist).toEqual(
      [],
    );
  });
});
