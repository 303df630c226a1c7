import { sql, type Kysely } from 'kysely';

/**
 * Challenges (issue 17 item 5; docs/decisions/021-challenges.md): an operator's race to be the
 * first to hit `min_multiplier_x100` / 100 on `game` with at least `min_stake` credits. The first
 * qualifying bet sets `winner_id` by one conditional update (`winner_id IS NULL`), so there is
 * exactly one winner; the prize's ledger entry is `challenge:<id>`. `number` is the public
 * challenge_id (#12) players and operators use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE challenges (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      number serial UNIQUE,
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
      -- False: generated from the rule (the web app shows it in the player's language).
      title_is_custom boolean NOT NULL DEFAULT false,
      game text NOT NULL,
      min_multiplier_x100 bigint NOT NULL CHECK (min_multiplier_x100 > 100),
      min_stake bigint NOT NULL CHECK (min_stake > 0),
      prize bigint NOT NULL CHECK (prize > 0),
      starts_at timestamptz NOT NULL DEFAULT now(),
      ends_at timestamptz CHECK (ends_at IS NULL OR ends_at > starts_at),
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      cancelled_at timestamptz,
      winner_id uuid REFERENCES users(id),
      won_at timestamptz,
      won_stake bigint,
      won_payout bigint,
      ledger_entry_id bigint REFERENCES ledger_entries(id),
      CHECK ((winner_id IS NULL) = (won_at IS NULL)),
      CHECK (winner_id IS NULL OR cancelled_at IS NULL)
    );
    CREATE INDEX challenges_open_idx ON challenges (game)
      WHERE winner_id IS NULL AND cancelled_at IS NULL;
    CREATE INDEX challenges_won_idx ON challenges (won_at DESC) WHERE winner_id IS NOT NULL;
  `.execute(db);
}
