import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { timeOrderedUuid } from './time-ordered-uuid';

describe('timeOrderedUuid', () => {
  it('is a version 7 UUID that carries its millisecond', () => {
    const at = Date.parse('2026-11-27T20:30:00.123Z');
    const id = timeOrderedUuid(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(at);
  });

  it('sorts by time, as text and as PostgreSQL compares uuids (byte order)', () => {
    const start = Date.parse('2026-11-27T20:30:00Z');
    const ids = Array.from({ length: 1000 }, (_, i) => timeOrderedUuid(start + i));
    expect([...ids].sort()).toEqual(ids);
  });

  it('never repeats, also within one millisecond and across its pool of random bytes', () => {
    const at = Date.now();
    const ids = Array.from({ length: 5000 }, () => timeOrderedUuid(at));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.map((id) => id.slice(15))).size).toBe(ids.length);
  });
});
