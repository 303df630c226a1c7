import {
  CALENDAR_DAYS,
  LEVEL_UP_MARK,
  type CalendarItem,
  type CalendarResponse,
} from '@tengu/shared';

export interface CalendarDay {
  /** YYYY-MM-DD (UTC). */
  date: string;
  items: CalendarItem[];
}

/** YYYY-MM-DD of `date` plus `days` days, in UTC. */
export function addUtcDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * The Pending Rewards calendar's days (document 2 section 2: 28 days from today, UTC): every day
 * in order, even those the answer left out, so the grid never shifts after a claim removes the
 * last item of a day.
 */
export function calendarDays(response: CalendarResponse): CalendarDay[] {
  return Array.from({ length: CALENDAR_DAYS }, (_, index) => {
    const date = addUtcDays(response.today, index);
    return { date, items: response.calendar[date] ?? [] };
  });
}

/** A message containing LU marks a level-up reward (document 2 section 3). */
export function isLevelUpItem(item: Pick<CalendarItem, 'message'>): boolean {
  return item.message.includes(LEVEL_UP_MARK);
}

export type CalendarLabel =
  | { kind: 'levelUp'; level: number }
  | { kind: 'part'; reward: PartReward; part: number; parts: number }
  | { kind: 'text'; text: string };
export type PartReward = 'rakeback' | 'dailyDollars' | 'weekly' | 'monthly';

const PART_REWARDS: Record<string, PartReward> = {
  rakeback: 'rakeback',
  'daily dollars': 'dailyDollars',
  weekly: 'weekly',
  'weekly bonus': 'weekly',
  monthly: 'monthly',
  'monthly bonus': 'monthly',
};

/**
 * What an item is, read from the server's English message ('LU Level 3 reward', 'Rakeback 1/3'),
 * so the page can say it in the player's language; anything else is shown as it came.
 */
export function calendarLabel(message: string): CalendarLabel {
  const levelUp = /\bLU\b.*?(\d+)/.exec(message);
  if (levelUp) return { kind: 'levelUp', level: Number(levelUp[1]) };
  const part = /^(.+?)\s+(\d+)\s*\/\s*(\d+)$/.exec(message.trim());
  const reward = part ? PART_REWARDS[part[1]?.toLowerCase() ?? ''] : undefined;
  if (part && reward) {
    return { kind: 'part', reward, part: Number(part[2]), parts: Number(part[3]) };
  }
  return { kind: 'text', text: message };
}
