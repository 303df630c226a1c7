import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#app/config';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

/** Issue 23 item 3: LIVE_SUPPORT_SCRIPT_URL replaces our widget by a third-party one. */
const SCRIPT = 'https://widget.support-desk.example/loader.js?site=tengu';

const directive = (csp: string | undefined, name: string) =>
  (csp ?? '').split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';

describe('a third-party live-support widget', () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await createTestApp({ db: database.db, env: { LIVE_SUPPORT_SCRIPT_URL: SCRIPT } });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('tells the web app to load it, and the CSP allows its origin', async () => {
    const config = await server.app.inject({ url: '/api/support/config' });
    expect(config.json()).toEqual({ mode: 'external', scriptUrl: SCRIPT });
    const csp = config.headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).toContain('https://widget.support-desk.example');
    expect(directive(csp, 'connect-src')).toContain('https://widget.support-desk.example');
  });

  it('must be an https URL in production', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() =>
      loadConfig({ ...production, LIVE_SUPPORT_SCRIPT_URL: 'http://widget.example/l.js' }),
    ).toThrow(/LIVE_SUPPORT_SCRIPT_URL: must be https in production/);
    expect(() =>
      loadConfig({ ...production, LIVE_SUPPORT_SCRIPT_URL: 'javascript:alert(1)' }),
    ).toThrow(/LIVE_SUPPORT_SCRIPT_URL/);
  });
});
