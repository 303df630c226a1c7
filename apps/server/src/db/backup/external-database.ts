/** What the backup commands say when the app runs on DATABASE_URL (docs/deployment.md, Backups). */
export const EXTERNAL_DATABASE_MESSAGE = [
  'DATABASE_URL is set: the app uses an external PostgreSQL, whose files these commands cannot reach.',
  "Back it up with your provider's backups (snapshots and point-in-time recovery), or with pg_dump /",
  "pg_restore of the server's own major version. See docs/deployment.md, section Backups.",
].join('\n');

export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
