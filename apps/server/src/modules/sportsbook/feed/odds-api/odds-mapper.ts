import {
  assertQuarterLine,
  formatLine,
  marketId,
  type FeedMarketOdds,
  type MarketType,
  type SportId,
} from '#app/modules/sportsbook/domain/index';
import { consensusOdds, type BookPrices } from './consensus';
import type { OaBookmaker, OaEventOdds, OaOutcome } from './odds-api.schema';

/**
 * The Odds API's markets → ours (ADR 042 has the table). Outcomes are matched by the names the
 * API uses (the teams' names as in home_team/away_team, "Draw", "Over", "Under"); a bookmaker
 * whose market does not have exactly the expected outcomes is left out of that market's
 * consensus. Spreads carry the HOME team's handicap as the specifier, like the domain's
 * asian_handicap and spread markets; the away side's point must be its opposite.
 *
 * Tennis: only the match winner. The API's tennis results carry no games per set, so a games
 * total or handicap could never be settled from it — we do not offer what we cannot settle.
 */

export interface MarketMapping {
  h2h: { type: MarketType; outcomeIds: string[]; names: (e: OaEventOdds) => string[] } | null;
  totals: MarketType | null;
  spreads: MarketType | null;
}

export const MARKET_MAPPINGS: Record<SportId, MarketMapping> = {
  football: {
    h2h: {
      type: '1x2',
      outcomeIds: ['1', 'X', '2'],
      names: (e) => [e.home_team, 'Draw', e.away_team],
    },
    totals: 'total',
    spreads: 'asian_handicap',
  },
  tennis: {
    h2h: {
      type: 'match_winner',
      outcomeIds: ['home', 'away'],
      names: (e) => [e.home_team, e.away_team],
    },
    totals: null,
    spreads: null,
  },
  basketball: {
    h2h: {
      type: 'moneyline',
      outcomeIds: ['home', 'away'],
      names: (e) => [e.home_team, e.away_team],
    },
    totals: 'points_total',
    spreads: 'spread',
  },
};

export interface PricingOptions {
  /** Our operator margin, e.g. 0.05. */
  margin: number;
  /** Markets priced by fewer bookmakers are omitted (at least 1). */
  minBookmakers: number;
}

interface Candidate {
  type: MarketType;
  specifier: string;
  outcomeIds: string[];
  books: BookPrices[];
}

/** Every market we can price for the event, active, sorted by id. */
export function marketsOfEvent(
  event: OaEventOdds,
  sport: SportId,
  options: PricingOptions,
): FeedMarketOdds[] {
  const mapping = MARKET_MAPPINGS[sport];
  const candidates = new Map<string, Candidate>();
  const add = (type: MarketType, specifier: string, outcomeIds: string[], prices: BookPrices) => {
    const id = marketId(type, specifier);
    const candidate = candidates.get(id) ?? { type, specifier, outcomeIds, books: [] };
    candidate.books.push(prices);
    candidates.set(id, candidate);
  };
  for (const bookmaker of event.bookmakers) {
    for (const market of uniqueMarkets(bookmaker)) {
      if (market.key === 'h2h' && mapping.h2h) {
        const prices = pricesByName(market.outcomes, mapping.h2h.names(event));
        if (prices) add(mapping.h2h.type, '', mapping.h2h.outcomeIds, prices);
      } else if (market.key === 'totals' && mapping.totals) {
        const total = totalsLine(market.outcomes);
        if (total)
          add(mapping.totals, `total=${formatLine(total.line)}`, ['over', 'under'], total.prices);
      } else if (market.key === 'spreads' && mapping.spreads) {
        const spread = homeHandicap(market.outcomes, event);
        if (spread)
          add(mapping.spreads, `hcp=${formatLine(spread.hcp)}`, ['home', 'away'], spread.prices);
      }
    }
  }
  const markets: FeedMarketOdds[] = [];
  for (const [id, c] of candidates) {
    const priced = consensusOdds(c.books, options.margin, options.minBookmakers);
    if (!priced) continue;
    markets.push({
      marketId: id,
      type: c.type,
      specifier: c.specifier,
      status: 'active',
      outcomes: c.outcomeIds.map((outcomeId, i) => ({
        id: outcomeId,
        odds: priced.odds[i] as number,
        isActive: true,
      })),
    });
  }
  return markets.sort((a, b) => a.marketId.localeCompare(b.marketId));
}

/** A bookmaker lists a market key once; a repeated key would double its weight. */
function uniqueMarkets(bookmaker: OaBookmaker): OaBookmaker['markets'] {
  const seen = new Set<string>();
  return bookmaker.markets.filter((m) => !seen.has(m.key) && seen.add(m.key));
}

/** Prices in the order of `names`, when the outcomes are exactly those names. */
function pricesByName(outcomes: readonly OaOutcome[], names: readonly string[]): number[] | null {
  if (outcomes.length !== names.length) return null;
  const prices: number[] = [];
  for (const name of names) {
    const matches = outcomes.filter((o) => sameName(o.name, name));
    if (matches.length !== 1) return null;
    prices.push((matches[0] as OaOutcome).price);
  }
  return prices;
}

function totalsLine(outcomes: readonly OaOutcome[]): { line: number; prices: number[] } | null {
  const prices = pricesByName(outcomes, ['Over', 'Under']);
  const over = outcomes.find((o) => sameName(o.name, 'Over'));
  const under = outcomes.find((o) => sameName(o.name, 'Under'));
  if (!prices || over?.point === undefined || under?.point !== over.point) return null;
  return isQuarter(over.point) && over.point > 0 ? { line: over.point, prices } : null;
}

/** The home team's handicap; the away side must carry its opposite. */
function homeHandicap(
  outcomes: readonly OaOutcome[],
  event: OaEventOdds,
): { hcp: number; prices: number[] } | null {
  const prices = pricesByName(outcomes, [event.home_team, event.away_team]);
  const home = outcomes.find((o) => sameName(o.name, event.home_team));
  const away = outcomes.find((o) => sameName(o.name, event.away_team));
  if (!prices || home?.point === undefined || away?.point === undefined) return null;
  if (home.point !== -away.point || !isQuarter(home.point)) return null;
  return { hcp: home.point === 0 ? 0 : home.point, prices };
}

function isQuarter(line: number): boolean {
  try {
    assertQuarterLine(line);
    return true;
  } catch {
    return false;
  }
}

/** Names as the API spells them; trimmed and case-insensitive to survive small drifts. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
