import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, realpath, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import {
  copyAppFiles,
  copyClusterTree,
  copyFile,
  fileEntry,
  isMissing,
  listDirectory,
  stableRead,
} from './archive-entries';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  CLUSTER_PREFIX,
  MANIFEST_ENTRY,
  TRAILER_ENTRY,
  type BackupManifest,
  type BackupTrailer,
} from './backup-archive';
import { TAR_END, tarHeader } from './tar';
import { labelStartSegment, labelTimeline, walSegmentsBetween } from './wal-segments';

/** Moments of a backup, for callers that want to relate their own writes to it (the tests). */
export type BackupPhase = 'starting' | 'stopping' | 'stopped';

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  trailer: BackupTrailer;
}

async function queryOne<T>(client: pg.Client, sql: string, values: unknown[] = []): Promise<T> {
  const { rows } = await client.query(sql, values);
  return rows[0] as T;
}

/**
 * A base backup of a running embedded cluster through PostgreSQL's low-level API (PostgreSQL 18
 * manual, "Making a Base Backup Using the Low Level API"), packed with the WAL it needs
 * as pg_basebackup -X fetch would, so the file restores on its own: pg_backup_start on a session
 * kept open, a copy of the data directory, pg_backup_stop, its backup_label and tablespace_map
 * written into the copy byte for byte, then the WAL segments from the start to the stop location.
 * A temporary physical replication slot, created first on the same session, keeps the server
 * from recycling those segments meanwhile. Works while the app runs and takes bets: the restore
 * replays the WAL to a state as of the end of the backup (docs/decisions/051-backups.md).
 */
export async function takeBackup(options: {
  connectionString: string;
  /** DATA_DIR: the cluster is in DATA_DIR/pg. */
  dataDir: string;
  file: string;
  onPhase?: (phase: BackupPhase) => void;
}): Promise<BackupResult> {
  const { connectionString, dataDir, file, onPhase } = options;
  const clusterDir = await realpath(join(dataDir, 'pg'));
  const client = new pg.Client({ connectionString, application_name: 'tengu-backup' });
  await client.connect();
  const partial = `${file}.partial`;
  try {
    await client.query('SET statement_timeout = 0');
    const server = await queryOne<{
      data_directory: string;
      version_num: string;
      wal_level: string;
      segment_size: string;
      system_identifier: string;
    }>(
      client,
      `SELECT current_setting('data_directory') AS data_directory,
              current_setting('server_version_num') AS version_num,
              current_setting('wal_level') AS wal_level,
              (SELECT setting FROM pg_settings WHERE name = 'wal_segment_size') AS segment_size,
              (SELECT system_identifier::text FROM pg_control_system()) AS system_identifier`,
    );
    if ((await realpath(server.data_directory)) !== clusterDir) {
      throw new Error(
        `the database server's data directory is ${server.data_directory}, not ${clusterDir}`,
      );
    }
    if (server.wal_level === 'minimal')
      throw new Error('wal_level = minimal: an online backup needs replica or logical');
    if ((await listDirectory(join(clusterDir, 'pg_tblspc'))).length > 0) {
      throw new Error(
        'the cluster has tablespaces outside its data directory, which this backup does not copy',
      );
    }
    const segmentSize = Number.parseInt(server.segment_size, 10);
    const createdAt = new Date();
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      label: `tengu ${createdAt.toISOString()}`,
      postgresVersionNum: Number.parseInt(server.version_num, 10),
      systemIdentifier: server.system_identifier,
    };

    const slot = `tengu_backup_${randomBytes(6).toString('hex')}`;
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
    onPhase?.('starting');
    const started = await queryOne<{ lsn: string }>(
      client,
      'SELECT pg_backup_start($1, fast => true)::text AS lsn',
      [manifest.label],
    );

    let trailer: BackupTrailer | undefined;
    async function* archive(): AsyncGenerator<Buffer> {
      yield* fileEntry(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
      const count = { files: 0 };
      yield tarHeader({
        path: CLUSTER_PREFIX,
        type: 'directory',
        size: 0,
        mode: 0o700,
        mtime: createdAt,
      });
      yield* copyClusterTree(clusterDir, '', count);
      yield* fileEntry(
        `${CLUSTER_PREFIX}global/pg_control`,
        await stableRead(join(clusterDir, 'global/pg_control')),
      );

      onPhase?.('stopping');
      const stopped = await queryOne<{
        lsn: string;
        labelfile: string;
        spcmapfile: string | null;
        last_segment: string;
      }>(
        client,
        `SELECT lsn::text AS lsn, labelfile, spcmapfile, pg_walfile_name(lsn) AS last_segment
           FROM pg_backup_stop(wait_for_archive => false)`,
      );
      onPhase?.('stopped');
      // Written byte for byte as returned (the manual insists on it).
      yield* fileEntry(`${CLUSTER_PREFIX}backup_label`, Buffer.from(stopped.labelfile, 'utf8'));
      if (stopped.spcmapfile)
        yield* fileEntry(
          `${CLUSTER_PREFIX}tablespace_map`,
          Buffer.from(stopped.spcmapfile, 'utf8'),
        );

      // pg_backup_stop switched to a new segment, which flushed the last one: the WAL from the
      // start segment to last_segment is complete on disk and held by the slot.
      const segments = walSegmentsBetween(
        labelStartSegment(stopped.labelfile),
        stopped.last_segment,
        segmentSize,
      );
      const walDir = join(clusterDir, 'pg_wal');
      for (const name of segments) {
        const info = await stat(join(walDir, name)).catch((error: unknown) => {
          if (isMissing(error))
            throw new Error(`WAL segment ${name} was removed before it could be copied`);
          throw error;
        });
        if (info.size !== segmentSize)
          throw new Error(`WAL segment ${name} has ${info.size} bytes, not ${segmentSize}`);
        yield* copyFile(join(walDir, name), `${CLUSTER_PREFIX}pg_wal/${name}`);
      }
      // Timeline history files, needed when the cluster was ever promoted or recovered to a point.
      for (const entry of await listDirectory(walDir)) {
        if (/^[0-9A-F]{8}\.history$/.test(entry.name))
          yield* copyFile(join(walDir, entry.name), `${CLUSTER_PREFIX}pg_wal/${entry.name}`);
      }

      yield* copyAppFiles(dataDir, '', count);
      trailer = {
        startLsn: started.lsn,
        stopLsn: stopped.lsn,
        timeline: labelTimeline(stopped.labelfile),
        walSegments: segments,
        files: count.files,
        finishedAt: new Date().toISOString(),
      };
      yield* fileEntry(TRAILER_ENTRY, Buffer.from(JSON.stringify(trailer, null, 2)));
      yield TAR_END;
    }

    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    // The file holds the database's password and the app's secrets: readable by its owner only.
    await pipeline(
      archive(),
      createGzip({ level: 3 }),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, file);
    const { size } = await stat(file);
    return { file, bytes: size, manifest, trailer: trailer! };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    // Ending the session aborts a backup still in progress and drops the temporary slot.
    await client.end();
  }
}
