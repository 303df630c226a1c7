import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('formatRelativeTime', () => {
  it('picks the largest whole unit', () => {
    expect(formatRelativeTime('2026-11-22T12:00:00Z', 'en', NOW)).toBe('now');
    expect(formatRelativeTime('2026-11-22T11:58:00Z', 'en', NOW)).toBe('2 minutes ago');
    expect(formatRelativeTime('2026-11-22T09:00:00Z', 'en', NOW)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-21T12:00:00Z', 'en', NOW)).toBe('yesterday');
  });

  it('gives nothing for an unreadable date', () => {
    expect(formatRelativeTime('soon', 'en', NOW)).toBe('');
  });
});
