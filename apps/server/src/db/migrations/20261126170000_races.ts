import { sql, type Kysely } from 'kysely';

/**
 * Affiliate wager races (issue 18 item 6, docs/decisions/024-races.md).
 * - `races`: one row per race. `active` → `ended` by one conditional update in the settlement
 *   transaction; at most one active race per affiliate (partial unique index). `prizes` holds
 *   the 10 prizes (units of 10⁻⁸ USD, position order).
 * - `race_participants`: per race and referred player, the credits wagered between the race's
 *   start and end (from the outbox's `play` messages); `position`, `prize` and `ledger_entry_id`
 *   are written when the race is paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE races (
      id uuid PRIMARY KEY,
      affiliate_id uuid NOT NULL REFERENCES users(id),
      prizes bigint[] NOT NULL CHECK (cardinality(prizes) = 10),
      total_prize_pool bigint NOT NULL CHECK (total_prize_pool > 0),
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'ended')),
      escrow_entry_id bigint NOT NULL,
      refunded bigint NOT NULL DEFAULT 0,
      ended_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX races_one_active_per_affiliate ON races (affiliate_id) WHERE status = 'active';
    CREATE INDEX races_due ON races (ends_at) WHERE status = 'active';
    CREATE INDEX races_affiliate ON races (affiliate_id, starts_at DESC);
    CREATE TABLE race_participants (
      race_id uuid NOT NULL REFERENCES races(id),
      user_id uuid NOT NULL REFERENCES users(id),
      wagered bigint NOT NULL DEFAULT 0 CHECK (wagered >= 0),
      first_wager_at timestamptz NOT NULL,
      position int CHECK (position BETWEEN 1 AND 10),
      prize bigint,
      ledger_entry_id bigint,
      PRIMARY KEY (race_id, user_id)
    );
    CREATE INDEX race_participants_rank ON race_participants (race_id, wagered DESC, first_wager_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE race_participants; DROP TABLE races;`.execute(db);
}
