import { migrateToLatest } from '#app/db/migrate';
import { seedDemoData } from '#app/db/seed/seed';
import { exitOnError, runWithDatabase } from './run-with-database';

await runWithDatabase(async (db) => {
  await migrateToLatest(db);
  const counts = await seedDemoData(db);
  console.log(
    `seeded: ${Object.entries(counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
}).catch(exitOnError);
