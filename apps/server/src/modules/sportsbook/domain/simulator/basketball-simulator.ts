/**
 * A basketball game played minute by minute in simulated time, and its feed (ADR 035). Each
 * team has two possessions a minute; a possession scores 3 (12 %) or 2 points, with the 2-point
 * chance set so the team's expected points match the pricing line (home (total + margin) / 2,
 * away (total − margin) / 2). The spread of results comes from the possessions. Odds re-priced every minute; betting stops at each quarter's end and re-opens at
 * the next tip-off; a tie after 48 minutes plays 5-minute overtimes with markets suspended; at
 * the end every market is suspended, then settled once. Price it with `simulatedLine`.
 */
import type { FeedMarketOdds, FeedMessage } from '../feed/feed-messages';
import { outcomeSettlementOf } from '../feed/leg-settlement';
import { settleBasketballOutcome } from '../markets/basketball-markets';
import type { BasketballLine } from '../pricing/basketball-model';
import { priceBasketball } from '../pricing/price-basketball';
import type { BasketballMarketType, Market, Score } from '../types';
import { createSeededRng } from './seeded-rng';

export const REGULATION_MINUTES = 48;
export const OVERTIME_MINUTES = 5;
export const POSSESSIONS_PER_MINUTE = 2;
export const THREE_POINT_CHANCE = 0.12;

/**
 * The pricing line that matches this simulator: its means, and the σ its possessions produce
 * (team scores are independent here, so margin and total share one σ). The simulated feed must
 * price with this line, or its own prices would misjudge its own games.
 */
export function simulatedLine(expected: { home: number; away: number }): BasketballLine {
  const possessions = REGULATION_MINUTES * POSSESSIONS_PER_MINUTE;
  const variance = (points: number): number => {
    const mean = points / possessions;
    const two = twoPointChance(mean);
    return possessions * (9 * THREE_POINT_CHANCE + 4 * two - mean * mean);
  };
  const sd = Math.sqrt(variance(expected.home) + variance(expected.away));
  return {
    margin: expected.home - expected.away,
    total: expected.home + expected.away,
    marginSd: sd,
    totalSd: sd,
  };
}

/** The 2-point chance per possession giving `mean` points with 3-pointers at 12 %. */
function twoPointChance(mean: number): number {
  return Math.max(0, Math.min(1 - THREE_POINT_CHANCE, (mean - 3 * THREE_POINT_CHANCE) / 2));
}

export interface BasketballMinute {
  /** 1-based minute of play, overtime continuing past 48. */
  minute: number;
  score: Score;
}

export function playBasketballMinutes(options: {
  line: BasketballLine;
  seed: number;
}): BasketballMinute[] {
  const rng = createSeededRng(options.seed);
  const possessions = REGULATION_MINUTES * POSSESSIONS_PER_MINUTE;
  const meanPoints = {
    home: (options.line.total + options.line.margin) / 2 / possessions,
    away: (options.line.total - options.line.margin) / 2 / possessions,
  };
  const twoChance = (team: 'home' | 'away'): number => twoPointChance(meanPoints[team]);
  const score: Score = { home: 0, away: 0 };
  const out: BasketballMinute[] = [];
  let minute = 0;
  let end = REGULATION_MINUTES;
  while (minute < end) {
    minute++;
    for (let i = 0; i < POSSESSIONS_PER_MINUTE; i++) {
      for (const team of ['home', 'away'] as const) {
        const roll = rng.next();
        if (roll < THREE_POINT_CHANCE) score[team] += 3;
        else if (roll < THREE_POINT_CHANCE + twoChance(team)) score[team] += 2;
      }
    }
    out.push({ minute, score: { ...score } });
    if (minute === end && score.home === score.away) end += OVERTIME_MINUTES;
  }
  return out;
}

export interface BasketballFeedItem {
  /** Seconds of game time (negative before tip-off). */
  gameSecond: number;
  minute?: BasketballMinute;
  message?: FeedMessage;
}

export function* simulateBasketballGame(options: {
  eventId: string;
  line: BasketballLine;
  margin: number;
  startsAt: number;
  seed: number;
}): Generator<BasketballFeedItem> {
  const { eventId, line, margin, startsAt } = options;
  const at = (second: number): number => startsAt + second * 1000;
  let score: Score = { home: 0, away: 0 };
  const oddsChange = (
    second: number,
    phase: 'pre_match' | 'live' | 'ended',
    isOpen: boolean,
  ): FeedMessage => {
    const elapsed = Math.min(1, Math.max(0, second) / (REGULATION_MINUTES * 60));
    return {
      type: 'odds_change',
      eventId,
      timestamp: at(second),
      eventStatus: {
        status: phase,
        score: { ...score },
        periods: [],
        clock: {
          elapsedSeconds: Math.max(0, second),
          period:
            phase === 'pre_match' ? 0 : Math.min(5, Math.floor(Math.max(0, second - 1) / 720) + 1),
          isRunning: phase === 'live',
        },
      },
      markets: priceBasketball({ line, state: { elapsed, score }, margin }).map((m) =>
        toFeedMarket(m, isOpen),
      ),
    };
  };

  yield { gameSecond: -600, message: oddsChange(-600, 'pre_match', true) };
  yield { gameSecond: 0, message: oddsChange(0, 'live', true) };
  const minutes = playBasketballMinutes({ line, seed: options.seed });
  for (const m of minutes) {
    const second = m.minute * 60;
    score = m.score;
    yield { gameSecond: second, minute: m };
    const isLast = m === minutes.at(-1);
    const isQuarterEnd = m.minute % 12 === 0 && m.minute < REGULATION_MINUTES;
    const isOvertime = m.minute >= REGULATION_MINUTES;
    if (isLast) break;
    if (isQuarterEnd) {
      yield { gameSecond: second, message: { type: 'bet_stop', eventId, timestamp: at(second) } };
      // The break between quarters: the next tip-off re-opens the markets.
      yield { gameSecond: second + 1, message: oddsChange(second + 1, 'live', true) };
    } else if (m.minute === REGULATION_MINUTES) {
      yield { gameSecond: second, message: { type: 'bet_stop', eventId, timestamp: at(second) } };
    } else if (!isOvertime) {
      yield { gameSecond: second, message: oddsChange(second, 'live', true) };
    }
  }
  const last = minutes.at(-1) as BasketballMinute;
  const end = last.minute * 60;
  const finalMarkets = priceBasketball({ line, state: { elapsed: 1, score }, margin });
  yield { gameSecond: end, message: oddsChange(end, 'ended', false) };
  yield {
    gameSecond: end + 30,
    message: {
      type: 'bet_settlement',
      eventId,
      timestamp: at(end + 30),
      markets: finalMarkets.map((market) => ({
        marketId: market.id,
        outcomes: market.outcomes.map((o) =>
          outcomeSettlementOf(
            o.id,
            settleBasketballOutcome(
              market.type as BasketballMarketType,
              market.specifier,
              o.id,
              score,
            ),
          ),
        ),
      })),
    },
  };
}

function toFeedMarket(m: Market, isOpen: boolean): FeedMarketOdds {
  return {
    marketId: m.id,
    type: m.type,
    specifier: m.specifier,
    status: m.status === 'active' && isOpen ? 'active' : 'suspended',
    outcomes: m.outcomes.map((o) => ({ ...o })),
  };
}
