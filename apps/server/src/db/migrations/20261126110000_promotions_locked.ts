import { sql, type Kysely } from 'kysely';

/**
 * Locked balances and the sign-up wheel (issue 17 items 3 and 4;
 * docs/decisions/017-locked-balances-and-wheel.md).
 * - `locked_balances` gains its counters: `locked` (still locked) and `unlocked` (unlocked by
 *   wagering, not yet claimed). The ledger pocket `locked:<id>:locked` holds locked + unlocked;
 *   the bet batch moves wager's share from `locked` to `unlocked` (one statement per batch) and a
 *   claim moves `unlocked` to credits in the ledger and resets it. The partial index serves the
 *   bet batch: it touches only players who still have something locked.
 * - `deposit_bonus_opt_ins`: players who opted in from the Deposit bonus info modal (the sign-up
 *   bonus flag, `users.signup_bonus`, counts as well).
 * - `deposit_bonus_deposits`: every credited deposit the bonus looked at, once (its ordinal among
 *   the player's credited deposits, its percentage and the locked balance it opened, if any).
 * - `signup_wheel_spins`: one spin per visitor IP and day (a repeat answers the same outcome);
 *   `signup_wheel_claims`: a spin's token consumed at sign-up, once per spin and once per player.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE locked_balances
      ADD COLUMN locked bigint NOT NULL DEFAULT 0 CHECK (locked >= 0),
      ADD COLUMN unlocked bigint NOT NULL DEFAULT 0 CHECK (unlocked >= 0),
      ADD COLUMN source text;
    ALTER TABLE locked_balances SET (fillfactor = 70);
    CREATE UNIQUE INDEX locked_balances_source_key ON locked_balances (source);
    CREATE INDEX locked_balances_open_idx ON locked_balances (user_id, type, created_at, id)
      WHERE locked > 0;
    CREATE TABLE deposit_bonus_opt_ins (
      user_id uuid PRIMARY KEY REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE deposit_bonus_deposits (
      deposit_id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id),
      ordinal int NOT NULL,
      deposit_usd bigint NOT NULL,
      percentage int NOT NULL,
      bonus bigint NOT NULL CHECK (bonus >= 0),
      locked_balance_id uuid REFERENCES locked_balances(id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX deposit_bonus_deposits_user_idx ON deposit_bonus_deposits (user_id);
    CREATE TABLE signup_wheel_spins (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      ip text NOT NULL,
      segment_index int NOT NULL CHECK (segment_index BETWEEN 0 AND 14),
      prize bigint NOT NULL CHECK (prize > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX signup_wheel_spins_ip_idx ON signup_wheel_spins (ip, expires_at);
    CREATE TABLE signup_wheel_claims (
      spin_id uuid PRIMARY KEY,
      user_id uuid NOT NULL UNIQUE REFERENCES users(id),
      locked_balance_id uuid NOT NULL REFERENCES locked_balances(id),
      prize bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}
