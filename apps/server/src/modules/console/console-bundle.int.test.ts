import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { createWebDist, WEB_INDEX_HTML } from '#test/web-dist';

const ADMIN_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/admin-9z8y.js"></script></head><body><div id="root"></div></body></html>';

let database: TestDatabase;
let server: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  const dist = createWebDist();
  writeFileSync(join(dist, 'admin.html'), ADMIN_HTML);
  server = await createTestApp({ db: database.db, env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('the operator console bundle (ADR 037)', () => {
  it('serves admin.html at /admin and its client routes, index.html everywhere else', async () => {
    for (const url of ['/admin', '/admin/players', '/admin/players/x?q=1', '/admin/audit']) {
      const res = await server.app.inject({ url });
      expect([url, res.statusCode, res.body]).toEqual([url, 200, ADMIN_HTML]);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/', '/casino/home', '/administrator']) {
      const res = await server.app.inject({ url });
      expect([url, res.body]).toEqual([url, WEB_INDEX_HTML]);
    }
  });

  it('keeps /api/admin an API: 401 for a visitor, 404 JSON for an unknown route', async () => {
    const me = await server.app.inject({ url: '/api/admin/me' });
    expect(me.statusCode).toBe(401);
    const unknown = await server.app.inject({ url: '/api/admin/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });
});
