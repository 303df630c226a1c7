import { sql, type Kysely } from 'kysely';

/**
 * Responsible gambling (issue 25 item 5; docs/decisions/050-responsible-gambling.md): a player's
 * exclusion and reality-check setting (`responsible_gambling`), their deposit, loss and wager
 * limits per calendar period with a pending increase or removal (`responsible_gambling_limits`),
 * and per UTC day what they staked and lost on the limited bet path
 * (`responsible_gambling_usage`, written only for players with a limit).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE responsible_gambling (
      user_id uuid PRIMARY KEY REFERENCES users (id),
      reality_check_minutes int CHECK (reality_check_minutes IN (15, 30, 60, 120)),
      exclusion_kind text CHECK (exclusion_kind IN ('cool_off', 'self_exclusion')),
      exclusion_started_at timestamptz,
      -- NULL with a self-exclusion: permanent.
      excluded_until timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE responsible_gambling_limits (
      user_id uuid NOT NULL REFERENCES users (id),
      kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
      period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
      amount bigint NOT NULL CHECK (amount > 0),
      -- An increase (pending_amount) or a removal (NULL) waiting until pending_at.
      pending_amount bigint CHECK (pending_amount > 0),
      pending_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, kind, period)
    );
    CREATE TABLE responsible_gambling_usage (
      user_id uuid NOT NULL REFERENCES users (id),
      day date NOT NULL,
      wagered bigint NOT NULL DEFAULT 0,
      lost bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, day)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE responsible_gambling_usage;
    DROP TABLE responsible_gambling_limits;
    DROP TABLE responsible_gambling;
  `.execute(db);
}
