import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnTs, waitForExit, waitForLine } from '#test/process';
import { startEmbeddedPostgres } from './embedded-postgres';

const quiet = { info: () => {}, debug: () => {}, warn: () => {} };
const folders: string[] = [];
function dataFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'tengu-embedded-'));
  folders.push(dir);
  return dir;
}
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('keeps its data and credentials across a stop and a second start', async () => {
    const dir = dataFolder();
    const first = await startEmbeddedPostgres({ dataDir: dir, log: quiet });
    const credentials = readFileSync(join(dir, 'pg-credentials.json'), 'utf8');
    await query(
      first.connectionString,
      "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')",
    );
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir: dir, log: quiet });
    expect(readFileSync(join(dir, 'pg-credentials.json'), 'utf8')).toBe(credentials);
    expect(await query(second.connectionString, 'SELECT v FROM kept')).toEqual([
      { v: 'still here' },
    ]);
    await second.stop();
  }, 60_000);

  it('takes over the data of a server that was killed with SIGKILL', async () => {
    const dir = dataFolder();
    const child = spawnTs('apps/server/test/fixtures/start-embedded.ts', [dir]);
    const ready = await waitForLine(child, /^ready /);
    const url = ready.replace(/^ready /, '').trim();
    await query(url, 'CREATE TABLE survivors (v int); INSERT INTO survivors VALUES (1)');
    child.kill('SIGKILL');
    await waitForExit(child);

    const next = await startEmbeddedPostgres({ dataDir: dir, log: quiet });
    expect(await query(next.connectionString, 'SELECT v FROM survivors')).toEqual([{ v: 1 }]);
    await next.stop();
  }, 60_000);
});
