import { exitOnError, runWithDatabase } from '#app/db/cli/run-with-database';
import { formatLedgerReport, runLedgerCheck } from '../ledger-check';
import { ledgerTablesExist } from '../ledger-check.repository';

// `npm run ledger:check`: prints the summary; exit code 1 on any violation (issue 4, "Checks").
await runWithDatabase(async (db) => {
  if (!(await ledgerTablesExist(db))) {
    throw new Error('the ledger tables do not exist yet: run `npm run db:migrate` first');
  }
  const report = await runLedgerCheck(db);
  console.log(formatLedgerReport(report));
  // exitCode rather than exit(): runWithDatabase still closes the pool and the embedded database.
  if (!report.isOk) process.exitCode = 1;
}).catch(exitOnError);
