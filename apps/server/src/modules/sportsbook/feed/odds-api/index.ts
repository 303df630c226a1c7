/** The Odds API v4 adapter (issue 21 item 2; ADR 042). */
export {
  createOddsApiFeed,
  oddsApiFeedFactory,
  parseOddsApiEnv,
  storedMarketIdsOf,
} from './odds-api.config';
export type { OddsApiEnv, OddsApiFeedDeps } from './odds-api.config';
export { OddsApiFeed, type OddsApiFeedOptions } from './odds-api.feed';
export {
  HttpOddsApiClient,
  OddsApiError,
  type OddsApiClient,
  type OddsApiQuota,
  type OddsApiResult,
} from './odds-api.client';
export type { FeedLogger, FeedScheduler } from './feed-scheduler';
