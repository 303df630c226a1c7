import { sql, type Kysely } from 'kysely';

/**
 * A player may hide their name from the public bet feeds and shared bet views (issue 5:
 * `bets:new` carries "player name or hidden").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN hide_name boolean NOT NULL DEFAULT false`.execute(db);
}
