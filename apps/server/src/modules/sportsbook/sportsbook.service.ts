import type { DB } from '#app/db/database';
import { startLeaderElection, type LeaderElection } from '#app/modules/games/crash/crash-leader';
import type { Realtime } from '#app/realtime/realtime';
import { upsertFixture } from './feed/event-store.repository';
import { eventUpdateOf } from './feed/event-update';
import {
  ingestFeedMessage,
  type AppliedFeedMessage,
  type FeedListener,
  type IngestResult,
} from './feed/ingest';
import { sleep } from './feed/simulated/simulated-feed';
import type { FeedSink, SportsFeed } from './feed/sports-feed';
import type { FeedMessage } from './domain';

/**
 * The sportsbook service (issue 21; ADR 038 "Feed service"): owns the FeedSink every feed pushes
 * into. A fixture goes to the events store; a message goes through the one ingest path with the
 * registered listeners (sb-bets' settlement), and after its commit `sports:event` goes to
 * everybody on `/sports`, then the `afterCommit` hooks run (e.g. paying the bets the listener
 * marked due). Only one replica runs the feed: the holder of a PostgreSQL advisory lock, taken
 * like the crash engine's (crash-leader.ts); a follower takes over when the leader dies.
 */

/** pg_try_advisory_lock key: the bytes of "tengu-sb" as an int8. */
export const SPORTS_FEED_LOCK_KEY = '8387231271674016610';

export interface SportsbookLog {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SportsbookServiceOptions {
  db: DB;
  /** A getter: the socket server is built after the routes (app.ts). */
  realtime: () => Realtime;
  /** Run inside each applied message's transaction (ADR 038): sb-bets' settlement listener. */
  listeners?: readonly FeedListener[];
  /** Run after each applied message's commit, in order; a failure is logged, never thrown. */
  afterCommit?: ReadonlyArray<(applied: AppliedFeedMessage) => Promise<void> | void>;
  /** The feed this replica runs while it leads (selectFeed); null: none. */
  feed: SportsFeed | null;
  log: SportsbookLog;
  /** A connection of its own for the leader lock; without it one is borrowed from the pool. */
  connectionString?: string | undefined;
  /** Leader election timings (tests): how often a follower asks, how often the leader checks. */
  leadership?: { retryMs?: number; heartbeatMs?: number };
}

export interface SportsbookService {
  /** Where feeds push (also usable directly by tests and tools). */
  sink: FeedSink;
  /**
   * Delivers a message through the same path as the feed's, with `extra` listeners in its
   * transaction (the console's manual settlement writes its audit there; ADR 047), and answers
   * the reducer's verdicts.
   */
  deliverWith(message: FeedMessage, extra: readonly FeedListener[]): Promise<IngestResult | null>;
  /** Starts bidding for the feed's leadership (no-op without a feed). */
  start(): void;
  isLeader(): boolean;
  /** The leader lock's session pid (tests that cut it), null when not leading. */
  lockPid(): number | null;
  /** Stops the feed if leading and releases the lock. */
  stop(): Promise<void>;
}

export function createSportsbookService(options: SportsbookServiceOptions): SportsbookService {
  const { db, log, feed } = options;
  const listeners = options.listeners ?? [];
  const afterCommit = options.afterCommit ?? [];
  async function deliverWith(message: FeedMessage, extra: readonly FeedListener[]) {
    const result = await ingestFeedMessage(db, message, [...listeners, ...extra]);
    const applied = result?.applied;
    if (!applied) return result;
    const update = eventUpdateOf(applied);
    if (update) options.realtime().broadcast('/sports', 'sports:event', update);
    for (const hook of afterCommit) {
      try {
        await hook(applied);
      } catch (error) {
        log.error({ err: error, eventId: message.eventId }, 'sportsbook: after-commit hook failed');
      }
    }
    return result;
  }
  const sink: FeedSink = {
    upsertFixture: (fixture) => upsertFixture(db, fixture),
    async deliver(message) {
      await deliverWith(message, []);
    },
  };

  let election: LeaderElection | null = null;

  /** While leading: the feed runs; a feed that fails to start is retried. */
  async function lead(signal: AbortSignal): Promise<void> {
    if (!feed) return;
    let started = false;
    while (!signal.aborted && !started) {
      try {
        await feed.start(sink);
        started = true;
      } catch (error) {
        log.error({ err: error }, 'sportsbook feed: start failed, retrying');
        await feed.stop().catch(() => undefined);
        await sleep(2000, signal);
      }
    }
    await new Promise<void>((resolve) => {
      if (signal.aborted) resolve();
      else signal.addEventListener('abort', () => resolve(), { once: true });
    });
    await feed
      .stop()
      .catch((error: unknown) => log.error({ err: error }, 'sportsbook feed: stop failed'));
  }

  return {
    sink,
    deliverWith,
    start() {
      if (!feed || election) return;
      election = startLeaderElection({
        db,
        connectionString: options.connectionString,
        retryMs: options.leadership?.retryMs ?? 2000,
        heartbeatMs: options.leadership?.heartbeatMs ?? 1000,
        log,
        lockKey: SPORTS_FEED_LOCK_KEY,
        name: `sportsbook feed (${feed.source})`,
        sessionRole: 'sports-feed-leader',
        lead,
      });
    },
    isLeader: () => election?.isLeader() ?? false,
    lockPid: () => election?.lockPid() ?? null,
    async stop() {
      const current = election;
      election = null;
      await current?.stop();
    },
  };
}
