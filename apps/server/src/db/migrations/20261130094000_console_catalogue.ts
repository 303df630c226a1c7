import { sql, type Kysely } from 'kysely';

/**
 * The provider catalogue in the operator console (issue 22; docs/decisions/048): the operator's
 * own switches, apart from the provider's `enabled` (which each catalogue import rewrites):
 * `operator_disabled` per game, a table of providers the operator switched off, and `position`,
 * the featured order the players' lobby lists first (NULL: after the positioned games, by name).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE provider_games
      ADD COLUMN operator_disabled boolean NOT NULL DEFAULT false,
      ADD COLUMN position integer CHECK (position IS NULL OR position >= 0);
    CREATE INDEX provider_games_position_idx ON provider_games (position, name)
      WHERE enabled AND NOT operator_disabled;
    CREATE TABLE catalogue_disabled_providers (
      provider_id text PRIMARY KEY,
      disabled_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE catalogue_disabled_providers;
    DROP INDEX provider_games_position_idx;
    ALTER TABLE provider_games DROP COLUMN position, DROP COLUMN operator_disabled;
  `.execute(db);
}
