import { SPORT_IDS, type SportId } from '@tengu/shared';

/** /sports/home's tabs (spec document 1 section 2: an optional `tab` query). */
export const SPORTS_TABS = ['live', 'upcoming', ...SPORT_IDS, 'my-bets'] as const;
export type SportsTab = (typeof SPORTS_TABS)[number];

/**
 * The tab a `?tab=` value opens. The spec builds it from the game name, so a bet's game name
 * ("Sports Betting") or any unknown value opens the default: Live now.
 */
export function sportsTabOf(value: string | null): SportsTab {
  const normalized = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return (SPORTS_TABS as readonly string[]).includes(normalized)
    ? (normalized as SportsTab)
    : 'live';
}

export function isSportTab(tab: SportsTab): tab is SportId {
  return (SPORT_IDS as readonly string[]).includes(tab);
}
