import type { Config } from '#app/config';
import type { DB } from '#app/db/database';
import { unfinishedSimulatedEvents } from '../events.repository';
import { createSimulatedFeed, type FeedLog } from './simulated/simulated-feed';
import { workerTimelines } from './simulated/worker-timelines';
import type { SportsFeed } from './sports-feed';
import { currentMargin } from '../trading/trading-settings';

export type SportsFeedConfig = Pick<
  Config,
  'NODE_ENV' | 'SPORTS_FEED' | 'SPORTS_MATCH_MINUTES' | 'SPORTS_MARGIN_PERCENT' | 'ODDS_API_KEY'
>;

/** Kick-offs listed ahead per sport by the simulated feed. */
export const SIMULATED_UPCOMING_PER_SPORT = 12;

/** Whether this configuration runs a feed at all (SPORTS_FEED; off under test unless asked). */
export function isSportsFeedOn(config: SportsFeedConfig): boolean {
  if (config.SPORTS_FEED === undefined) return config.NODE_ENV !== 'test';
  return config.SPORTS_FEED !== 'off';
}

/**
 * The one place that decides which feed this deployment runs (ADR 038 "Feed service"):
 * - SPORTS_FEED=off (and the test environment by default): none;
 * - ODDS_API_KEY set and The Odds API adapter given: that adapter (the integrator passes
 *   `oddsApiFeed` from feed/odds-api/), unless SPORTS_FEED=simulated insists on the simulation;
 * - otherwise the built-in simulated feed.
 */
export function selectFeed(
  config: SportsFeedConfig,
  deps: {
    db: DB;
    log: FeedLog;
    /** The Odds API adapter's factory (feed/odds-api), used when ODDS_API_KEY is set. */
    oddsApiFeed?: (apiKey: string) => SportsFeed;
  },
): SportsFeed | null {
  if (!isSportsFeedOn(config)) return null;
  if (config.ODDS_API_KEY && config.SPORTS_FEED !== 'simulated') {
    if (deps.oddsApiFeed) return deps.oddsApiFeed(config.ODDS_API_KEY);
    deps.log.warn({}, 'ODDS_API_KEY is set but no odds API adapter is wired: simulated feed used');
  }
  return createSimulatedFeed({
    matchMinutes: config.SPORTS_MATCH_MINUTES,
    margin: config.SPORTS_MARGIN_PERCENT / 100,
    upcomingPerSport: SIMULATED_UPCOMING_PER_SPORT,
    loadUnfinished: () => unfinishedSimulatedEvents(deps.db),
    // The console's trading margin (ADR 047) for newly priced fixtures; the env value by default.
    currentMargin: () => currentMargin(deps.db, config.SPORTS_MARGIN_PERCENT),
    log: deps.log,
    // The pricing models run on a worker thread, off the event loop that serves bets (ADR 049).
    timelines: workerTimelines(),
  });
}
