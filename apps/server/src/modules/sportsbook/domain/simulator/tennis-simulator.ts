/**
 * A tennis match played point by point in simulated time from the players' serve-win
 * probabilities — the same Markov model that prices it — and its feed (ADR 035): a bet_stop
 * before every break, set or match point, an odds_change after every point, and at the end
 * every market suspended and then settled once from the set scores.
 */
import type { FeedMarketOdds, FeedMessage } from '../feed/feed-messages';
import { outcomeSettlementOf } from '../feed/leg-settlement';
import { settleTennisOutcome, summariseSets } from '../markets/tennis-markets';
import { priceTennis } from '../pricing/price-tennis';
import {
  FIRST_POINT,
  type ServeStrengths,
  type Side,
  type TennisState,
  isSetOver,
  other,
  pointForHome,
} from '../pricing/tennis-model';
import type { Market, TennisMarketType } from '../types';
import { createSeededRng } from './seeded-rng';

/** Simulated seconds per point (a changeover included on average). */
export const SECONDS_PER_POINT = 40;

export interface TennisPoint {
  matchSecond: number;
  winner: Side;
  /** The state after the point. */
  state: TennisState;
}

export interface TennisFeedItem {
  matchSecond: number;
  point?: TennisPoint;
  message?: FeedMessage;
}

/** The state after one point won by `winner`. */
export function scorePoint(state: TennisState, winner: Side): TennisState {
  const w = winner === 'home' ? 0 : 1;
  const points: [number, number] = [...state.points];
  points[w]++;
  const isTiebreak = state.games[0] === 6 && state.games[1] === 6;
  const target = isTiebreak ? 7 : 4;
  const [p0, p1] = points;
  const gameOver = (p0 >= target || p1 >= target) && Math.abs(p0 - p1) >= 2;
  if (!gameOver) return { ...state, points };
  const games: [number, number] = [...state.games];
  games[w]++;
  // After every game (a tie-break too) the other player serves next.
  const server = other(state.server);
  if (!isSetOver(games[0], games[1])) return { ...state, games, points: [0, 0], server };
  return { ...state, sets: [...state.sets, games], games: [0, 0], points: [0, 0], server };
}

export function isMatchOver(state: TennisState): boolean {
  const { setsHome, setsAway } = summariseSets(state.sets);
  const toWin = (state.bestOf + 1) / 2;
  return setsHome >= toWin || setsAway >= toWin;
}

/** Whether the next point can end a game the server loses, a set or the match. */
export function isCriticalPoint(state: TennisState): boolean {
  for (const winner of ['home', 'away'] as const) {
    const after = scorePoint(state, winner);
    const isBreak = after.games !== state.games && winner !== state.server;
    if (isBreak || after.sets.length > state.sets.length) return true;
  }
  return false;
}

export function playTennisPoints(options: {
  serve: ServeStrengths;
  bestOf: 3 | 5;
  firstServer: Side;
  seed: number;
}): TennisPoint[] {
  const rng = createSeededRng(options.seed);
  let state = FIRST_POINT(options.bestOf, options.firstServer);
  const points: TennisPoint[] = [];
  while (!isMatchOver(state)) {
    const server = pointServer(state);
    const winner: Side = rng.next() < pointForHome(options.serve, server) ? 'home' : 'away';
    state = scorePoint(state, winner);
    points.push({
      matchSecond: points.length * SECONDS_PER_POINT + SECONDS_PER_POINT,
      winner,
      state,
    });
  }
  return points;
}

/** Who serves the next point: the game's server, or the tie-break's rotation. */
export function pointServer(state: TennisState): Side {
  if (state.games[0] !== 6 || state.games[1] !== 6) return state.server;
  const n = state.points[0] + state.points[1];
  return Math.floor((n + 1) / 2) % 2 === 0 ? state.server : other(state.server);
}

export function* simulateTennisMatch(options: {
  eventId: string;
  serve: ServeStrengths;
  bestOf: 3 | 5;
  firstServer: Side;
  margin: number;
  startsAt: number;
  seed: number;
}): Generator<TennisFeedItem> {
  const { eventId, serve, margin, startsAt } = options;
  const at = (second: number): number => startsAt + second * 1000;
  const oddsChange = (second: number, state: TennisState, isOver: boolean): FeedMessage => ({
    type: 'odds_change',
    eventId,
    timestamp: at(second),
    eventStatus: {
      status: isOver ? 'ended' : second <= 0 ? 'pre_match' : 'live',
      score: { home: summariseSets(state.sets).setsHome, away: summariseSets(state.sets).setsAway },
      periods: [...state.sets, ...(isOver ? [] : [state.games])],
      clock: {
        elapsedSeconds: Math.max(0, second),
        period: state.sets.length + 1,
        isRunning: !isOver,
      },
    },
    markets: priceTennis({ serve, state, margin }).map((m) => toFeedMarket(m, isOver)),
  });

  let state = FIRST_POINT(options.bestOf, options.firstServer);
  yield { matchSecond: -600, message: oddsChange(-600, state, false) };
  for (const point of playTennisPoints(options)) {
    if (isCriticalPoint(state)) {
      const second = point.matchSecond - SECONDS_PER_POINT / 2;
      yield { matchSecond: second, message: { type: 'bet_stop', eventId, timestamp: at(second) } };
    }
    state = point.state;
    yield { matchSecond: point.matchSecond, point };
    const isOver = isMatchOver(state);
    yield { matchSecond: point.matchSecond, message: oddsChange(point.matchSecond, state, isOver) };
    if (isOver) {
      const end = point.matchSecond + 30;
      const summary = summariseSets(state.sets);
      const markets = priceTennis({ serve, state, margin });
      yield {
        matchSecond: end,
        message: {
          type: 'bet_settlement',
          eventId,
          timestamp: at(end),
          markets: markets.map((m) => ({
            marketId: m.id,
            outcomes: m.outcomes.map((o) =>
              outcomeSettlementOf(
                o.id,
                settleTennisOutcome(m.type as TennisMarketType, m.specifier, o.id, summary),
              ),
            ),
          })),
        },
      };
    }
  }
}

function toFeedMarket(m: Market, isOver: boolean): FeedMarketOdds {
  return {
    marketId: m.id,
    type: m.type,
    specifier: m.specifier,
    status: m.status === 'active' && !isOver ? 'active' : 'suspended',
    outcomes: m.outcomes.map((o) => ({ ...o })),
  };
}
