import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '#app/config';
import { backupFileName } from '#app/db/backup/backup-archive';
import { EXTERNAL_DATABASE_MESSAGE, formatBytes } from '#app/db/backup/external-database';
import { takeBackup } from '#app/db/backup/physical-backup';
import { exitOnError } from '#app/db/cli/run-with-database';
import { startEmbeddedPostgres } from '#app/db/embedded-postgres';

const USAGE = `npm run db:backup [-- --out FILE]

A consistent backup of the embedded database (DATA_DIR/pg) and of the app's files in DATA_DIR,
taken while the app runs or not. Written to DATA_DIR/backups/tengu-<time>.tar.gz unless --out.`;

// `npm run db:backup`: issue 25 item 6, docs/decisions/051-backups.md.
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(EXTERNAL_DATABASE_MESSAGE);
    process.exitCode = 1;
    return;
  }
  if (!existsSync(join(config.dataDir, 'pg', 'PG_VERSION'))) {
    throw new Error(`there is no embedded database in ${config.dataDir} yet: nothing to back up`);
  }
  const file = resolve(values.out ?? join(config.dataDir, 'backups', backupFileName(new Date())));
  if (existsSync(file)) throw new Error(`${file} exists already: choose another --out`);
  // Shares the cluster of a running server, or starts it for the time of the backup.
  const cluster = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.EMBEDDED_PG_PORT,
    log: { info: () => {}, debug: () => {}, warn: (m) => console.warn(m) },
  });
  try {
    const result = await takeBackup({
      connectionString: cluster.connectionString,
      dataDir: config.dataDir,
      file,
    });
    console.log(`backup written: ${result.file} (${formatBytes(result.bytes)})`);
    console.log(
      `WAL ${result.trailer.startLsn} to ${result.trailer.stopLsn}, ${result.trailer.files} files; restore with: npm run db:restore -- ${result.file} --data-dir <empty dir>`,
    );
  } finally {
    await cluster.stop();
  }
}

await main().catch(exitOnError);
