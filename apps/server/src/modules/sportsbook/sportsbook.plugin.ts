import type { FastifyInstance } from 'fastify';
import type { Config } from '#app/config';
import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';
import type { AppliedFeedMessage, FeedListener } from './feed/ingest';
import { selectFeed } from './feed/select-feed';
import type { SportsFeed } from './feed/sports-feed';
import { createSportsbookService, type SportsbookService } from './sportsbook.service';
import { sportsbookRoutes } from './sportsbook.routes';

/**
 * The sportsbook in the app (issue 21; ADR 038 "Feed service"): the public read routes, and the
 * feed service, which bids for the feed's leadership once the app is ready and stops on close.
 * The integrator passes sb-bets' settlement listener (and its after-commit payer) here, and The
 * Odds API adapter's factory.
 */
export async function registerSportsbook(
  app: FastifyInstance,
  options: {
    db: DB;
    config: Config;
    realtime: () => Realtime;
    connectionString?: string | undefined;
    listeners?: readonly FeedListener[];
    afterCommit?: ReadonlyArray<(applied: AppliedFeedMessage) => Promise<void> | void>;
    oddsApiFeed?: (apiKey: string) => SportsFeed;
  },
): Promise<SportsbookService> {
  const { db, config } = options;
  await app.register(sportsbookRoutes, { db, inPlayDelayMs: config.SPORTS_INPLAY_DELAY_MS });
  const feed = selectFeed(config, { db, log: app.log, oddsApiFeed: options.oddsApiFeed });
  const service = createSportsbookService({
    db,
    realtime: options.realtime,
    listeners: options.listeners ?? [],
    afterCommit: options.afterCommit ?? [],
    feed,
    log: app.log,
    connectionString: options.connectionString,
  });
  // After ready: the socket server (realtime) exists by then.
  app.addHook('onReady', async () => service.start());
  app.addHook('preClose', async () => service.stop());
  return service;
}
