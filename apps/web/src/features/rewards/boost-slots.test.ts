import { describe, expect, it } from 'vitest';
import { boostRemaining, boostWindowIdAt } from './boost-slots';

describe('the rakeback boost (document 1 sections 4 and 9)', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');

  it('counts hours, minutes and seconds down to the expiry', () => {
    expect(boostRemaining('2026-11-25T17:59:03Z', now)).toEqual({
      hours: 7,
      minutes: 59,
      seconds: 3,
    });
  });

  it('is over at and after the expiry, and without one', () => {
    expect(boostRemaining('2026-11-25T10:00:00Z', now)).toBeNull();
    expect(boostRemaining('2026-11-25T09:00:00Z', now)).toBeNull();
    expect(boostRemaining(null, now)).toBeNull();
  });

  it('places each UTC hour in its window: 06–14, 14–22, 22–06', () => {
    const at = (hour: number) => new Date(Date.UTC(2026, 10, 25, hour, 30));
    expect(boostWindowIdAt(at(5))).toBe('22-06');
    expect(boostWindowIdAt(at(6))).toBe('06-14');
    expect(boostWindowIdAt(at(13))).toBe('06-14');
    expect(boostWindowIdAt(at(14))).toBe('14-22');
    expect(boostWindowIdAt(at(21))).toBe('14-22');
    expect(boostWindowIdAt(at(22))).toBe('22-06');
  });
});
