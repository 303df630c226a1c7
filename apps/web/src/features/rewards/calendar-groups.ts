import { LEVEL_UP_MARK, type CalendarItem, type CalendarResponse } from '@tengu/shared';
import { calendarDays } from './reward-dates';

export interface CalendarDayGroup {
  date: string;
  items: Array<CalendarItem & { isLevelUp: boolean }>;
}

/**
 * The Pending Rewards calendar as days (document 2 sections 2 and 3): `days` days from the
 * server's today, each with its items; a message containing 'LU' marks a level-up reward.
 * Items dated before today (still unclaimed) count under today, where they can be claimed.
 */
export function groupCalendar(data: CalendarResponse, days: number): CalendarDayGroup[] {
  const dates = calendarDays(data.today, days);
  const groups = new Map(dates.map((date) => [date, [] as CalendarDayGroup['items']]));
  for (const [date, items] of Object.entries(data.calendar)) {
    const key = date < data.today ? data.today : date;
    const group = groups.get(key);
    if (!group) continue;
    for (const item of items)
      group.push({ ...item, isLevelUp: item.message.includes(LEVEL_UP_MARK) });
  }
  return dates.map((date) => ({ date, items: groups.get(date) ?? [] }));
}

/** How many items the calendar holds in all. */
export function calendarItemCount(data: CalendarResponse | undefined): number {
  if (!data) return 0;
  return Object.values(data.calendar).reduce((sum, items) => sum + items.length, 0);
}
