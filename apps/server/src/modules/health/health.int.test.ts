import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#app/db/database';
import { freePort } from '#app/db/embedded-postgres';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

describe('health probes', () => {
  it('answers ok to liveness and readiness when the database answers', async () => {
    const { app, close } = await createTestApp({ db: database.db });
    for (const url of ['/api/health', '/api/health/ready']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
    await close();
  });

  it('stays live without the database, while readiness answers 503 in the error shape', async () => {
    const nobody = await freePort();
    const down = createDatabase({ connectionString: `postgres://x:y@127.0.0.1:${nobody}/none` });
    const { app, close } = await createTestApp({ db: down.db });
    const live = await app.inject({ url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable.' },
    });
    await close();
    await down.close();
  });

  it('stays live once the pool is closed; readiness notices within a second', async () => {
    const own = createDatabase({ connectionString: database.url });
    const { app, close } = await createTestApp({ db: own.db });
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    await own.close();
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // Readiness checks the database at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await close();
  });
});
