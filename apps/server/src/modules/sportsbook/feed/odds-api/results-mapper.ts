import {
  outcomeSettlementOf,
  settleOutcome,
  settleTennisOutcome,
  type BetSettlementMessage,
  type FeedEventStatus,
  type LegResult,
  type MarketType,
  type Score,
  type SportId,
} from '#app/modules/sportsbook/domain/index';
import { MARKET_MAPPINGS, sameName } from './odds-mapper';
import type { OaEventScore } from './odds-api.schema';

/**
 * The Odds API's scores → our event status and settlements (ADR 042). A completed game settles
 * every market we offered on it with the domain's settleOutcome — the functions that settle the
 * simulated matches — so a 2–1 settles `1x2`, `total|total=2.5` and `asian_handicap|hcp=-0.75`
 * exactly as it would for a simulated match. The API has no match clock, so a live event
 * carries its score only.
 */

/** The score by team name, or null when it is missing or not two whole numbers. */
export function scoreOf(event: OaEventScore): Score | null {
  if (!event.scores) return null;
  const find = (team: string): number | null => {
    const entries = event.scores?.filter((s) => sameName(s.name, team)) ?? [];
    const raw = entries.length === 1 ? entries[0]?.score.trim() : undefined;
    return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
  };
  const home = find(event.home_team);
  const away = find(event.away_team);
  return home === null || away === null ? null : { home, away };
}

const NO_CLOCK = { elapsedSeconds: 0, period: 0, isRunning: false };

export function eventStatusOf(status: 'live' | 'ended', score: Score): FeedEventStatus {
  return { status, score, periods: [], clock: { ...NO_CLOCK } };
}

/** The outcome ids of a market we map (ADR 042), from its type. */
export function outcomeIdsOf(type: MarketType): string[] {
  if (type === '1x2') return ['1', 'X', '2'];
  if (type === 'total' || type === 'points_total' || type === 'total_games')
    return ['over', 'under'];
  return ['home', 'away'];
}

/** `type|specifier` → its parts (marketId's inverse). */
export function parseMarketId(id: string): { type: MarketType; specifier: string } {
  const bar = id.indexOf('|');
  return bar < 0
    ? { type: id as MarketType, specifier: '' }
    : { type: id.slice(0, bar) as MarketType, specifier: id.slice(bar + 1) };
}

/** Whether a market id is one this adapter offers for the sport (others are not ours to settle). */
export function isMappedMarket(sport: SportId, type: MarketType): boolean {
  const m = MARKET_MAPPINGS[sport];
  return m.h2h?.type === type || m.totals === type || m.spreads === type;
}

/**
 * One outcome's result from the final score. Tennis scores are sets won (the API has no games),
 * which decides the match winner only.
 */
function settle(
  sport: SportId,
  type: MarketType,
  specifier: string,
  outcomeId: string,
  score: Score,
): LegResult {
  if (sport === 'tennis') {
    if (type !== 'match_winner' || score.home === score.away) {
      throw new Error(`cannot settle tennis ${type} from sets ${score.home}:${score.away}`);
    }
    return settleTennisOutcome(type, specifier, outcomeId, {
      setsHome: score.home,
      setsAway: score.away,
      totalGames: 0,
    });
  }
  return settleOutcome({ type, specifier }, outcomeId, { sportId: sport, score });
}

/** bet_settlement of every listed market from a final score; unmappable markets are skipped. */
export function settlementOf(
  eventId: string,
  sport: SportId,
  marketIds: readonly string[],
  score: Score,
  timestamp: number,
): { message: BetSettlementMessage | null; skipped: string[] } {
  const markets: BetSettlementMessage['markets'] = [];
  const skipped: string[] = [];
  for (const id of [...new Set(marketIds)].sort()) {
    const { type, specifier } = parseMarketId(id);
    if (!isMappedMarket(sport, type)) {
      skipped.push(id);
      continue;
    }
    try {
      const outcomes = outcomeIdsOf(type).map((o) =>
        outcomeSettlementOf(o, settle(sport, type, specifier, o, score)),
      );
      markets.push({ marketId: id, outcomes });
    } catch {
      skipped.push(id);
    }
  }
  return {
    message: markets.length === 0 ? null : { type: 'bet_settlement', eventId, timestamp, markets },
    skipped,
  };
}
