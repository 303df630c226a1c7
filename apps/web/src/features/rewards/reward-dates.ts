import type { Language } from '@tengu/shared';

/** The name of the month after `now`'s (UTC), in the player's language: '1st {month}'. */
export function nextMonthName(now: Date, language: Language): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(next);
}

/** YYYY-MM-DD of a UTC day. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The 28 calendar days from `today` (YYYY-MM-DD, UTC) on (document 2 section 2). */
export function calendarDays(today: string, count: number): string[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => utcDay(new Date(start + i * 86_400_000)));
}

/** A day's label: weekday and date in the player's language, read in UTC. */
export function formatCalendarDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
