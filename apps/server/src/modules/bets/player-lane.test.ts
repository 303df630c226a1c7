import { describe, expect, it } from 'vitest';
import { inPlayerLane } from './player-lane';

describe('player lane', () => {
  it('runs one player’s work in order, even after a failure, and other players in parallel', async () => {
    const log: string[] = [];
    const step =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, ms));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const a1 = inPlayerLane('a', step('a1', 20, true));
    const a2 = inPlayerLane('a', step('a2', 5));
    const b1 = inPlayerLane('b', step('b1', 5));
    await expect(a1).rejects.toThrow('a1');
    expect(await a2).toBe('a2');
    expect(await b1).toBe('b1');
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'));
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'));
  });
});
