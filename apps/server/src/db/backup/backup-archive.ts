/** What a backup file holds besides the data files (docs/decisions/051-backups.md). */

export const BACKUP_FORMAT = 'tengu-physical-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** First entry of the archive: what it is, so a restore can refuse anything else early. */
export const MANIFEST_ENTRY = 'tengu-backup.json';
/** Last entry before the end blocks: its presence proves that the backup was finished. */
export const TRAILER_ENTRY = 'tengu-backup-end.json';
/** The cluster's data directory (DATA_DIR/pg) lives under this prefix in the archive. */
export const CLUSTER_PREFIX = 'pg/';
/** The app's other files in DATA_DIR (pg-credentials.json, jwt-secret, keys ...). */
export const APP_FILES_PREFIX = 'data/';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  label: string;
  /** server_version_num of the cluster, e.g. 180000: a restore needs the same major version. */
  postgresVersionNum: number;
  systemIdentifier: string;
}

export interface BackupTrailer {
  startLsn: string;
  stopLsn: string;
  timeline: number;
  walSegments: string[];
  files: number;
  finishedAt: string;
}

export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `tengu-${stamp}.tar.gz`;
}
