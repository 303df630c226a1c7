import { sql, type Kysely } from 'kysely';

/**
 * Sportsbook trading (issue 22; docs/decisions/047-sportsbook-trading.md): the trader's hold on
 * an event or some of its markets, beside the feed state and under the same row lock, so that
 * the feed's odds changes cannot re-open what a trader suspended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sb_events ADD COLUMN trader_hold jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sb_events DROP COLUMN trader_hold`.execute(db);
}
