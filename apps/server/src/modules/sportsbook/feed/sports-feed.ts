import type { FeedMessage, SportId } from '../domain';

/**
 * Every source of sports data speaks this (issue 21 item 2; ADR 038): the built-in simulated
 * feed and The Odds API adapter. A feed pushes fixtures and UOF messages (ADR 035) into the sink;
 * the sink persists them (event-store) and applies them (ingest), so the sportsbook only ever
 * reacts to what the reducer applied. A feed never touches the database or money itself.
 */
export interface Fixture {
  /** Unique across feeds: `sim:<n>` for the simulated feed, `oa:<id>` for The Odds API. */
  id: string;
  source: 'simulated' | 'odds-api';
  sport: SportId;
  competition: { id: string; name: string; country: string };
  home: { id: string; name: string };
  away: { id: string; name: string };
  /** Epoch milliseconds. */
  startsAt: number;
  /** What the feed needs to resume the event after a restart (a seed, strengths, remote ids). */
  model?: Record<string, unknown>;
}

export interface FeedSink {
  /** Creates the event, or updates its names and start while it has not started. */
  upsertFixture(fixture: Fixture): Promise<void>;
  /** Applies one message; resolves after its transaction committed (or refused it). */
  deliver(message: FeedMessage): Promise<void>;
}

export interface SportsFeed {
  readonly source: Fixture['source'];
  /** Starts producing into the sink (timers, polling); resolves once running. */
  start(sink: FeedSink): Promise<void>;
  /** Stops every timer and request; resolves when nothing more will reach the sink. */
  stop(): Promise<void>;
}
