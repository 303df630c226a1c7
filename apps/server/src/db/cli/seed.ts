import { decimalToUnits } from '@tengu/shared';
import { loadConfig } from '#app/config';
import { migrateToLatest } from '#app/db/migrate';
import { seedDemoData } from '#app/db/seed/seed';
import { exitOnError, runWithDatabase } from './run-with-database';

await runWithDatabase(async (db) => {
  await migrateToLatest(db);
  const config = loadConfig();
  // The demo players only where DEMO_PLAYERS allows them (never in production).
  const counts = await seedDemoData(
    db,
    config.demoPlayers ? { players: { maxProfit: decimalToUnits(config.MAX_PROFIT_PER_BET) } } : {},
  );
  console.log(
    `seeded: ${Object.entries(counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
}).catch(exitOnError);
