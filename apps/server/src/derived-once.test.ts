import { describe, expect, it, vi } from 'vitest';
import { derivedOnce } from './derived-once';

describe('derivedOnce', () => {
  it('derives once per object and again for another object', () => {
    const derive = vi.fn((settings: { rates: string[] }) => settings.rates.map(Number));
    const ratesOf = derivedOnce(derive);
    const first = { rates: ['1', '2'] };
    const second = { rates: ['3'] };

    expect(ratesOf(first)).toEqual([1, 2]);
    expect(ratesOf(first)).toBe(ratesOf(first));
    expect(ratesOf(second)).toEqual([3]);
    expect(derive).toHaveBeenCalledTimes(2);
  });
});
