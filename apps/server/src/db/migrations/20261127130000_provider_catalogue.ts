import { sql, type Kysely } from 'kysely';

/**
 * Provider games' catalogue (issue 20; docs/decisions/031-provider-catalogue.md).
 * - `provider_games`: every provider's games, imported from its catalogue and upserted by
 *   (provider_id, code); a game no longer listed is disabled, never deleted (favourites and
 *   history keep pointing at it).
 * - `game_favourites`: a player's hearted games.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE provider_games (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      provider_id text NOT NULL,
      provider_name text NOT NULL,
      code text NOT NULL,
      name text NOT NULL,
      slug text NOT NULL UNIQUE,
      categories text[] NOT NULL DEFAULT '{}',
      bonus_buy jsonb,
      rtp numeric(6, 3) NOT NULL,
      volatility text NOT NULL,
      max_win_x numeric NOT NULL,
      release_date date NOT NULL,
      image text NOT NULL,
      image_gradient text[] NOT NULL,
      features text[] NOT NULL DEFAULT '{}',
      description text NOT NULL DEFAULT '',
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (provider_id, code)
    );
    CREATE INDEX provider_games_listing ON provider_games (enabled, name);
    CREATE INDEX provider_games_release ON provider_games (enabled, release_date DESC);
    CREATE TABLE game_favourites (
      user_id uuid NOT NULL REFERENCES users(id),
      game_uuid uuid NOT NULL REFERENCES provider_games(uuid),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, game_uuid)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE game_favourites; DROP TABLE provider_games;`.execute(db);
}
