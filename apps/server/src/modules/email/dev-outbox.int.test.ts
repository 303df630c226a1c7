import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '#test/log-capture';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { fromIp, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';

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

const forgot = (target: TestServer, email: string | null, headers = {}) =>
  target.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    headers,
  });

/** Runs `use` against a second app with these settings, closing it afterwards. */
async function withApp<T>(
  env: Record<string, string>,
  use: (app: TestServer) => Promise<T>,
  logStream?: ReturnType<typeof captureLog>['stream'],
): Promise<T> {
  const other = await createTestApp({ db: database.db, env, logStream });
  try {
    return await use(other);
  } finally {
    await other.close();
  }
}

describe('the dev outbox (DEV_OUTBOX=on)', () => {
  it('lists emails newest first as an HTML page with clickable links, no script, a favicon', async () => {
    const player = await signUp(server);
    await forgot(server, player.user.email);
    const page = await server.app.inject({ url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/<a href="http:\/\/tengu\.test\/\?pw_token=[^"]+">/);
    expect(page.body).not.toContain('<script');
    // The browser asks for the app's icon instead of a missing /favicon.ico (issue 14.9).
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    const json = (await server.app.inject({ url: '/api/dev/outbox' })).json();
    expect(json.emails[0].subject).toMatch(/Reset your Tengu password/);
  });

  it('answers only clients on this machine, also behind a trusted proxy', async () => {
    for (const url of ['/api/dev/outbox', '/dev/outbox']) {
      expect((await server.app.inject({ url })).statusCode).toBe(200);
      // A visitor reaching the server directly from elsewhere.
      const remote = await server.app.inject({ url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('pw_token');
      // A visitor forwarded by the (trusted, local) reverse proxy.
      const proxied = await server.app.inject({ url, headers: fromIp('203.0.113.7') });
      expect(proxied.statusCode).toBe(404);
    }
  });

  it('does not exist unless DEV_OUTBOX=on, whatever NODE_ENV says', async () => {
    const { DEV_OUTBOX: _on, ...withoutOutbox } = TEST_ENV;
    for (const env of [
      withoutOutbox,
      { ...withoutOutbox, NODE_ENV: 'development' },
      { ...TEST_ENV, DEV_OUTBOX: 'off' },
    ]) {
      await withApp(env, async (app) => {
        expect((await app.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
        // Not a page of its own: the web app's fallback answers (here: no build, 503).
        expect((await app.app.inject({ url: '/dev/outbox' })).body).not.toContain('Email outbox');
      });
    }
  });

  it('in production without SMTP_URL, keeps reset links out of the log', async () => {
    const log = captureLog();
    const { DEV_OUTBOX: _on, ...withoutOutbox } = TEST_ENV;
    const env = { ...withoutOutbox, NODE_ENV: 'production', LOG_LEVEL: 'info' };
    await withApp(
      env,
      async (production) => {
        const player = await signUp(production, {}, fromIp('198.51.100.77'));
        expect((await forgot(production, player.user.email)).statusCode).toBe(200);
        const kept = await database.db
          .selectFrom('email_outbox')
          .select('links')
          .where('to_address', '=', player.user.email ?? '')
          .orderBy('created_at', 'desc')
          .execute();
        // The mail was written (the reset really happened) ...
        expect(kept.some((m) => m.links.some((l) => l.includes('pw_token=')))).toBe(true);
      },
      log.stream,
    );
    // ... and the operator is told it was not sent, without the link.
    expect(log.text()).toContain('SMTP_URL is not set');
    expect(log.text()).not.toContain('pw_token');
    expect(log.text()).not.toContain('verify_email=');
  });
});
