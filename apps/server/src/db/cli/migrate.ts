import { migrateToLatest } from '#app/db/migrate';
import { exitOnError, runWithDatabase } from './run-with-database';

await runWithDatabase(async (db) => {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
}).catch(exitOnError);
