import { exitOnError, runWithDatabase } from './run-with-database';

// runWithDatabase applies (and lists) any pending migration before running the task.
await runWithDatabase(async () => {
  console.log('database is up to date');
}).catch(exitOnError);
