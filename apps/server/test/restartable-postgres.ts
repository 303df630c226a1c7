import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '#app/db/database';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '#app/db/embedded-postgres';
import type { TestDatabase } from './test-database';

/**
 * A PostgreSQL of the test's own (not the run's shared one, which other test files use at the
 * same time), which the test can crash and start again: `crash()` runs
 * `pg_ctl stop -m immediate` (every backend is killed without a checkpoint; the next start
 * replays the WAL, as after a power cut), `restart()` starts it again on the same port and data.
 */
export interface RestartablePostgres {
  /** A database of this cluster (migrated by the first server that starts on it). */
  database: TestDatabase;
  crash(): Promise<void>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const quiet = { info: () => {}, debug: () => {}, warn: () => {} };

async function pgCtlPath(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as {
    pg_ctl: string;
  };
  return binaries.pg_ctl;
}

/** As root, postgres (and pg_ctl) run as the 'postgres' user (embedded-postgres creates it). */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tengu-chaos-pg-'));
  const port = await freePort();
  let embedded: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir, port, log: quiet });
  const url = embedded.connectionString;
  // An idle connection of the test's own pool that dies with the server is dropped, not thrown.
  const handle = createDatabase({ connectionString: url, poolSize: 4, onError: () => {} });
  const database: TestDatabase = { ...handle, url, drop: () => handle.close() };
  const pgCtl = await pgCtlPath();

  return {
    database,
    async crash() {
      const child = spawn(pgCtl, ['stop', '-D', join(dataDir, 'pg'), '-m', 'immediate', '-w'], {
        stdio: 'ignore',
        ...postgresUser(),
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      if (code !== 0) throw new Error(`pg_ctl stop -m immediate exited with ${code}`);
    },
    async restart() {
      embedded = await startEmbeddedPostgres({ dataDir, port, log: quiet });
    },
    async stop() {
      try {
        await handle.close().catch(() => {});
        await embedded.stop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
