import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '#app/config';
import { EXTERNAL_DATABASE_MESSAGE } from '#app/db/backup/external-database';
import { restoreBackup, RestoreRefused } from '#app/db/backup/restore-backup';
import { exitOnError } from '#app/db/cli/run-with-database';
import { formatLedgerReport, runLedgerCheck } from '#app/modules/ledger/ledger-check';
import { ledgerTablesExist } from '#app/modules/ledger/ledger-check.repository';

const USAGE = `npm run db:restore -- FILE [--data-dir DIR] [--force]

Restores a backup made by db:backup into DATA_DIR (or DIR): the database as it was at the end of
the backup, and the app's files. Refuses a directory in use, and a non-empty one unless --force
(what was there is then moved to DIR/replaced-<time>/). Checks the ledger of the restored data.`;

// `npm run db:restore`: issue 25 item 6, docs/decisions/051-backups.md.
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'data-dir': { type: 'string' },
      force: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(EXTERNAL_DATABASE_MESSAGE);
    process.exitCode = 1;
    return;
  }
  const dataDir = resolve(values['data-dir'] ?? config.dataDir);
  let isLedgerOk = true;
  const result = await restoreBackup({
    file: positionals[0]!,
    dataDir,
    force: values.force === true,
    log: (m) => console.log(m),
    check: async (db) => {
      if (!(await ledgerTablesExist(db))) return 'no ledger tables in this backup';
      const report = await runLedgerCheck(db);
      isLedgerOk = report.isOk;
      return formatLedgerReport(report);
    },
  });
  console.log(
    `restored the backup of ${result.manifest.createdAt} (WAL up to ${result.trailer.stopLsn}) into ${result.dataDir}`,
  );
  if (result.replacedDir)
    console.log(`what was there before is in ${result.replacedDir} (delete it once you are sure)`);
  console.log(result.checkSummary);
  const isDefault = dataDir === config.dataDir;
  console.log(`start the app on it with: ${isDefault ? '' : `DATA_DIR=${dataDir} `}npm start`);
  if (!isLedgerOk) process.exitCode = 1;
}

await main().catch((error: unknown) => {
  if (error instanceof RestoreRefused) {
    console.error(`db:restore refused: ${error.message}`);
    process.exit(1);
  }
  exitOnError(error);
});
