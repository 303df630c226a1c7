import { createHash } from 'node:crypto';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#app/config';
import { bearer, signUp, TEST_ENV } from '#app/modules/auth/accounts.int-helpers';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { createWebDist } from '#test/web-dist';
import { securityHeaders } from './security-headers';

let database: TestDatabase;
let webDist: string;
beforeAll(async () => {
  database = await createTestDatabase();
  webDist = createWebDist();
});
afterAll(async () => database.drop());

describe('the HTTP surface', () => {
  it('answers an unknown API path with a JSON 404 in the error shape', async () => {
    const { app, close } = await createTestApp({ db: database.db, env: { WEB_DIST_DIR: webDist } });
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `No route ${method} ${url}.` },
      });
    }
    await close();
  });

  it('serves the SPA with history fallback, and hashed assets as immutable', async () => {
    const { app, close } = await createTestApp({ db: database.db, env: { WEB_DIST_DIR: webDist } });
    for (const url of ['/', '/some/spa/route', '/pl/casino/home?tab=2']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    const asset = await app.inject({ url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    await close();
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const { app, close } = await createTestApp({ db: database.db, env: { WEB_DIST_DIR: webDist } });
    const res = await app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( https:\/\/telegram\.org)?;/);
    expect(csp).not.toContain("'unsafe-eval'");
    // Sockets and fetches reach our own origin only (no ws:/wss: to any host).
    expect(csp).toMatch(/(^|;)connect-src 'self'(;|$)/);
    expect(csp).not.toMatch(/connect-src[^;]*\bwss?:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await close();
  });

  it("gives the API docs a CSP of their own that allows Swagger UI's logo style by its hash", async () => {
    const { app, close } = await createTestApp({ db: database.db, env: { WEB_DIST_DIR: webDist } });
    // The one inline <style> Swagger UI renders (its logo SVG, in swagger-ui-standalone-preset.js).
    const logoStyle = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';
    const hash = `'sha256-${createHash('sha256').update(logoStyle).digest('base64')}'`;
    const docs = String(
      (await app.inject({ url: '/api/docs/' })).headers['content-security-policy'],
    );
    const docsStyleSrc = docs.split(';').find((d) => d.trim().startsWith('style-src ')) ?? '';
    expect(docsStyleSrc).toContain(hash);
    expect(docsStyleSrc).not.toContain("'unsafe-inline'");
    expect(docs).toContain("script-src 'self'");
    // The site keeps its own policy (plus its page's style nonce, ADR 052), without the docs'
    // exception.
    const site = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(site.replace(/ 'nonce-[^']+'/, '')).toBe(
      securityHeaders(loadConfig({ NODE_ENV: 'test' }))['content-security-policy'],
    );
    expect(site).not.toContain('sha256-');
    await close();
  });

  it('forbids caching any API answer, personal or not', async () => {
    const server = await createTestApp({
      db: database.db,
      env: { ...TEST_ENV, WEB_DIST_DIR: webDist },
    });
    const player = await signUp(server);
    const me = await server.app.inject({
      url: '/api/users/me',
      headers: bearer(player.accessToken),
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['content-type']).toContain('application/json');
    expect(me.headers['cache-control']).toBe('no-store');
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: player.user.username, password: player.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/users/me', '/api/health', '/api/nope']) {
      expect((await server.app.inject({ url })).headers['cache-control']).toBe('no-store');
    }
    await server.close();
  });

  it('publishes a valid OpenAPI 3 document and the docs UI', async () => {
    const { app, close } = await createTestApp({ db: database.db });
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toMatch(/^3\./);
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
    expect(Object.keys(document.paths)).toContain('/api/health');
    const ui = await app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
    await close();
  });

  it('rate-limits globally with a clear 429 in the error shape', async () => {
    const { app, close } = await createTestApp({
      db: database.db,
      env: { RATE_LIMIT_MAX: '3', WEB_DIST_DIR: webDist },
    });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i += 1) {
      last = await app.inject({ url: '/api/nope' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect(last?.json().error.code).toBe('RATE_LIMITED');
    expect(last?.json().error.message).toMatch(/Too many requests/);
    await close();
  });
});
