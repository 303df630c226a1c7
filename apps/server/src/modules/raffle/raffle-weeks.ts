/**
 * The raffle's week (docs/decisions/018-raffle.md): from Friday 00:00 UTC to the next Friday
 * 00:00 UTC, the rewards' week (spec document 1 section 4). Weeks are named by their Friday,
 * YYYY-MM-DD.
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** The Friday (YYYY-MM-DD) starting the week that holds `at`. */
export function raffleWeekOf(at: Date): string {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceFriday = (new Date(midnight).getUTCDay() + 7 - 5) % 7;
  return new Date(midnight - sinceFriday * DAY_MS).toISOString().slice(0, 10);
}

export function weekBounds(week: string): { startsAt: Date; endsAt: Date } {
  const start = Date.parse(`${week}T00:00:00Z`);
  return { startsAt: new Date(start), endsAt: new Date(start + WEEK_MS) };
}

export function nextWeek(week: string): string {
  return weekBounds(week).endsAt.toISOString().slice(0, 10);
}

export function previousWeek(week: string): string {
  return new Date(Date.parse(`${week}T00:00:00Z`) - WEEK_MS).toISOString().slice(0, 10);
}
