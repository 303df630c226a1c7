import type { LeanResponse } from './lean-http';
import { quantile } from './support';

/**
 * The benchmarks' load loops, whatever the request: closed loops (each client sends its next
 * request when the last one is answered) and an open loop (requests start on a schedule whatever
 * the answers do). A request answers its status and body; 200 counts as done, anything else as
 * an error (the first one is kept for the report).
 */

export const REQUEST_TIMEOUT_MS = 10_000;
/** The open loop never keeps more than this many requests in flight (the rest count as errors). */
export const MAX_IN_FLIGHT = 512;

export type Request = () => Promise<LeanResponse>;

export interface Sample {
  ok: number;
  errors: number;
  elapsed: number;
  /** Latencies of the requests answered 200, in ms, sorted once the loop ends. */
  latencies: number[];
  statuses: Map<number, number>;
  firstError: string | null;
  /** Requests answered 200 slower than SLOW_MS: [started (epoch ms), latency ms], for a timeline. */
  slow: Array<[number, number]>;
}

/** What the timeline (BENCH_TIMELINE=1) counts as slow: the bets bar's p99 goal. */
export const SLOW_MS = 25;

export function newSample(): Sample {
  return {
    ok: 0,
    errors: 0,
    elapsed: 0,
    latencies: [],
    statuses: new Map(),
    firstError: null,
    slow: [],
  };
}

/** Sends one request and records its answer and latency. */
export async function timed(request: Request, sample: Sample): Promise<void> {
  const started = performance.now();
  const { status, body } = await request();
  const ms = performance.now() - started;
  sample.statuses.set(status, (sample.statuses.get(status) ?? 0) + 1);
  if (status === 200) {
    sample.ok += 1;
    sample.latencies.push(ms);
    if (ms > SLOW_MS) sample.slow.push([Date.now() - ms, ms]);
  } else {
    sample.errors += 1;
    sample.firstError ??= `${status} ${body.slice(0, 200)}`;
  }
}

/** `clients` closed loops for `seconds`; client i sends `requestOf(i)`'s requests. */
export async function closedLoop(
  clients: number,
  requestOf: (client: number) => Request,
  seconds: number,
): Promise<Sample> {
  const sample = newSample();
  const started = performance.now();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const request = requestOf(i);
      while (Date.now() < until) await timed(request, sample);
    }),
  );
  sample.elapsed = (performance.now() - started) / 1000;
  sample.latencies.sort((a, b) => a - b);
  return sample;
}

/**
 * An open loop: `rate` requests a second start on schedule whatever the answers do, so a slow
 * server cannot slow the load down and hide its own latency.
 */
export async function openLoop(
  next: () => Request,
  rate: number,
  seconds: number,
): Promise<Sample & { sent: number }> {
  const sample = newSample();
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const end = started + seconds * 1000;
  let sent = 0;
  for (let now = started; now < end; now = performance.now()) {
    const due = Math.floor(((now - started) / 1000) * rate);
    for (; sent < due; sent += 1) {
      if (inFlight.size >= MAX_IN_FLIGHT) {
        sample.errors += 1;
        sample.firstError ??= 'client: too many requests in flight';
        continue;
      }
      const request = timed(next(), sample).finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  sample.elapsed = (performance.now() - started) / 1000;
  sample.latencies.sort((a, b) => a - b);
  return { ...sample, sent };
}

/**
 * When the slow requests started, by `windowMs` window (UTC time, how many, the slowest): stalls
 * show as runs of windows, to set beside the server's and PostgreSQL's logs.
 */
export function timeline(s: Sample, windowMs = 250): string[] {
  const windows = new Map<number, { count: number; max: number }>();
  for (const [started, latency] of s.slow) {
    const at = Math.floor(started / windowMs) * windowMs;
    const window = windows.get(at) ?? { count: 0, max: 0 };
    window.count += 1;
    window.max = Math.max(window.max, latency);
    windows.set(at, window);
  }
  return [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([at, w]) =>
        `${new Date(at).toISOString().slice(11, 23)}  ${String(w.count).padStart(4)} slower than ${SLOW_MS} ms, slowest ${ms(w.max)}`,
    );
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A report row: name, requests/s, p50, p99, errors. */
export function row(name: string, s: Sample): string {
  const perSecond = s.ok / s.elapsed;
  return [
    name.padEnd(26),
    perSecond.toFixed(1).padStart(9),
    ms(quantile(s.latencies, 0.5)).padStart(10),
    ms(quantile(s.latencies, 0.99)).padStart(10),
    String(s.errors).padStart(7),
  ].join('  ');
}
