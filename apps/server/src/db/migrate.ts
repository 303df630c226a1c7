import { Migrator, type MigrationProvider } from 'kysely';
import type { DB } from './database';
import { MIGRATIONS } from './migrations/index';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Applies every pending migration in name (timestamp) order. Migrations are forward only: there
 * is no down step to run in production; a fix is a new migration.
 */
export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`database migration failed${name}: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
