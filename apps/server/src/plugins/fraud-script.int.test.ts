import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#app/config';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

/** Issue 23 item 5: FRAUD_SCRIPT_URL loads a first-party script on every page, CSP allowing it. */
const SCRIPT = 'https://metrics.tengu.example/fp.js?site=tengu&v=2';
const INDEX = '<!doctype html><html><head><title>Tengu</title></head><body></body></html>';

function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tengu-web-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  return dir;
}

const directive = (csp: string | undefined, name: string) =>
  (csp ?? '').split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';

describe('the fraud-detection script', () => {
  let database: TestDatabase;
  let withScript: Awaited<ReturnType<typeof createTestApp>>;
  let without: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const dist = webDist();
    withScript = await createTestApp({
      db: database.db,
      env: { WEB_DIST_DIR: dist, FRAUD_SCRIPT_URL: SCRIPT },
    });
    without = await createTestApp({ db: database.db, env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await withScript.close();
    await without.close();
    await database.drop();
  });

  it('is in the head of every page when set, and the CSP allows its origin', async () => {
    for (const url of ['/', '/support', '/pl/blog/some-post']) {
      const page = await withScript.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(
        '<script async src="https://metrics.tengu.example/fp.js?site=tengu&amp;v=2" data-head-script></script></head>',
      );
      const csp = page.headers['content-security-policy'] as string;
      expect(directive(csp, 'script-src')).toContain('https://metrics.tengu.example');
      expect(directive(csp, 'connect-src')).toContain('https://metrics.tengu.example');
    }
    // API answers carry the same policy and no HTML.
    const api = await withScript.app.inject({ url: '/api/health/live' });
    expect(api.body).not.toContain('<script');
  });

  it('is nowhere when unset: the page is the built file and the CSP names no other origin', async () => {
    const page = await without.app.inject({ url: '/support' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
    const csp = page.headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src').trim()).toBe("script-src 'self' https://telegram.org");
    expect(directive(csp, 'connect-src').trim()).toBe("connect-src 'self'");
  });

  it('must be an https URL in production', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() =>
      loadConfig({ ...production, FRAUD_SCRIPT_URL: 'http://metrics.tengu.example/fp.js' }),
    ).toThrow(/FRAUD_SCRIPT_URL: must be https in production/);
    expect(() => loadConfig({ ...production, FRAUD_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(
      /FRAUD_SCRIPT_URL/,
    );
  });
});
