import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

let database: TestDatabase;
let webDist: string;
beforeAll(async () => {
  database = await createTestDatabase();
  webDist = mkdtempSync(join(tmpdir(), 'tengu-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'console.log("tengu")');
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
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await close();
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
