/**
 * A value loaded at most once per `periodMs` and at most once at a time: concurrent scrapes and
 * scrapes within the period share one load, so Prometheus (or several of them, or someone
 * hammering /metrics with the token) cannot turn scrapes into database load. A load that fails
 * or outlasts `timeoutMs` answers `{ ok: false }` for that period.
 */
export type Loaded<T> = { ok: true; value: T } | { ok: false; error: unknown };

export function scrapeCache<T>(options: {
  load: () => Promise<T>;
  periodMs: number;
  timeoutMs: number;
  now?: () => number;
}): () => Promise<Loaded<T>> {
  const now = options.now ?? Date.now;
  let last: { at: number; result: Promise<Loaded<T>> } | undefined;
  return () => {
    const at = now();
    if (!last || at - last.at >= options.periodMs) {
      last = { at, result: settle(options.load(), options.timeoutMs) };
    }
    return last.result;
  };
}

async function settle<T>(loading: Promise<T>, timeoutMs: number): Promise<Loaded<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Loaded<T>>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, error: new Error(`no answer within ${timeoutMs} ms`) }),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([
      loading.then(
        (value): Loaded<T> => ({ ok: true, value }),
        (error: unknown): Loaded<T> => ({ ok: false, error }),
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
