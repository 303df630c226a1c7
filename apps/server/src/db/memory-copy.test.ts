import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCopy } from './memory-copy';

interface Settings {
  version: number;
}

/** A loader whose every call waits until the test answers it (or fails it). */
function controlledLoader() {
  const calls: Array<{ resolve: (value: Settings) => void; reject: (error: Error) => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<Settings>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const REFRESH_MS = 5_000;
const db = {};

describe('createMemoryCopy', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('concurrent first reads run one load and all get its value', async () => {
    const { load, calls } = controlledLoader();
    const copy = createMemoryCopy<Settings, object>({ load, refreshMs: REFRESH_MS });
    expect(copy.peek(db)).toBeUndefined();
    const reads = Array.from({ length: 5 }, () => copy.read(db));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]?.resolve({ version: 1 });
    expect(await Promise.all(reads)).toEqual(Array(5).fill({ version: 1 }));
    expect(copy.peek(db)).toEqual({ version: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a copy older than the refresh age at once while one background refresh runs', async () => {
    const { load, calls } = controlledLoader();
    const copy = createMemoryCopy<Settings, object>({ load, refreshMs: REFRESH_MS });
    const first = copy.read(db);
    calls[0]?.resolve({ version: 1 });
    await first;

    vi.advanceTimersByTime(REFRESH_MS - 1);
    expect(copy.peek(db)).toEqual({ version: 1 });
    expect(load).toHaveBeenCalledTimes(1); // still fresh: no query

    vi.advanceTimersByTime(1);
    for (let i = 0; i < 10; i += 1) expect(copy.peek(db)).toEqual({ version: 1 });
    expect(load).toHaveBeenCalledTimes(2); // one refresh, however many reads

    calls[1]?.resolve({ version: 2 });
    await settle();
    expect(copy.peek(db)).toEqual({ version: 2 });
    expect(load).toHaveBeenCalledTimes(2); // the new copy is fresh again
  });

  it('keeps serving the old copy when a refresh fails, and tries again on a later read', async () => {
    const { load, calls } = controlledLoader();
    const copy = createMemoryCopy<Settings, object>({ load, refreshMs: REFRESH_MS });
    const first = copy.read(db);
    calls[0]?.resolve({ version: 1 });
    await first;

    vi.advanceTimersByTime(REFRESH_MS);
    copy.peek(db);
    calls[1]?.reject(new Error('connection lost'));
    await settle();
    expect(copy.peek(db)).toEqual({ version: 1 });
    expect(load).toHaveBeenCalledTimes(3); // that read tried again

    calls[2]?.resolve({ version: 2 });
    await settle();
    expect(copy.peek(db)).toEqual({ version: 2 });
  });

  it('a change this process remembers wins over a refresh that began before it', async () => {
    const { load, calls } = controlledLoader();
    const copy = createMemoryCopy<Settings, object>({ load, refreshMs: REFRESH_MS });
    const first = copy.read(db);
    calls[0]?.resolve({ version: 1 });
    await first;

    vi.advanceTimersByTime(REFRESH_MS);
    copy.peek(db); // a refresh starts, its query predates the change
    copy.remember(db, { version: 3 });
    expect(copy.peek(db)).toEqual({ version: 3 });
    calls[1]?.resolve({ version: 2 });
    await settle();
    expect(copy.peek(db)).toEqual({ version: 3 });
    // The dropped refresh did not make the copy fresh: that read started one that follows the
    // change, and its answer (the committed change) is applied.
    expect(load).toHaveBeenCalledTimes(3);
    calls[2]?.resolve({ version: 3 });
    await settle();
    expect(copy.peek(db)).toEqual({ version: 3 });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a failed first load fails its readers, and the next read loads again', async () => {
    const { load, calls } = controlledLoader();
    const copy = createMemoryCopy<Settings, object>({ load, refreshMs: REFRESH_MS });
    const first = copy.read(db);
    await settle();
    calls[0]?.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    const again = copy.read(db);
    await settle();
    calls[1]?.resolve({ version: 1 });
    expect(await again).toEqual({ version: 1 });
  });

  it('forgets the copy on reset: the next read loads again', async () => {
    const { load, calls } = controlledLoader();
    const copy = createMemoryCopy<Settings, object>({ load, refreshMs: REFRESH_MS });
    const first = copy.read(db);
    calls[0]?.resolve({ version: 1 });
    await first;

    copy.forget(db);
    expect(copy.peek(db)).toBeUndefined();
    const again = copy.read(db);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]?.resolve({ version: 2 });
    expect(await again).toEqual({ version: 2 });
  });

  it('keeps one copy per database handle', async () => {
    const copy = createMemoryCopy<Settings, object>({
      load: (handle) => Promise.resolve({ version: handle === db ? 1 : 2 }),
      refreshMs: REFRESH_MS,
    });
    expect(await copy.read(db)).toEqual({ version: 1 });
    expect(await copy.read({})).toEqual({ version: 2 });
  });
});
