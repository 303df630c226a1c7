import { execFile } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import {
  chmod,
  chown,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  type FileHandle,
} from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { createDatabase, type DB } from '#app/db/database';
import { startEmbeddedPostgres } from '#app/db/embedded-postgres';
import {
  APP_FILES_PREFIX,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  CLUSTER_PREFIX,
  MANIFEST_ENTRY,
  TRAILER_ENTRY,
  type BackupManifest,
  type BackupTrailer,
} from './backup-archive';
import { readTar, TarFormatError } from './tar';

const run = promisify(execFile);

/** A refusal the operator can act on (printed as is by the command). */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  dataDir: string;
  manifest: BackupManifest;
  trailer: BackupTrailer;
  /** Where the replaced database and files went (with force on a non-empty directory). */
  replacedDir: string | null;
  /** What the `check` option returned. */
  checkSummary: string | null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function pidIn(file: string): Promise<number | null> {
  if (!existsSync(file)) return null;
  const pid = Number.parseInt((await readFile(file, 'utf8')).split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

/** The target's entries that a restore would replace (all but backups and leftovers). */
async function occupants(dataDir: string): Promise<string[]> {
  if (!existsSync(dataDir)) return [];
  return (await readdir(dataDir))
    .filter(
      (name) =>
        name !== 'backups' && !name.startsWith('.restore-') && !name.startsWith('replaced-'),
    )
    .sort();
}

async function refuseIfInUse(dataDir: string): Promise<void> {
  const postgresPid = await pidIn(join(dataDir, 'pg', 'postmaster.pid'));
  const ownerPid = await pidIn(join(dataDir, 'pg-owner.pid'));
  const pid = postgresPid ?? ownerPid;
  if (pid !== null) {
    throw new RestoreRefused(
      `${dataDir} is in use: a PostgreSQL or Tengu server (pid ${pid}) runs on it. Stop the app first (even --force does not replace a database in use).`,
    );
  }
}

/** Archive paths are trusted only inside the target: no absolute paths, no `..`. */
function safeRelative(path: string): string {
  const parts = path.split('/');
  if (path.startsWith('/') || parts.some((part) => part === '..' || part === '')) {
    throw new Error(`unsafe path in the backup: ${path}`);
  }
  return path;
}

/** Unpacks the archive into `stagingDir` (pg/ and the app's files), checking its shape. */
async function unpack(
  file: string,
  stagingDir: string,
): Promise<{ manifest: BackupManifest; trailer: BackupTrailer }> {
  let manifest: BackupManifest | undefined;
  let trailer: BackupTrailer | undefined;
  let current: { path: string; handle: FileHandle | null; json: Buffer[] | null } | null = null;
  let isFirst = true;
  const entries = readTar(createReadStream(file).pipe(createGunzip()), {
    async entry(header) {
      if (isFirst && header.path !== MANIFEST_ENTRY)
        throw new RestoreRefused(
          `${file} is not a Tengu backup (it does not start with ${MANIFEST_ENTRY})`,
        );
      isFirst = false;
      if (header.path === MANIFEST_ENTRY || header.path === TRAILER_ENTRY) {
        current = { path: header.path, handle: null, json: [] };
        return;
      }
      let target: string;
      if (header.path === CLUSTER_PREFIX.slice(0, -1)) target = join(stagingDir, 'pg');
      else if (header.path.startsWith(CLUSTER_PREFIX))
        target = join(stagingDir, 'pg', safeRelative(header.path.slice(CLUSTER_PREFIX.length)));
      else if (header.path.startsWith(APP_FILES_PREFIX))
        target = join(stagingDir, safeRelative(header.path.slice(APP_FILES_PREFIX.length)));
      else throw new Error(`unexpected entry in the backup: ${header.path}`);
      if (header.type === 'directory') {
        await mkdir(target, { recursive: true, mode: header.mode & 0o777 });
        current = { path: header.path, handle: null, json: null };
      } else {
        current = {
          path: header.path,
          handle: await open(target, 'wx', header.mode & 0o777),
          json: null,
        };
      }
    },
    async data(chunk) {
      if (current?.json) current.json.push(Buffer.from(chunk));
      else if (current?.handle) await current.handle.write(chunk);
    },
    async end() {
      const finished = current;
      current = null;
      if (!finished) return;
      await finished.handle?.close();
      if (finished.json && finished.path === MANIFEST_ENTRY) {
        manifest = JSON.parse(Buffer.concat(finished.json).toString('utf8')) as BackupManifest;
        if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_FORMAT_VERSION) {
          throw new RestoreRefused(
            `${file} is a backup of an unknown format (${manifest.format} v${manifest.version})`,
          );
        }
      } else if (finished.json) {
        trailer = JSON.parse(Buffer.concat(finished.json).toString('utf8')) as BackupTrailer;
      }
    },
  });
  await entries.catch((error: unknown) => {
    const isArchiveError =
      error instanceof TarFormatError ||
      /^Z_/.test((error as NodeJS.ErrnoException | undefined)?.code ?? '');
    if (!isArchiveError) throw error;
    if (isFirst)
      throw new RestoreRefused(`${file} is not a Tengu backup (${(error as Error).message})`);
    throw new RestoreRefused(`${file} is damaged or incomplete: ${(error as Error).message}`);
  });
  if (!manifest || !trailer)
    throw new RestoreRefused(
      `${file} is incomplete: the backup did not finish when it was written`,
    );
  return { manifest, trailer };
}

/** As root, PostgreSQL runs as the 'postgres' user (embedded-postgres), which must own its files. */
async function giveToPostgresUser(clusterDir: string): Promise<void> {
  if (userInfo().uid !== 0) return;
  const id = async (flag: string) =>
    Number.parseInt((await run('id', [flag, 'postgres'])).stdout, 10);
  const [uid, gid] = await Promise.all([id('-u'), id('-g')]).catch(() => {
    throw new Error(
      "there is no 'postgres' user to run the restored cluster as: start the app once (it creates one) and retry",
    );
  });
  const walk = async (path: string): Promise<void> => {
    await chown(path, uid, gid);
    for (const entry of await readdir(path, { withFileTypes: true })) {
      if (entry.isDirectory()) await walk(join(path, entry.name));
      else await chown(join(path, entry.name), uid, gid);
    }
  };
  await walk(clusterDir);
}

async function moveEntries(from: string, to: string, names: string[]): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const name of names) await rename(join(from, name), join(to, name));
}

