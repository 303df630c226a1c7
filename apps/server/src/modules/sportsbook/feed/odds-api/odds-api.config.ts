import { z } from 'zod';
import type { DB } from '#app/db/database';
import { findEvents } from '../event-store.repository';
import { HttpOddsApiClient, ODDS_API_BASE_URL } from './odds-api.client';
import { OddsApiFeed } from './odds-api.feed';
import type { FeedLogger, FeedScheduler } from './feed-scheduler';

/**
 * The Odds API feed from environment variables (ADR 042). Enabled by ODDS_API_KEY (the
 * integrator's selectFeed decides); everything else has a default sized for a small quota.
 */

const DEFAULT_SPORTS =
  'soccer_epl,soccer_spain_la_liga,soccer_germany_bundesliga,basketball_nba,tennis_atp_*';

const csv = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9_]+\*?$/, 'must be sport keys like soccer_epl')).min(1));

const blankAsDefault = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const oddsApiEnvSchema = z.object({
  ODDS_API_KEY: z.string().trim().min(1, 'ODDS_API_KEY is required for The Odds API feed'),
  ODDS_API_BASE_URL: z.preprocess(
    blankAsDefault,
    z.url({ protocol: /^https?$/ }).default(ODDS_API_BASE_URL),
  ),
  ODDS_API_SPORTS: z.preprocess(blankAsDefault, csv.default(csv.parse(DEFAULT_SPORTS))),
  ODDS_API_REGIONS: z.preprocess(
    blankAsDefault,
    z
      .string()
      .regex(/^(us|us2|uk|au|eu)(,(us|us2|uk|au|eu))*$/)
      .default('eu'),
  ),
  ODDS_API_POLL_SECONDS: z.preprocess(blankAsDefault, z.coerce.number().int().min(60).default(600)),
  ODDS_API_SCORES_POLL_SECONDS: z.preprocess(
    blankAsDefault,
    z.coerce.number().int().min(60).default(300),
  ),
  /** Our operator margin on the consensus, e.g. 0.05 (5 %). */
  ODDS_API_MARGIN: z.preprocess(blankAsDefault, z.coerce.number().min(0).max(0.3).default(0.05)),
  ODDS_API_MIN_BOOKMAKERS: z.preprocess(
    blankAsDefault,
    z.coerce.number().int().min(1).max(50).default(1),
  ),
  /** Odds polling pauses at this many credits left, keeping them for results. */
  ODDS_API_RESERVE_CREDITS: z.preprocess(
    blankAsDefault,
    z.coerce.number().int().min(0).default(50),
  ),
  ODDS_API_TIMEOUT_MS: z.preprocess(
    blankAsDefault,
    z.coerce.number().int().min(500).max(120_000).default(10_000),
  ),
});
export type OddsApiEnv = z.infer<typeof oddsApiEnvSchema>;

export interface OddsApiFeedDeps {
  logger: FeedLogger;
  /** Lets the feed settle, after a restart, markets it priced before it (see storedMarketIdsOf). */
  storedMarketIds?: (eventId: string) => Promise<string[]>;
  scheduler?: FeedScheduler;
  now?: () => number;
  fetch?: typeof fetch;
}

/** Throws a readable error naming the bad variables. */
export function parseOddsApiEnv(env: Record<string, string | undefined>): OddsApiEnv {
  const parsed = oddsApiEnvSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid The Odds API settings — ${names.join('; ')}`);
  }
  return parsed.data;
}

export function createOddsApiFeed(
  env: Record<string, string | undefined>,
  deps: OddsApiFeedDeps,
): OddsApiFeed {
  const config = parseOddsApiEnv(env);
  const client = new HttpOddsApiClient({
    apiKey: config.ODDS_API_KEY,
    baseUrl: config.ODDS_API_BASE_URL,
    regions: config.ODDS_API_REGIONS,
    timeoutMs: config.ODDS_API_TIMEOUT_MS,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  return new OddsApiFeed({
    client,
    sports: config.ODDS_API_SPORTS,
    pricing: { margin: config.ODDS_API_MARGIN, minBookmakers: config.ODDS_API_MIN_BOOKMAKERS },
    pollSeconds: config.ODDS_API_POLL_SECONDS,
    scoresPollSeconds: config.ODDS_API_SCORES_POLL_SECONDS,
    reserveCredits: config.ODDS_API_RESERVE_CREDITS,
    logger: deps.logger,
    ...(deps.storedMarketIds ? { storedMarketIds: deps.storedMarketIds } : {}),
    ...(deps.scheduler ? { scheduler: deps.scheduler } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });
}

/** The markets the store holds for an event: a read, for `storedMarketIds`. */
export function storedMarketIdsOf(db: DB): (eventId: string) => Promise<string[]> {
  return async (eventId) => {
    const [event] = await findEvents(db, [eventId]);
    return event ? Object.keys(event.state.markets) : [];
  };
}

/**
 * The factory sb-feed's selectFeed takes (`oddsApiFeed`): The Odds API adapter with the given
 * key, the other ODDS_API_* settings from the environment, settling after restarts from the store.
 */
export function oddsApiFeedFactory(deps: {
  db: DB;
  logger: FeedLogger;
  env?: Record<string, string | undefined>;
}): (apiKey: string) => OddsApiFeed {
  return (apiKey) =>
    createOddsApiFeed(
      { ...(deps.env ?? process.env), ODDS_API_KEY: apiKey },
      { logger: deps.logger, storedMarketIds: storedMarketIdsOf(deps.db) },
    );
}
