import { sql, type Kysely } from 'kysely';

/**
 * The sportsbook's events and their feed state (issue 21; docs/decisions/038-sportsbook-service.md).
 * One row per event: what lists and pages filter on (sport, competition, status, start) in
 * columns, and the feed reducer's whole state (`feed_state`: every market with its status, odds,
 * settlement and void windows; ADR 035) as one JSON document, replaced under the row's lock by
 * each feed message. `feed_clock` is the timestamp of the last message applied (the producer's
 * clock, in which bets' acceptance times are recorded); `bet_stop_seq` counts applied bet_stops,
 * so the in-play delay can tell whether one happened while a bet waited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sb_events (
      id text PRIMARY KEY,
      source text NOT NULL CHECK (source IN ('simulated', 'odds-api')),
      sport text NOT NULL CHECK (sport IN ('football', 'tennis', 'basketball')),
      competition_id text NOT NULL,
      competition_name text NOT NULL,
      country text NOT NULL,
      home_id text NOT NULL,
      home_name text NOT NULL,
      away_id text NOT NULL,
      away_name text NOT NULL,
      starts_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'pre_match'
        CHECK (status IN ('pre_match', 'live', 'ended', 'cancelled')),
      feed_state jsonb NOT NULL,
      feed_clock bigint NOT NULL DEFAULT 0,
      bet_stop_seq int NOT NULL DEFAULT 0,
      model jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sb_events_listing_idx ON sb_events (status, starts_at);
    CREATE INDEX sb_events_sport_idx ON sb_events (sport, competition_id, starts_at);
  `.execute(db);
}
