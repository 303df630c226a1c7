import { sql, type Kysely } from 'kysely';

/**
 * Provider games' seamless wallet (issue 20 item 1, docs/decisions/028-seamless-wallet.md).
 * - `provider_sessions`: a launch's session token (stored as its SHA-256), bound to the player,
 *   provider, game and currency; bets need it unexpired, wins and rollbacks only known.
 * - `provider_transactions`: every money call by (provider, transaction_uuid), unique, with the
 *   first answer (`response`) so that a retry answers it again and moves nothing. A rollback of a
 *   bet never seen writes the bet's row as a `tombstone`, so the late bet is refused. `counted`
 *   marks bets whose stake has gone into a play event (at the round's first win).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE provider_sessions (
      id uuid PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      provider_id text NOT NULL,
      user_id uuid NOT NULL REFERENCES users(id),
      game_code text NOT NULL,
      currency text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX provider_sessions_user ON provider_sessions (user_id, created_at DESC);
    CREATE TABLE provider_transactions (
      id bigserial PRIMARY KEY,
      provider_id text NOT NULL,
      transaction_uuid text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
      state text NOT NULL CHECK (state IN ('accepted', 'refused', 'rolled_back', 'tombstone')),
      user_id uuid NOT NULL REFERENCES users(id),
      game_code text,
      round text,
      amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
      reference_transaction_uuid text,
      fingerprint text NOT NULL,
      response jsonb,
      ledger_entry_id bigint,
      counted boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (provider_id, transaction_uuid)
    );
    CREATE INDEX provider_transactions_round ON provider_transactions (provider_id, round, user_id);
    CREATE INDEX provider_transactions_user ON provider_transactions (user_id, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE provider_transactions; DROP TABLE provider_sessions;`.execute(db);
}
