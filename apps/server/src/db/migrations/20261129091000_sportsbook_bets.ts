import { sql, type Kysely } from 'kysely';

/**
 * Sports bets (issue 21; docs/decisions/038-sportsbook-service.md, "Bets, settlement, cash-out").
 * - `sb_slips`: one row per (player, slipId), written in the placing transaction with the answer
 *   (the bet ids): a retry or a concurrent copy waits on the key and answers the same bets.
 * - `sb_bets`: the bet with its riding stake (after partial cash-outs), its payout cap, and two
 *   versions: `settle_version` is bumped by the feed listener whenever a leg's result changes,
 *   `paid_version` is the version whose money the settler posted. A bet is due while they differ.
 * - `sb_bet_legs`: event, market, outcome, accepted odds, the event's feed clock at acceptance
 *   (for windowed bet_cancels) and the leg's result (null while open).
 * - `sb_bet_payouts`: every settlement payout, reversal and cash-out posted for a bet, with its
 *   ledger entry, so that a rollback reverses exactly the entry it paid.
 * - `sb_cash_outs`: one row per (player, requestId) with what was paid.
 * And `bets_seed_check` admits game 'sports' (settled sports bets are `bets` rows, no seeds).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sb_slips (
      user_id uuid NOT NULL REFERENCES users(id),
      slip_id uuid NOT NULL,
      fingerprint text NOT NULL,
      bet_ids uuid[] NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, slip_id)
    );
    CREATE TABLE sb_bets (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id),
      slip_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('single', 'multi')),
      original_stake bigint NOT NULL CHECK (original_stake > 0),
      stake bigint NOT NULL CHECK (stake >= 0 AND stake <= original_stake),
      total_odds int NOT NULL,
      max_payout bigint NOT NULL,
      status text NOT NULL DEFAULT 'open'
        CHECK (status IN ('open', 'won', 'lost', 'void', 'cashed_out')),
      payout bigint NOT NULL DEFAULT 0,
      cashed_out bigint NOT NULL DEFAULT 0,
      settle_version int NOT NULL DEFAULT 0,
      paid_version int NOT NULL DEFAULT 0,
      counted boolean NOT NULL DEFAULT false,
      stake_entry_id bigint NOT NULL,
      placed_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz
    );
    CREATE INDEX sb_bets_user_idx ON sb_bets (user_id, placed_at DESC, id DESC);
    CREATE INDEX sb_bets_due_idx ON sb_bets (id) WHERE settle_version <> paid_version;
    CREATE TABLE sb_bet_legs (
      bet_id uuid NOT NULL REFERENCES sb_bets(id),
      idx smallint NOT NULL,
      event_id text NOT NULL REFERENCES sb_events(id),
      market_id text NOT NULL,
      market_type text NOT NULL,
      specifier text NOT NULL,
      outcome_id text NOT NULL,
      odds int NOT NULL CHECK (odds > 1000),
      accepted_clock bigint NOT NULL,
      result text CHECK (result IN ('win', 'loss', 'void', 'half_win', 'half_loss')),
      PRIMARY KEY (bet_id, idx)
    );
    CREATE INDEX sb_bet_legs_market_idx ON sb_bet_legs (event_id, market_id);
    CREATE TABLE sb_bet_payouts (
      bet_id uuid NOT NULL REFERENCES sb_bets(id),
      seq int NOT NULL,
      kind text NOT NULL CHECK (kind IN ('payout', 'reversal', 'cash_out')),
      amount bigint NOT NULL,
      entry_id bigint NOT NULL,
      reverses int,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (bet_id, seq)
    );
    CREATE TABLE sb_cash_outs (
      user_id uuid NOT NULL REFERENCES users(id),
      request_id uuid NOT NULL,
      bet_id uuid NOT NULL REFERENCES sb_bets(id),
      stake bigint NOT NULL,
      value bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, request_id)
    );
  `.execute(db);
  await sql`ALTER TABLE bets DROP CONSTRAINT bets_seed_check`.execute(db);
  await sql`ALTER TABLE bets ADD CONSTRAINT bets_seed_check CHECK (seed_id IS NOT NULL OR game IN ('crash', 'slots', 'sports'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM bets WHERE game = 'sports'`.execute(db);
  await sql`ALTER TABLE bets DROP CONSTRAINT bets_seed_check`.execute(db);
  await sql`ALTER TABLE bets ADD CONSTRAINT bets_seed_check CHECK (seed_id IS NOT NULL OR game IN ('crash', 'slots'))`.execute(
    db,
  );
  await sql`DROP TABLE sb_cash_outs, sb_bet_payouts, sb_bet_legs, sb_bets, sb_slips`.execute(db);
}
