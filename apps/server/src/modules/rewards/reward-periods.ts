import { BOOST_WINDOWS, type BoostWindowId } from '@tengu/shared';

/**
 * UTC calendar arithmetic of the rewards (spec document 1 sections 4, 5): the Weekly Bonus's week
 * runs from Friday 00:00 UTC (it unlocks on Friday), the Monthly Bonus's month from the 1st, the
 * boost windows are 06–14, 14–22 and 22–06 UTC. Dates are YYYY-MM-DD strings.
 */

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a moment, in UTC. */
export function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return utcDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

/** The start (a Friday) of the week holding `at`. */
export function weekStart(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceFriday = (day.getUTCDay() + 7 - 5) % 7;
  return utcDate(new Date(day.getTime() - sinceFriday * DAY_MS));
}

/** The first day of the month holding `at`. */
export function monthStart(at: Date): string {
  return utcDate(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)));
}

/** The first day of the month after the one holding `at`. */
export function nextMonthStart(at: Date): string {
  return utcDate(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)));
}

/** The UTC boost window holding `at`: its id, start and end. */
export function boostWindowOf(at: Date): { id: BoostWindowId; start: Date; end: Date } {
  const hour = at.getUTCHours();
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  // 00:00–06:00 belongs to the 22–06 window that began the day before.
  const startHour = hour >= 22 ? 22 : hour >= 14 ? 14 : hour >= 6 ? 6 : -2;
  const start = new Date(midnight + startHour * 3_600_000);
  const window = BOOST_WINDOWS.find((w) => w.startHour === (startHour + 24) % 24)!;
  return { id: window.id, start, end: new Date(start.getTime() + 8 * 3_600_000) };
}
