import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  refreshCookie,
  signUp,
  signupPayload,
  TEST_ENV,
  type TestServer,
} from '#app/modules/auth/accounts.int-helpers';
import { REFRESH_COOKIE, setRefreshCookie } from '#app/modules/auth/auth.cookies';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { CROSS_SITE_MESSAGE } from './cross-site-guard';

/**
 * Sessions and pages against a hostile site (issue 25 item 4, ADR 052): the refresh cookie's
 * flags, the CSRF guard on state-changing calls, and the pages' strict CSP with a fresh nonce.
 */

let database: TestDatabase;
let server: TestServer;
const PAGE =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="TENGU_CSP_NONCE" />' +
  '<script type="module" crossorigin src="/assets/app.js" nonce="TENGU_CSP_NONCE"></script>' +
  '</head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  database = await createTestDatabase();
  const dist = mkdtempSync(join(tmpdir(), 'tengu-csp-'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'admin.html'), PAGE.replace('app.js', 'admin.js'));
  server = await createTestApp({ db: database.db, env: { ...TEST_ENV, WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const CROSS_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
const refresh = (token: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { [REFRESH_COOKIE]: token },
    headers,
  });
const liveSessions = async (userId: string) =>
  (
    await database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute()
  ).length;

describe('the refresh cookie', () => {
  it('is HttpOnly, SameSite=Strict and scoped to /api/auth; Secure only over https (tests are http)', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupPayload(),
    });
    const set = res.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(set?.secure).toBeUndefined();
    // The same function with secure on, as app.ts passes it in production (config.isProduction).
    const app = Fastify();
    await app.register(cookie);
    app.get('/', async (_, reply) => {
      setRefreshCookie(reply, 'token', true);
      return {};
    });
    const production = (await app.inject({ url: '/' })).cookies[0];
    expect(production).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    await app.close();
  });
});

describe('the CSRF guard', () => {
  it('refuses a cross-site refresh: no new token, no new cookie, the old one still works', async () => {
    const player = await signUp(server);
    for (const headers of [
      CROSS_SITE as Record<string, string>,
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      const res = await refresh(player.refreshToken, headers);
      expect([res.statusCode, res.json().error.message], JSON.stringify(headers)).toEqual([
        403,
        CROSS_SITE_MESSAGE,
      ]);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // Our own page's fetch (same origin), and clients that send neither header, pass.
    const own = await refresh(player.refreshToken, {
      'sec-fetch-site': 'same-origin',
      origin: 'http://localhost:80',
    });
    expect(own.statusCode).toBe(200);
    const rotated = refreshCookie(own) ?? '';
    const sameHost = await refresh(rotated, { origin: 'http://localhost:80' });
    expect(sameHost.statusCode).toBe(200);
  });

  it('refuses a cross-site sign-in (login CSRF) and sign-out, changing nothing', async () => {
    const player = await signUp(server);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: player.user.username, password: player.password },
      headers: CROSS_SITE,
    });
    expect(login.statusCode).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
    const before = await liveSessions(player.user.id);
    const logout = await server.app.inject({
      method: 'DELETE',
      url: '/api/sessions/current',
      headers: { ...bearer(player.accessToken), ...CROSS_SITE },
    });
    expect(logout.statusCode).toBe(403);
    expect(await liveSessions(player.user.id)).toBe(before);
    const me = await server.app.inject({
      url: '/api/users/me',
      headers: bearer(player.accessToken),
    });
    expect(me.statusCode).toBe(200);
  });

  it('leaves reads, and server-to-server calls without browser headers, alone', async () => {
    const read = await server.app.inject({ url: '/api/health', headers: CROSS_SITE });
    expect(read.statusCode).toBe(200);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'nobody_here', password: 'wrong' },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe("the pages' Content-Security-Policy", () => {
  const directive = (csp: string, name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';

  it('allows no inline script and no inline style but the one the page carries a fresh nonce for', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/casino/home', '/admin/login', '/index.html', '/admin.html']) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).not.toContain('unsafe-inline');
      expect(csp, url).not.toContain('unsafe-eval');
      expect(directive(csp, 'script-src'), url).not.toContain('nonce-');
      expect(directive(csp, 'script-src-attr'), url).toBe("script-src-attr 'none'");
      expect(directive(csp, 'object-src'), url).toBe("object-src 'none'");
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(directive(csp, 'style-src'))?.[1] ?? '';
      expect(nonce.length, url).toBeGreaterThanOrEqual(22);
      expect(res.body, url).toContain(`<meta property="csp-nonce" nonce="${nonce}"`);
      expect(res.body, url).not.toContain('TENGU_CSP_NONCE');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it("gives the API no page's nonce", async () => {
    const csp = String(
      (await server.app.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('nonce-');
  });
});
