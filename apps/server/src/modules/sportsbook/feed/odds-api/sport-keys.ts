import type { SportId } from '#app/modules/sportsbook/domain/index';
import type { Fixture } from '../sports-feed';
import type { OaEventOdds } from './odds-api.schema';

/**
 * The Odds API's sport keys (`soccer_epl`, `tennis_atp_paris`, `basketball_nba`) → our sports and
 * competitions. Only three sport groups map; every other key is ignored.
 */

const PREFIXES: ReadonlyArray<[string, SportId]> = [
  ['soccer_', 'football'],
  ['tennis_', 'tennis'],
  ['basketball_', 'basketball'],
];

export function sportOfKey(sportKey: string): SportId | null {
  for (const [prefix, sport] of PREFIXES) if (sportKey.startsWith(prefix)) return sport;
  return null;
}

/** Where a competition is played (display only); tours and cups are "International". */
const COUNTRIES: Record<string, string> = {
  soccer_epl: 'GB',
  soccer_efl_champ: 'GB',
  soccer_fa_cup: 'GB',
  soccer_spain_la_liga: 'ES',
  soccer_germany_bundesliga: 'DE',
  soccer_italy_serie_a: 'IT',
  soccer_france_ligue_one: 'FR',
  soccer_netherlands_eredivisie: 'NL',
  soccer_portugal_primeira_liga: 'PT',
  soccer_usa_mls: 'US',
  basketball_nba: 'US',
  basketball_ncaab: 'US',
  basketball_wnba: 'US',
};

export function competitionOfKey(
  sportKey: string,
  title: string | undefined,
): Fixture['competition'] {
  return {
    id: `oa:${sportKey}`,
    name: title && title.trim() !== '' ? title.trim() : sportKey,
    country: COUNTRIES[sportKey] ?? 'International',
  };
}

/**
 * The configured keys matched against the active sports: exact keys, or a prefix ending in `*`
 * (`tennis_atp_*`: tennis keys are per tournament and change through the season).
 */
export function resolveSportKeys(
  configured: readonly string[],
  active: ReadonlyArray<{ key: string; active: boolean; has_outrights?: boolean | undefined }>,
  maxPerPattern = 3,
): string[] {
  const keys: string[] = [];
  for (const pattern of configured) {
    const matches = active
      .filter((s) => s.active && !s.has_outrights && sportOfKey(s.key) !== null)
      .map((s) => s.key)
      .filter((key) =>
        pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern,
      )
      .slice(0, pattern.endsWith('*') ? maxPerPattern : 1);
    for (const key of matches) if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** `oa:<event id>`: unique across feeds (sports-feed.ts). */
export function eventIdOf(remoteId: string): string {
  return `oa:${remoteId}`;
}

export function fixtureOf(event: OaEventOdds, sport: SportId, sportTitle?: string): Fixture {
  return {
    id: eventIdOf(event.id),
    source: 'odds-api',
    sport,
    competition: competitionOfKey(event.sport_key, sportTitle ?? event.sport_title),
    home: { id: competitorId(event.home_team), name: event.home_team },
    away: { id: competitorId(event.away_team), name: event.away_team },
    startsAt: Date.parse(event.commence_time),
    model: { remoteId: event.id, sportKey: event.sport_key },
  };
}

function competitorId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `oa:${slug || 'team'}`;
}
