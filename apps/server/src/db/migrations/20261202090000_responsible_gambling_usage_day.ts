import { sql, type Kysely } from 'kysely';

/**
 * Responsible gambling's usage retention (docs/decisions/050-responsible-gambling.md, "Usage
 * retention") deletes the days before a cutoff in batches of 1,000, every hour: an index on `day`
 * lets each batch find its rows without reading the whole table (the primary key leads with
 * `user_id`). The table holds only players with a limit, so a plain CREATE INDEX is short.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX responsible_gambling_usage_day_idx ON responsible_gambling_usage (day)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX responsible_gambling_usage_day_idx`.execute(db);
}
