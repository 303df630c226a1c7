import type { SbMarket } from '@tengu/shared';

/**
 * Market and outcome names, built from the market's type, its UOF specifier and the outcome id
 * (ADR 035 vocabulary; the API sends no names). `Translate` is the `sportsbook` namespace's t.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface Teams {
  home: string;
  away: string;
}

/** The number in a specifier (`total=2.5` → 2.5, `hcp=-0.75` → -0.75), or null. */
export function specifierLine(specifier: string): number | null {
  const match = /^[a-z]+=(-?\d+(?:\.\d+)?)$/.exec(specifier);
  return match ? Number(match[1]) : null;
}

/** A handicap as books print it: "+0.25", "−0.75" (a real minus sign), "0". */
export function signedLine(line: number): string {
  if (line === 0) return '0';
  return line > 0 ? `+${line}` : `\u2212${Math.abs(line)}`;
}

const HANDICAP_TYPES = new Set(['asian_handicap', 'spread']);
const TOTAL_TYPES = new Set(['total', 'total_games', 'points_total']);
const KNOWN_TYPES = new Set([
  '1x2',
  'double_chance',
  'total',
  'btts',
  'asian_handicap',
  'correct_score',
  'match_winner',
  'set_betting',
  'total_games',
  'moneyline',
  'spread',
  'points_total',
]);

/** "Match result", "Total goals 2.5", "Asian handicap −0.75". */
export function marketTitle(t: Translate, type: string, specifier: string): string {
  const name = KNOWN_TYPES.has(type) ? t(`markets.${type}`) : type;
  const line = specifierLine(specifier);
  if (line === null) return name;
  return `${name} ${HANDICAP_TYPES.has(type) ? signedLine(line) : String(line)}`;
}

/** The label on an outcome's odds button: a team, "Draw", "Over 2.5", "Arsenal −0.75", "2:1". */
export function outcomeLabel(
  t: Translate,
  market: Pick<SbMarket, 'type' | 'specifier'>,
  outcomeId: string,
  teams: Teams,
): string {
  const line = specifierLine(market.specifier);
  if (TOTAL_TYPES.has(market.type) && (outcomeId === 'over' || outcomeId === 'under')) {
    return t(`outcomes.${outcomeId}`, { line: line ?? '' });
  }
  if (HANDICAP_TYPES.has(market.type) && (outcomeId === 'home' || outcomeId === 'away')) {
    // The specifier is the home side's handicap; the away side gets the opposite line.
    const own = line === null ? null : outcomeId === 'home' ? line : -line;
    const team = teams[outcomeId];
    return own === null ? team : `${team} ${signedLine(own)}`;
  }
  if (outcomeId === 'home' || outcomeId === 'away') return teams[outcomeId];
  if (market.type === '1x2') {
    if (outcomeId === '1') return teams.home;
    if (outcomeId === '2') return teams.away;
    if (outcomeId === 'X') return t('outcomes.draw');
  }
  if (outcomeId === 'yes' || outcomeId === 'no' || outcomeId === 'other') {
    return t(`outcomes.${outcomeId}`);
  }
  // Double chance codes (1X, 12, X2), correct scores and set scores are printed as they are.
  return outcomeId;
}

/** The short code on a list's main-market button: 1 / X / 2, or 1 / 2 without a draw. */
export function outcomeCode(outcomeId: string): string {
  if (outcomeId === 'home') return '1';
  if (outcomeId === 'away') return '2';
  return outcomeId;
}

/** A selection as the slip and my bets name it: "Double chance 1X", "Over 2.5", "Arsenal". */
export function selectionName(
  t: Translate,
  market: Pick<SbMarket, 'type' | 'specifier'>,
  outcomeId: string,
  teams: Teams,
): string {
  if (market.type === 'double_chance') return `${t('markets.double_chance')} ${outcomeId}`;
  if (market.type === 'correct_score' || market.type === 'set_betting') {
    return `${t(`markets.${market.type}`)} ${outcomeLabel(t, market, outcomeId, teams)}`;
  }
  if (market.type === 'btts') return `${t('markets.btts')}: ${t(`outcomes.${outcomeId}`)}`;
  return outcomeLabel(t, market, outcomeId, teams);
}

export const MARKET_GROUPS = ['main', 'totals', 'handicap', 'score', 'other'] as const;
export type MarketGroup = (typeof MARKET_GROUPS)[number];

const GROUP_OF: Record<string, MarketGroup> = {
  '1x2': 'main',
  match_winner: 'main',
  moneyline: 'main',
  double_chance: 'main',
  total: 'totals',
  total_games: 'totals',
  points_total: 'totals',
  btts: 'totals',
  asian_handicap: 'handicap',
  spread: 'handicap',
  correct_score: 'score',
  set_betting: 'score',
};

const TYPE_ORDER = Object.keys(GROUP_OF);

/**
 * The event page's sections in order (main, goals and totals, handicaps, scores), each with its
 * markets sorted by type and then by line, so 0.5 comes before 1.5 and −1 before +1.
 */
export function groupMarkets(markets: readonly SbMarket[]): Array<[MarketGroup, SbMarket[]]> {
  const sorted = [...markets].sort((a, b) => {
    const byType = rank(a.type) - rank(b.type);
    if (byType !== 0) return byType;
    return (specifierLine(a.specifier) ?? 0) - (specifierLine(b.specifier) ?? 0);
  });
  const groups = new Map<MarketGroup, SbMarket[]>();
  for (const market of sorted) {
    const group = GROUP_OF[market.type] ?? 'other';
    groups.set(group, [...(groups.get(group) ?? []), market]);
  }
  return MARKET_GROUPS.flatMap((group) => {
    const list = groups.get(group);
    return list ? [[group, list] as [MarketGroup, SbMarket[]]] : [];
  });
}

function rank(type: string): number {
  const index = TYPE_ORDER.indexOf(type);
  return index === -1 ? TYPE_ORDER.length : index;
}