/**
 * Restores a backup written by takeBackup into DATA_DIR `dataDir`: unpacks it beside the target,
 * starts PostgreSQL on it once so that it replays the WAL to the end of the backup (crash
 * recovery driven by backup_label), runs `check` on the recovered database, stops it cleanly and
 * only then moves it into place. Refuses a directory in use, and a non-empty one unless `force`
 * (then what was there is moved to `replaced-<time>/`, not deleted).
 */
export async function restoreBackup(options: {
  file: string;
  dataDir: string;
  force?: boolean;
  check?: (db: DB) => Promise<string>;
  log?: (message: string) => void;
}): Promise<RestoreResult> {
  const dataDir = resolve(options.dataDir);
  const file = resolve(options.file);
  const log = options.log ?? (() => {});
  if (!existsSync(file)) throw new RestoreRefused(`no such backup file: ${file}`);
  await refuseIfInUse(dataDir);
  const existing = await occupants(dataDir);
  if (existing.length > 0 && !options.force) {
    throw new RestoreRefused(
      `${dataDir} is not empty (it holds ${existing.join(', ')}): restore into an empty or new directory with --data-dir, or pass --force to replace it (what is there is moved to ${join(dataDir, 'replaced-<time>')}, not deleted).`,
    );
  }

  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const stagingDir = join(dataDir, `.restore-${stamp}`);
  await mkdir(stagingDir, { recursive: true, mode: 0o700 });
  try {
    log(`unpacking ${file}`);
    const { manifest, trailer } = await unpack(file, stagingDir);
    const clusterDir = join(stagingDir, 'pg');
    await chmod(clusterDir, 0o700);
    await giveToPostgresUser(clusterDir);

    log('starting PostgreSQL on the restored files to replay the WAL');
    const postgresLog: string[] = [];
    const cluster = await startEmbeddedPostgres({
      dataDir: stagingDir,
      log: { info: () => {}, debug: (m) => postgresLog.push(m), warn: (m) => postgresLog.push(m) },
    }).catch((error: unknown) => {
      const tail = postgresLog.slice(-15).join('\n');
      throw new Error(
        `PostgreSQL did not start on the restored files${error instanceof Error ? `: ${error.message}` : ''}\n${tail}`,
      );
    });
    let checkSummary: string | null = null;
    try {
      const client = new pg.Client({ connectionString: cluster.connectionString });
      await client.connect();
      const { rows } = await client.query<{ recovering: boolean; version: string }>(
        "SELECT pg_is_in_recovery() AS recovering, current_setting('server_version_num') AS version",
      );
      await client.end();
      if (rows[0]?.recovering) throw new Error('the restored cluster is still in recovery');
      if (options.check) {
        const handle = createDatabase({ connectionString: cluster.connectionString, poolSize: 2 });
        try {
          checkSummary = await options.check(handle.db);
        } finally {
          await handle.close();
        }
      }
    } finally {
      await cluster.stop();
    }

    let replacedDir: string | null = null;
    const present = await occupants(dataDir);
    if (present.length > 0) {
      replacedDir = join(dataDir, `replaced-${stamp}`);
      await refuseIfInUse(dataDir);
      await moveEntries(dataDir, replacedDir, present);
    }
    await moveEntries(stagingDir, dataDir, await readdir(stagingDir));
    await rmdir(stagingDir);
    return { dataDir, manifest, trailer, replacedDir, checkSummary };
  } catch (error) {
    await rm(stagingDir, { recursive: true, force: true });
    await rmdir(dataDir).catch(() => {}); // only if empty: a directory this restore created
    throw error;
  }
}
