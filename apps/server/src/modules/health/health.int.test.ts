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

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const { app, close } = await createTestApp({ db: database.db });
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    await close();
  });

  it('answers 503 in the error shape when the database is down', async () => {
    const nobody = await freePort();
    const down = createDatabase({ connectionString: `postgres://x:y@127.0.0.1:${nobody}/none` });
    const { app, close } = await createTestApp({ db: down.db });
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable.' },
    });
    await close();
    await down.close();
  });
});
