import { describe, expect, it } from 'vitest';
import { scrapeCache } from './scrape-cache';

describe('scrape-time reads', () => {
  it('load once per period, however many scrapes arrive, together or in turn', async () => {
    let clock = 0;
    let loads = 0;
    const read = scrapeCache({
      load: async () => ++loads,
      periodMs: 5000,
      timeoutMs: 1000,
      now: () => clock,
    });
    const burst = await Promise.all(Array.from({ length: 20 }, () => read()));
    expect(burst.every((r) => r.ok && r.value === 1)).toBe(true);
    clock = 4999;
    expect(await read()).toEqual({ ok: true, value: 1 });
    clock = 5000;
    expect(await read()).toEqual({ ok: true, value: 2 });
    expect(loads).toBe(2);
  });

  it('answer "not ok" for a failed or stuck read, and try again in the next period', async () => {
    let clock = 0;
    let attempt = 0;
    const read = scrapeCache({
      load: () => {
        attempt += 1;
        if (attempt === 1) return Promise.reject(new Error('database down'));
        if (attempt === 2) return new Promise<number>(() => {});
        return Promise.resolve(7);
      },
      periodMs: 5000,
      timeoutMs: 20,
      now: () => clock,
    });
    expect((await read()).ok).toBe(false);
    clock = 5000;
    expect((await read()).ok).toBe(false);
    clock = 10_000;
    expect(await read()).toEqual({ ok: true, value: 7 });
  });
});
