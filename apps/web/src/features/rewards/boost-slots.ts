import { BOOST_WINDOWS, type BoostWindowId } from '@tengu/shared';

/** The UTC boost window `at` falls in (spec document 1 section 9: 06–14, 14–22, 22–06). */
export function boostWindowIdAt(at: Date): BoostWindowId {
  const hour = at.getUTCHours();
  let current: BoostWindowId = '22-06';
  for (const window of BOOST_WINDOWS) {
    if (window.id !== '22-06' && hour >= window.startHour) current = window.id;
  }
  return hour >= 22 ? '22-06' : current;
}

/** What is left of a boost as h, m, s; null once it has expired (or when there is none). */
export function boostRemaining(
  expiry: string | null,
  now: number,
): { hours: number; minutes: number; seconds: number } | null {
  if (!expiry) return null;
  const left = Math.floor((Date.parse(expiry) - now) / 1000);
  if (!(left > 0)) return null;
  return {
    hours: Math.floor(left / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
