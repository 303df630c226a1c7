import { sql, type Kysely } from 'kysely';

/**
 * The Weekly Raffle (issue 17 items 6 and 7, docs/decisions/018-raffle.md).
 * - `raffle_weeks`: one row per week (from Friday 00:00 UTC), created before the week starts with
 *   its server seed and the seed's published SHA-256. `open` → `closed` (ticket table fixed,
 *   ranges written) → `drawn` (public value, winners paid, seed revealed). Ticket writes hold a
 *   FOR SHARE lock on an open week's row; closing updates it, so no ticket lands after the close.
 * - `raffle_tickets`: per week and player, tickets from wagering and bought with Gold.
 * - `raffle_players`: per player, dollars wagered not yet worth a ticket (carried over weeks).
 * - `raffle_ranges`: the closed week's ticket table (contiguous ranges, published).
 * - `raffle_winners`: one row per place paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE raffle_weeks (
      week_start date PRIMARY KEY,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      server_seed text NOT NULL,
      server_seed_hash text NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'drawn')),
      total_tickets bigint NOT NULL DEFAULT 0 CHECK (total_tickets >= 0),
      public_value text,
      public_value_source text,
      created_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz,
      drawn_at timestamptz
    );
    CREATE TABLE raffle_tickets (
      week_start date NOT NULL REFERENCES raffle_weeks(week_start),
      user_id uuid NOT NULL REFERENCES users(id),
      wagering_tickets bigint NOT NULL DEFAULT 0 CHECK (wagering_tickets >= 0),
      gold_tickets bigint NOT NULL DEFAULT 0 CHECK (gold_tickets >= 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (week_start, user_id)
    );
    CREATE TABLE raffle_players (
      user_id uuid PRIMARY KEY REFERENCES users(id),
      wager_remainder bigint NOT NULL DEFAULT 0 CHECK (wager_remainder >= 0)
    );
    CREATE TABLE raffle_ranges (
      week_start date NOT NULL REFERENCES raffle_weeks(week_start),
      first_ticket bigint NOT NULL CHECK (first_ticket >= 1),
      ticket_count bigint NOT NULL CHECK (ticket_count >= 1),
      user_id uuid NOT NULL REFERENCES users(id),
      username text NOT NULL,
      PRIMARY KEY (week_start, first_ticket),
      UNIQUE (week_start, user_id)
    );
    CREATE TABLE raffle_winners (
      week_start date NOT NULL REFERENCES raffle_weeks(week_start),
      place int NOT NULL CHECK (place >= 1),
      user_id uuid NOT NULL REFERENCES users(id),
      username text NOT NULL,
      ticket bigint NOT NULL,
      prize bigint NOT NULL CHECK (prize > 0),
      ledger_entry_id bigint NOT NULL,
      PRIMARY KEY (week_start, place),
      UNIQUE (week_start, user_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE raffle_winners;
    DROP TABLE raffle_ranges;
    DROP TABLE raffle_players;
    DROP TABLE raffle_tickets;
    DROP TABLE raffle_weeks;
  `.execute(db);
}
