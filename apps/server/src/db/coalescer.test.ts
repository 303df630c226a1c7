import { describe, expect, it } from 'vitest';
import { createCoalescer } from './coalescer';

function deferred() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('createCoalescer', () => {
  it('starts a lone item at once and groups the items that queue behind a running batch', async () => {
    const batches: number[][] = [];
    const gate = deferred();
    const coalescer = createCoalescer<number, number>({
      run: async (items) => {
        batches.push(items);
        if (batches.length === 1) await gate.promise;
        return items.map((n) => ({ ok: true, value: n * 10 }));
      },
      maxConcurrent: 1,
      maxBatch: 3,
    });
    const first = coalescer.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [2, 3, 4, 5, 6].map((n) => coalescer.submit(n));
    expect(coalescer.size()).toBe(6);
    gate.release();
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40, 50, 60]);
    expect(batches).toEqual([[1], [2, 3, 4], [5, 6]]);
    expect(coalescer.size()).toBe(0);
  });

  it('rejects only the items whose result is an error, and all items of a batch that throws', async () => {
    let calls = 0;
    const coalescer = createCoalescer<number, number>({
      run: async (items) => {
        calls += 1;
        if (calls === 2) throw new Error('batch failed');
        return items.map((n) =>
          n % 2 ? { ok: true, value: n } : { ok: false, error: new Error(`even ${n}`) },
        );
      },
      maxConcurrent: 1,
      maxBatch: 2,
    });
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => coalescer.submit(n)));
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : String(o.reason)))).toEqual([
      1,
      'Error: even 2',
      'Error: batch failed',
      'Error: batch failed',
      5,
    ]);
  });
});
