import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#app/db/embedded-postgres';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { spawnTs, waitForExit } from '#test/process';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

async function waitForHealth(baseUrl: string) {
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

describe('the server process', () => {
  it('migrates and seeds at start, then exits cleanly within 5 s of SIGTERM, closing sockets', async () => {
    const port = await freePort();
    const child = spawnTs('apps/server/src/main.ts', [], {
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl);

    const games = await database.db
      .selectFrom('games')
      .select('slug')
      .where('is_house', '=', true)
      .execute();
    expect(games.map((g) => g.slug)).toContain('dice');

    const socket = connect(`${baseUrl}/user`, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    child.kill('SIGTERM');
    const { code, ms } = await waitForExit(child);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(5000);
    expect(await disconnected).toBeTruthy();
    // The database is left consistent and usable for the next start.
    const again = await database.db
      .selectFrom('games')
      .select('slug')
      .where('is_house', '=', true)
      .execute();
    expect(again).toEqual(games);
  }, 60_000);
});
