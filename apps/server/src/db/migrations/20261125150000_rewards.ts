import { sql, type Kysely } from 'kysely';

/**
 * The rewards economy (issue 16, docs/decisions/015-rewards.md).
 * - `operator_settings`: typed (zod) operator settings by key, e.g. `rewards` (RewardSettings).
 * - `reward_balances`: per player, what play has accrued and not yet been claimed (rakeback,
 *   referral commission, Daily Dollars XP and balance), the boost's end, and the highest level
 *   whose reward has been granted. Updated set-based inside the bet batch; a claim empties a
 *   counter with one conditional update, then posts the ledger entry in the same transaction.
 * - `reward_periods`: the house edge of a player's bets per finished week (from Friday 00:00 UTC)
 *   and month, and whether its bonus was claimed. The running week and month are counted in
 *   `reward_balances` (one row per player for the whole accrual: no extra rows per bet batch) and
 *   moved here when play or a claim finds that they ended.
 * - `reward_boosts`: one row per claimed boost; unique per UTC window.
 * - `reward_calendar_items`: the Pending Rewards calendar; unique per (player, source, ref).
 * - `reward_claims`: every claim (history and stats).
 * - `reward_gifts`: operator-granted gifts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE operator_settings (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL
    );
    CREATE TABLE reward_balances (
      user_id uuid PRIMARY KEY REFERENCES users(id),
      rakeback bigint NOT NULL DEFAULT 0 CHECK (rakeback >= 0),
      referral bigint NOT NULL DEFAULT 0 CHECK (referral >= 0),
      dd_progress bigint NOT NULL DEFAULT 0 CHECK (dd_progress >= 0),
      dd_balance bigint NOT NULL DEFAULT 0 CHECK (dd_balance >= 0),
      boost_expires_at timestamptz,
      level_rewarded int NOT NULL DEFAULT 0,
      week_start date,
      week_edge bigint NOT NULL DEFAULT 0 CHECK (week_edge >= 0),
      week_wagered bigint NOT NULL DEFAULT 0 CHECK (week_wagered >= 0),
      month_start date,
      month_edge bigint NOT NULL DEFAULT 0 CHECK (month_edge >= 0),
      month_wagered bigint NOT NULL DEFAULT 0 CHECK (month_wagered >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    ) WITH (fillfactor = 50);
    CREATE TABLE reward_periods (
      user_id uuid NOT NULL REFERENCES users(id),
      kind text NOT NULL CHECK (kind IN ('week', 'month')),
      period_start date NOT NULL,
      edge bigint NOT NULL DEFAULT 0 CHECK (edge >= 0),
      wagered bigint NOT NULL DEFAULT 0 CHECK (wagered >= 0),
      claimed_at timestamptz,
      PRIMARY KEY (user_id, kind, period_start)
    );
    CREATE TABLE reward_boosts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id),
      window_start timestamptz NOT NULL,
      boost_bps int NOT NULL,
      claimed_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      UNIQUE (user_id, window_start)
    );
    CREATE TABLE reward_calendar_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id),
      source text NOT NULL,
      source_ref text NOT NULL,
      message text NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      unlock_date date NOT NULL,
      claimed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, source, source_ref)
    );
    CREATE INDEX reward_calendar_items_open_idx
      ON reward_calendar_items (user_id, unlock_date) WHERE claimed_at IS NULL;
    CREATE TABLE reward_claims (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id),
      kind text NOT NULL,
      value bigint NOT NULL CHECK (value >= 0),
      paid bigint NOT NULL CHECK (paid >= 0),
      scheduled bigint NOT NULL CHECK (scheduled >= 0),
      reference text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX reward_claims_user_idx ON reward_claims (user_id, created_at DESC, id DESC);
    CREATE TABLE reward_gifts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id),
      reward_type text NOT NULL CHECK (reward_type IN ('credits', 'freebets')),
      amount bigint NOT NULL CHECK (amount > 0),
      reason text NOT NULL,
      created_by text NOT NULL,
      read_at timestamptz,
      claimed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX reward_gifts_user_idx ON reward_gifts (user_id, created_at DESC);
  `.execute(db);
}
