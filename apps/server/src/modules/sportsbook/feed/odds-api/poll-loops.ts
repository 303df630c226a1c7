import { OddsApiError } from './odds-api.client';
import { timerScheduler, type FeedLogger, type FeedScheduler } from './feed-scheduler';

/**
 * The feed's timers and its answer to API errors (ADR 042): each loop runs, then schedules its
 * next pass. A 401 stops every loop (logged once); used-up credits wait an hour; 429, 5xx,
 * timeouts and network errors back off exponentially (Retry-After honoured) — and while backing
 * off, no loop that calls the API makes a request. stop() cancels the timers, aborts the request
 * in flight and waits for the pass under way.
 */

export interface PollLoop {
  name: string;
  intervalMs: number;
  firstDelayMs: number;
  /** Calls the API: paused during a back-off. */
  usesApi: boolean;
  run(signal: AbortSignal): Promise<void>;
}

export interface PollLoopsOptions {
  logger: FeedLogger;
  scheduler?: FeedScheduler;
  now?: () => number;
  backoff?: { baseMs: number; maxMs: number };
  /** Wait after OUT_OF_USAGE_CREDITS. */
  quotaWaitMs?: number;
}

export class PollLoops {
  private readonly scheduler: FeedScheduler;
  private readonly now: () => number;
  private readonly timers = new Map<string, () => void>();
  private readonly inflight = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private isHalted = false;
  private failures = 0;
  private backoffUntil = 0;

  constructor(private readonly options: PollLoopsOptions) {
    this.scheduler = options.scheduler ?? timerScheduler;
    this.now = options.now ?? Date.now;
  }

  get isStopped(): boolean {
    return this.isHalted;
  }

  start(loops: readonly PollLoop[]): void {
    for (const loop of loops) this.schedule(loop, loop.firstDelayMs);
  }

  async stop(): Promise<void> {
    this.isHalted = true;
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
    this.abort.abort();
    await Promise.allSettled([...this.inflight]);
  }

  private schedule(loop: PollLoop, delayMs: number): void {
    if (this.isHalted) return;
    this.timers.get(loop.name)?.();
    this.timers.set(
      loop.name,
      this.scheduler.schedule(loop.name, Math.max(0, delayMs), () => this.runOnce(loop)),
    );
  }

  private async runOnce(loop: PollLoop): Promise<void> {
    this.timers.delete(loop.name);
    if (this.isHalted) return;
    const run = this.pass(loop).then((next) => {
      if (next !== null) this.schedule(loop, next);
    });
    this.inflight.add(run);
    try {
      await run;
    } finally {
      this.inflight.delete(run);
    }
  }

  /** One pass; the delay until the next one, or null to stop. */
  private async pass(loop: PollLoop): Promise<number | null> {
    if (loop.usesApi) {
      const waiting = this.backoffUntil - this.now();
      if (waiting > 0) return waiting;
    }
    try {
      await loop.run(this.abort.signal);
      if (loop.usesApi) this.failures = 0;
      return loop.intervalMs;
    } catch (error) {
      return this.onError(loop, error);
    }
  }

  private onError(loop: PollLoop, error: unknown): number | null {
    const { logger } = this.options;
    if (this.isHalted) return null;
    if (!(error instanceof OddsApiError)) {
      logger.error({ loop: loop.name, err: error }, 'The Odds API feed failed a pass; it retries');
      return loop.intervalMs;
    }
    const fields = {
      loop: loop.name,
      status: error.details.status,
      errorCode: error.details.errorCode,
    };
    switch (error.kind) {
      case 'unauthorized':
        logger.error(
          fields,
          `The Odds API refused ODDS_API_KEY (${error.message}): polling stopped`,
        );
        void this.stop();
        return null;
      case 'quota_exhausted': {
        const wait = this.options.quotaWaitMs ?? 3_600_000;
        this.backoffUntil = this.now() + wait;
        logger.warn({ ...fields, waitMs: wait }, 'The Odds API credits are used up; waiting');
        return wait;
      }
      case 'rate_limited':
      case 'server':
      case 'network':
      case 'timeout': {
        this.failures++;
        const { baseMs, maxMs } = this.options.backoff ?? { baseMs: 30_000, maxMs: 1_800_000 };
        const exponential = baseMs * 2 ** (this.failures - 1);
        const delay = Math.min(maxMs, Math.max(exponential, error.details.retryAfterMs ?? 0));
        this.backoffUntil = this.now() + delay;
        logger.warn({ ...fields, delayMs: delay }, `The Odds API: ${error.message}; backing off`);
        return delay;
      }
      case 'rejected':
      case 'bad_response':
        logger.warn(fields, `The Odds API: ${error.message}`);
        return loop.intervalMs;
    }
  }
}
