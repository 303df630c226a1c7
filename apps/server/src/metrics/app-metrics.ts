import { Registry } from 'prom-client';
import type { Server } from 'socket.io';
import type { DB } from '#app/db/database';
import { collectProcessMetrics, processRegistry } from './instruments';
import { scrapeCache } from './scrape-cache';
import {
  loadDatabaseSnapshot,
  registerDatabaseGauges,
  registerMemoryGauges,
} from './scrape-gauges';

/** How long one database read serves every scrape (Prometheus scrapes every 15 s by default). */
export const SCRAPE_CACHE_MS = 5000;
/** A scrape answers without the database's gauges rather than wait for a stuck database. */
const SCRAPE_QUERY_TIMEOUT_MS = 3000;

export interface AppMetrics {
  /** The text exposition of this replica's metrics. */
  render: () => Promise<{ contentType: string; body: string }>;
}

/**
 * One app's metrics: the process's instruments (requests, bets, batches, pool waits, Node) and
 * this app's scrape-time gauges (sockets, pools, queued bets; queues, watchers, outbox from the
 * database). Each replica serves its own; Prometheus adds `instance` (and any `replica` label the
 * scrape configuration sets) when it scrapes them.
 */
export function createAppMetrics(options: {
  db: DB;
  io: () => Server;
  pendingBets: () => number;
  cacheMs?: number;
}): AppMetrics {
  collectProcessMetrics();
  const own = new Registry();
  registerMemoryGauges(own, options);
  registerDatabaseGauges(
    own,
    scrapeCache({
      load: () => loadDatabaseSnapshot(options.db),
      periodMs: options.cacheMs ?? SCRAPE_CACHE_MS,
      timeoutMs: SCRAPE_QUERY_TIMEOUT_MS,
    }),
  );
  const registry = Registry.merge([processRegistry, own]);
  return {
    render: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}
