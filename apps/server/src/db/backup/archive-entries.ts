import { type Dirent } from 'node:fs';
import { open, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_FILES_PREFIX, CLUSTER_PREFIX } from './backup-archive';
import { isExcludedFromBackup, isExcludedFromDataDir } from './backup-files';
import { tarHeader, tarPadding } from './tar';

/** The tar entries of a backup: files copied as they are on disk while PostgreSQL runs. */

const CHUNK = 1024 * 1024;

export function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

export function fileEntry(path: string, content: Buffer, mode = 0o600): Buffer[] {
  const header = tarHeader({ path, type: 'file', size: content.length, mode, mtime: new Date() });
  return [header, content, tarPadding(content.length)];
}

/**
 * One file as a tar entry, as it is while PostgreSQL may be writing to it: the size seen at the
 * start is copied, a file that shrinks meanwhile is padded with zeros, and one that vanished is
 * left out. Torn or stale pages are fine: WAL replay from the backup's checkpoint rewrites them
 * (full-page writes are forced during a backup), as the manual says of any file-system copy.
 */
export async function* copyFile(absolute: string, archivePath: string): AsyncGenerator<Buffer> {
  let handle;
  try {
    handle = await open(absolute, 'r');
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  try {
    const info = await handle.stat();
    yield tarHeader({
      path: archivePath,
      type: 'file',
      size: info.size,
      mode: info.mode,
      mtime: info.mtime,
    });
    let copied = 0;
    while (copied < info.size) {
      const buffer = Buffer.alloc(Math.min(CHUNK, info.size - copied));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, copied);
      if (bytesRead === 0) {
        yield Buffer.alloc(info.size - copied); // truncated meanwhile
        break;
      }
      yield bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead);
      copied += bytesRead;
    }
    yield tarPadding(info.size);
  } finally {
    await handle.close();
  }
}

export async function listDirectory(absolute: string): Promise<Dirent[]> {
  try {
    const entries = await readdir(absolute, { withFileTypes: true });
    return entries.sort((a, b) => a.name.localeCompare(b.name));
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** The data directory's files under `pg/`, minus the excluded ones and global/pg_control. */
export async function* copyClusterTree(
  root: string,
  relative: string,
  count: { files: number },
): AsyncGenerator<Buffer> {
  for (const entry of await listDirectory(join(root, relative))) {
    const path = relative ? `${relative}/${entry.name}` : entry.name;
    if (isExcludedFromBackup(path) || path === 'global/pg_control') continue;
    if (entry.isDirectory() || (path === 'pg_wal' && entry.isSymbolicLink())) {
      yield tarHeader({
        path: `${CLUSTER_PREFIX}${path}`,
        type: 'directory',
        size: 0,
        mode: 0o700,
        mtime: new Date(),
      });
      yield* copyClusterTree(root, path, count);
    } else if (entry.isFile()) {
      count.files += 1;
      yield* copyFile(join(root, path), `${CLUSTER_PREFIX}${path}`);
    } else {
      throw new Error(
        `unexpected ${entry.isSymbolicLink() ? 'symbolic link' : 'special file'} in the data directory: ${path}`,
      );
    }
  }
}

/** DATA_DIR's own files (credentials, secrets, keys) under `data/`. */
export async function* copyAppFiles(
  root: string,
  relative: string,
  count: { files: number },
): AsyncGenerator<Buffer> {
  for (const entry of await listDirectory(join(root, relative))) {
    if (!relative && isExcludedFromDataDir(entry.name)) continue;
    const path = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      const { mode } = await stat(join(root, path));
      yield tarHeader({
        path: `${APP_FILES_PREFIX}${path}`,
        type: 'directory',
        size: 0,
        mode,
        mtime: new Date(),
      });
      yield* copyAppFiles(root, path, count);
    } else if (entry.isFile()) {
      count.files += 1;
      yield* copyFile(join(root, path), `${APP_FILES_PREFIX}${path}`);
    }
  }
}

/**
 * pg_control is copied last and read until two reads agree, so that a read racing a checkpoint's
 * write of it cannot give a torn copy.
 */
export async function stableRead(path: string): Promise<Buffer> {
  let previous = await readFile(path);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const next = await readFile(path);
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error(`${path} kept changing while it was read`);
}
