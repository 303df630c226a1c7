import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatEvery } from './schedule';

function logger() {
  const warn = vi.fn();
  return { log: { warn } as unknown as FastifyBaseLogger, warn };
}

describe('repeatEvery', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once and then every interval, never two passes at once', async () => {
    const finishers: Array<() => void> = [];
    const pass = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
    const schedule = repeatEvery({ intervalMs: 1_000, pass, ...logger(), failure: 'failed' });
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000); // the first pass is still running: turns skipped
    expect(pass).toHaveBeenCalledTimes(1);
    finishers[0]?.();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(2);
    finishers[1]?.();
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('logs a failed pass and runs the next one as planned', async () => {
    const { log, warn } = logger();
    const pass = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(1);
    const schedule = repeatEvery({ intervalMs: 1_000, pass, log, failure: 'tick failed' });
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'tick failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    await schedule.stop();
  });

  it('stop waits for the pass that is running', async () => {
    let finish = () => {};
    const pass = () => new Promise<void>((resolve) => (finish = resolve));
    const schedule = repeatEvery({ intervalMs: 1_000, pass, ...logger(), failure: 'failed' });
    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
