/**
 * Which files of a PostgreSQL data directory a base backup leaves out. The rules are those of the
 * PostgreSQL 18 manual, "Backing Up the Data Directory", which pg_basebackup
 * follows too (src/backend/backup/basebackup.c, excludeDirContents / excludeFiles):
 * - pg_wal/: its files come from the WAL fetched after pg_backup_stop, not from the copy;
 * - the contents of pg_dynshmem, pg_notify, pg_serial, pg_snapshots, pg_stat_tmp, pg_subtrans
 *   and pg_replslot (the directories themselves are kept, empty);
 * - postmaster.pid and postmaster.opts (they describe the running server, not the restored one);
 * - backup_label and tablespace_map (written from pg_backup_stop's answer), backup_manifest;
 * - pg_internal.init (relcache), pgsql_tmp* (temporary files), *.tmp of the configuration.
 */

/** Directories kept empty in the backup. */
const EMPTIED_DIRECTORIES = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
  'pg_replslot',
]);

const EXCLUDED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'backup_manifest',
  'postgresql.auto.conf.tmp',
  'current_logfiles.tmp',
]);

/**
 * Whether the file or directory at `relativePath` (inside the data directory, `/`-separated)
 * stays out of the backup. An emptied directory itself is kept; what is inside it is not.
 */
export function isExcludedFromBackup(relativePath: string): boolean {
  const parts = relativePath.split('/');
  const name = parts[parts.length - 1]!;
  if (parts.length > 1 && EMPTIED_DIRECTORIES.has(parts[0]!)) {
    // pg_wal/archive_status and pg_wal/summaries are recreated empty (pg_basebackup does the same).
    return !(
      parts[0] === 'pg_wal' &&
      parts.length === 2 &&
      (name === 'archive_status' || name === 'summaries')
    );
  }
  if (parts.length === 1 && EXCLUDED_FILES.has(name)) return true;
  if (name.startsWith('pgsql_tmp')) return true;
  if (name === 'pg_internal.init') return true;
  return false;
}

/**
 * Entries of DATA_DIR itself (beside pg/) that are not part of the app's state: the backups, the
 * running server's pid, and what a restore unpacks or moves aside.
 */
export function isExcludedFromDataDir(name: string): boolean {
  return (
    name === 'pg' ||
    name === 'backups' ||
    name === 'pg-owner.pid' ||
    name.startsWith('.restore-') ||
    name.startsWith('replaced-')
  );
}
