import { loadConfig } from '#app/config';
import { resolveDatabase } from '#app/db/connect';
import { createDatabase, type DB } from '#app/db/database';
import { migrateToLatest } from '#app/db/migrate';

const log = {
  info: (m: string) => console.log(m),
  debug: () => {},
  warn: (m: string) => console.warn(m),
};

/**
 * Runs a command-line task against the configured database, then releases everything. The
 * schema is brought up to date first, as the server does when it starts, so a command works on a
 * fresh DATA_DIR too (`npm run admin -- …` before the first `npm start`).
 */
export async function runWithDatabase(task: (db: DB) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const target = await resolveDatabase(config, log);
  const handle = createDatabase({ connectionString: target.connectionString, poolSize: 4 });
  try {
    const applied = await migrateToLatest(handle.db);
    if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
    await task(handle.db);
  } finally {
    await handle.close();
    await target.stop();
  }
}

export function exitOnError(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
