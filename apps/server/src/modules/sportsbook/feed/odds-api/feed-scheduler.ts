/**
 * When the feed's loops run next. Real timers in production; tests drive a manual scheduler and
 * read the delays the feed asked for (the back-off after a 429, the poll interval after success).
 */
export interface FeedScheduler {
  /** Runs `task` after `delayMs`; the returned function cancels it if it has not started. */
  schedule(name: string, delayMs: number, task: () => Promise<void>): () => void;
}

export const timerScheduler: FeedScheduler = {
  schedule(_name, delayMs, task) {
    const timer = setTimeout(() => void task(), delayMs);
    // A feed's timer never keeps the process alive on shutdown.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** The subset of pino the feed uses (Fastify's logger fits). */
export interface FeedLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}
