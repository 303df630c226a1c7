import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { createWebDist, WEB_APP_JS, WEB_INDEX_HTML } from '#test/web-dist';

let database: TestDatabase;
let server: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: { WEB_DIST_DIR: createWebDist() } });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const IMMUTABLE = 'public, max-age=31536000, immutable';
const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the built web app over HTTP', () => {
  it('sends a hashed asset pre-compressed with brotli or gzip as the browser accepts, cached for a year', async () => {
    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(WEB_APP_JS);

    const gzip = await get('/assets/app-1a2b.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(WEB_APP_JS);

    for (const identity of [undefined, 'identity']) {
      const raw = await get('/assets/app-1a2b.js', identity);
      expect(raw.headers['content-encoding']).toBeUndefined();
      expect(raw.headers['cache-control']).toBe(IMMUTABLE);
      expect(raw.body).toBe(WEB_APP_JS);
    }
  });

  it('revalidates index.html and the SPA fallback on every visit, compressed too', async () => {
    for (const url of ['/', '/index.html', '/pl/casino/home']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(WEB_INDEX_HTML);
    }
    const plain = await get('/some/route');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(WEB_INDEX_HTML);
  });

  it('does not publish the compressed variants as files of their own', async () => {
    const res = await get('/assets/app-1a2b.js.br');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
