import { Counter, Histogram, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import { RouteHistogram } from './route-histogram';

/**
 * The process's hot-path instruments (docs/decisions/053-metrics.md): counters and histograms
 * only, updated in memory where things happen (a request answered, a batch of bets committed, a
 * pooled connection handed out). Nothing here queries anything; what needs a query is computed
 * at scrape time (`scrape-gauges.ts`). They describe the process, so they live in one registry per
 * process; each app merges it with its own scrape-time gauges (`app-metrics.ts`).
 */
export const processRegistry = new Registry();

/**
 * Request latency per route pattern (never the raw URL: unbounded label values). Observed once
 * per request, so it is a cheaper implementation of the same histogram (`route-histogram.ts`).
 */
export const httpRequestDuration = new RouteHistogram(
  'tengu_http_request_duration_seconds',
  'HTTP requests by method, route pattern and status class, and how long they took.',
  [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
);
// The registry only reads a metric's name, get/getForPromString and reset.
processRegistry.registerMetric(httpRequestDuration as unknown as Metric);

const settledBets = new Counter({
  name: 'tengu_bets_settled_total',
  help: 'Bets settled (committed and answered), by game.',
  labelNames: ['game'] as const,
  registers: [processRegistry],
});

const betBatchSize = new Histogram({
  name: 'tengu_bet_batch_size',
  help: 'Bets per coalesced batch (one transaction, ADR 012).',
  // MAX_BATCH is 64.
  buckets: [1, 2, 4, 8, 16, 32, 64],
  registers: [processRegistry],
});

const betBatchPaths = new Counter({
  name: 'tengu_bet_batches_total',
  help: 'Coalesced batches of bets by the path that settled them: pipelined (two round trips) or general (a first seed pair or account, an Idempotency-Key retry, a failed pipelined attempt).',
  labelNames: ['path'] as const,
  registers: [processRegistry],
});

const poolWait = new Histogram({
  name: 'tengu_db_pool_wait_seconds',
  help: 'How long a query waited for a pooled database connection (a free one or a new one).',
  labelNames: ['pool'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
  registers: [processRegistry],
});

/** `n` bets of `game` were settled (after their commit). */
export function countSettledBets(game: string, n = 1): void {
  if (n > 0) settledBets.inc({ game }, n);
}

/** One coalesced batch of `size` bets ran. */
export function observeBetBatch(size: number): void {
  betBatchSize.observe(size);
}

/** A coalesced batch was settled (or failed) on this path (ADR 012). */
export function countBetBatchPath(path: 'pipelined' | 'general'): void {
  betBatchPaths.inc({ path });
}

export type PoolName = 'main' | 'pipelined';

/** A pooled connection was handed out (or refused) after `seconds`. */
export function observePoolWait(pool: PoolName, seconds: number): void {
  poolWait.observe({ pool }, seconds);
}

let isCollectingProcessMetrics = false;

/**
 * Node's own metrics (event-loop lag, memory, CPU, GC, handles) with their standard names, so
 * the usual dashboards work. Started by the first app that serves metrics, not at import: the
 * command-line tools import the database module too and need no event-loop monitor.
 */
export function collectProcessMetrics(): void {
  if (isCollectingProcessMetrics) return;
  isCollectingProcessMetrics = true;
  collectDefaultMetrics({ register: processRegistry });
}
