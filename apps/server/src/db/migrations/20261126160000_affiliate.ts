import { sql, type Kysely } from 'kysely';

/**
 * The affiliate programme (issue 18 item 5, docs/decisions/023-affiliate.md).
 * - `affiliate_codes`: campaigns a player created besides their default `users.referral_code`;
 *   codes are unique case-insensitively.
 * - `affiliate_clicks`: the first visit of a browser (random visitor id) with `?r=CODE`; unique
 *   per (lower(code), visitor) so a visitor counts once.
 * - `users.affiliate_code_id`: the campaign that brought the player (null: the default code or
 *   no referral); `referred_by` stays the affiliate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE affiliate_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id),
      code text NOT NULL,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX affiliate_codes_code_key ON affiliate_codes (lower(code));
    CREATE INDEX affiliate_codes_user_idx ON affiliate_codes (user_id, created_at);
    CREATE TABLE affiliate_clicks (
      id bigserial PRIMARY KEY,
      affiliate_id uuid NOT NULL REFERENCES users(id),
      code_id uuid REFERENCES affiliate_codes(id),
      code_key text NOT NULL,
      visitor_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (code_key, visitor_id)
    );
    CREATE INDEX affiliate_clicks_affiliate_idx ON affiliate_clicks (affiliate_id, created_at);
    ALTER TABLE users ADD COLUMN affiliate_code_id uuid REFERENCES affiliate_codes(id);
    CREATE INDEX IF NOT EXISTS users_referred_by_idx ON users (referred_by, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS users_referred_by_idx;
    ALTER TABLE users DROP COLUMN affiliate_code_id;
    DROP TABLE affiliate_clicks;
    DROP TABLE affiliate_codes;
  `.execute(db);
}
