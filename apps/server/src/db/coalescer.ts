/**
 * Coalesces concurrent requests for the same kind of database work into shared round trips
 * (docs/decisions/012-coalesced-bets.md). Callers `submit` one item and await its own result;
 * items queue while earlier batches run, and each batch takes everything queued (up to
 * `maxBatch`). Nothing waits on a timer: an item that arrives while the database is idle starts
 * a batch of one at once, and under load the batches grow by themselves.
 */
export interface CoalescerOptions<Item, Result> {
  /** Runs one batch; returns one result (or error) per item, in order. */
  run: (items: Item[]) => Promise<Array<Settled<Result>>>;
  /** Batches in flight at once (each holds a pooled connection). */
  maxConcurrent: number;
  maxBatch: number;
}

export type Settled<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

interface Pending<Item, Result> {
  item: Item;
  resolve: (value: Result) => void;
  reject: (error: unknown) => void;
}

export interface Coalescer<Item, Result> {
  submit: (item: Item) => Promise<Result>;
  /** Items queued or running (for tests and metrics). */
  size: () => number;
}

export function createCoalescer<Item, Result>(
  options: CoalescerOptions<Item, Result>,
): Coalescer<Item, Result> {
  const queue: Array<Pending<Item, Result>> = [];
  let running = 0;
  let inFlight = 0;

  const settle = (batch: Array<Pending<Item, Result>>, results: Array<Settled<Result>>) => {
    batch.forEach((pending, index) => {
      const result = results[index];
      if (!result) pending.reject(new Error('coalesced batch returned no result for an item'));
      else if (result.ok) pending.resolve(result.value);
      else pending.reject(result.error);
    });
  };

  const pump = (): void => {
    while (running < options.maxConcurrent && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      running += 1;
      inFlight += batch.length;
      options
        .run(batch.map((p) => p.item))
        .then(
          (results) => settle(batch, results),
          (error: unknown) =>
            settle(
              batch,
              batch.map(() => ({ ok: false, error }) as const),
            ),
        )
        .finally(() => {
          running -= 1;
          inFlight -= batch.length;
          pump();
        });
    }
  };

  return {
    submit: (item) =>
      new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // Let the requests that arrive in this turn of the event loop join the same batch.
        if (queue.length === 1) setImmediate(pump);
      }),
    size: () => queue.length + inFlight,
  };
}
