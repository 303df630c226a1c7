/**
 * A football match played minute by minute in simulated time, from team strengths, and the
 * feed a live data provider would send about it (ADR 035). Pure: a seed gives the same match.
 *
 * Each minute one side may build a dangerous attack (10 % each). The feed stops betting at
 * once (bet_stop); the attack ends in a goal with the chance that keeps the team's goal rate
 * equal to its Poisson mean (rate per minute / 0.10), then the market re-opens with odds
 * re-priced for the new score (odds_change). Cards are incidents only (the model prices no
 * red-card effect). Every minute the odds drift as time runs out; at full time every market
 * is suspended and then settled once from the final score (bet_settlement).
 */
import type { FeedEventStatus, FeedMarketOdds, FeedMessage } from '../feed/feed-messages';
import { outcomeSettlementOf } from '../feed/leg-settlement';
import { settleFootballOutcome } from '../markets/football-markets';
import {
  type FootballState,
  MATCH_MINUTES,
  type TeamStrengths,
  expectedGoals,
} from '../pricing/football-model';
import { priceFootball } from '../pricing/price-football';
import type { FootballMarketType, Market, Score } from '../types';
import { createSeededRng } from './seeded-rng';

export const DANGEROUS_ATTACK_CHANCE = 0.1;
export const YELLOW_CARD_CHANCE = 0.035;
export const RED_CARD_CHANCE = 0.002;

export type Incident =
  | { kind: 'kick_off' }
  | { kind: 'dangerous_attack'; team: 'home' | 'away' }
  | { kind: 'goal'; team: 'home' | 'away'; score: Score }
  | { kind: 'yellow_card' | 'red_card'; team: 'home' | 'away' }
  | { kind: 'full_time'; score: Score };

export interface TimedFeedItem {
  /** Seconds of match time (negative before kick-off). */
  matchSecond: number;
  incident?: Incident;
  message?: FeedMessage;
}

export interface FootballSimulationOptions {
  eventId: string;
  strengths: TeamStrengths;
  /** Operator margin, e.g. 0.05. */
  margin: number;
  /** Epoch ms of kick-off; message timestamps are kick-off + match time (simulated clock). */
  kickOffAt: number;
  seed: number;
}

/**
 * The match itself: incidents in match time, drawn from the seed. Independent of pricing, so
 * it can be checked against the model (goal rates) cheaply.
 */
export function playFootballIncidents(options: {
  strengths: TeamStrengths;
  seed: number;
}): Array<{ matchSecond: number; incident: Incident }> {
  const rng = createSeededRng(options.seed);
  const goals = expectedGoals(options.strengths);
  const score: Score = { home: 0, away: 0 };
  const out: Array<{ matchSecond: number; incident: Incident }> = [
    { matchSecond: 0, incident: { kind: 'kick_off' } },
  ];
  for (let minute = 0; minute < MATCH_MINUTES; minute++) {
    const base = minute * 60;
    const roll = rng.next();
    const attacker =
      roll < DANGEROUS_ATTACK_CHANCE ? 'home' : roll < 2 * DANGEROUS_ATTACK_CHANCE ? 'away' : null;
    if (attacker) {
      const second = base + 5 + Math.floor(rng.next() * 30);
      out.push({ matchSecond: second, incident: { kind: 'dangerous_attack', team: attacker } });
      const perMinute = goals[attacker] / MATCH_MINUTES;
      if (rng.next() < Math.min(0.9, perMinute / DANGEROUS_ATTACK_CHANCE)) {
        score[attacker]++;
        out.push({
          matchSecond: second + 8,
          incident: { kind: 'goal', team: attacker, score: { ...score } },
        });
      }
    }
    for (const team of ['home', 'away'] as const) {
      const card = rng.next();
      if (card < RED_CARD_CHANCE) {
        out.push({ matchSecond: base + 57, incident: { kind: 'red_card', team } });
      } else if (card < RED_CARD_CHANCE + YELLOW_CARD_CHANCE) {
        out.push({ matchSecond: base + 57, incident: { kind: 'yellow_card', team } });
      }
    }
  }
  out.push({
    matchSecond: MATCH_MINUTES * 60,
    incident: { kind: 'full_time', score: { ...score } },
  });
  return out;
}

/** The whole match and its feed, in order. The service replays it at the speed it wants. */
export function* simulateFootballMatch(
  options: FootballSimulationOptions,
): Generator<TimedFeedItem> {
  const { eventId, strengths, margin, kickOffAt } = options;
  const score: Score = { home: 0, away: 0 };
  const at = (second: number): number => kickOffAt + second * 1000;
  const status = (second: number, phase: FeedEventStatus['status']): FeedEventStatus => ({
    status: phase,
    score: { ...score },
    periods: [],
    clock: {
      elapsedSeconds: Math.max(0, second),
      period: phase === 'pre_match' ? 0 : second < 45 * 60 ? 1 : 2,
      isRunning: phase === 'live',
    },
  });
  const priced = (second: number): Market[] => {
    const minute = Math.min(MATCH_MINUTES, Math.max(0, second) / 60);
    const state: FootballState = { minute, score: { ...score } };
    return priceFootball({ strengths, state, margin });
  };
  const oddsChange = (second: number, phase: FeedEventStatus['status']): TimedFeedItem => ({
    matchSecond: second,
    message: {
      type: 'odds_change',
      eventId,
      timestamp: at(second),
      eventStatus: status(second, phase),
      markets: priced(second).map(toFeedMarket),
    },
  });

  yield oddsChange(-600, 'pre_match');
  const incidents = playFootballIncidents({ strengths, seed: options.seed });
  let minuteDone = 0;
  for (const item of incidents) {
    // The clock ticks: one re-price at the end of each minute that has passed.
    while (minuteDone < MATCH_MINUTES - 1 && (minuteDone + 1) * 60 <= item.matchSecond) {
      yield oddsChange(minuteDone * 60 + 59, 'live');
      minuteDone++;
    }
    const { incident, matchSecond } = item;
    yield item;
    switch (incident.kind) {
      case 'kick_off':
        yield oddsChange(0, 'live');
        break;
      case 'dangerous_attack': {
        yield { matchSecond, message: { type: 'bet_stop', eventId, timestamp: at(matchSecond) } };
        const next = incidents[incidents.indexOf(item) + 1];
        if (next?.incident.kind !== 'goal') yield oddsChange(matchSecond + 12, 'live');
        break;
      }
      case 'goal':
        score[incident.team] = incident.score[incident.team];
        yield oddsChange(matchSecond + 12, 'live');
        break;
      case 'yellow_card':
      case 'red_card':
        break;
      case 'full_time':
        yield* fullTime(matchSecond);
        break;
    }
  }

  function* fullTime(end: number): Generator<TimedFeedItem> {
    const finalMarkets = priced(end);
    yield {
      matchSecond: end,
      message: {
        type: 'odds_change',
        eventId,
        timestamp: at(end),
        eventStatus: status(end, 'ended'),
        markets: finalMarkets.map((m) => ({ ...toFeedMarket(m), status: 'suspended' as const })),
      },
    };
    yield {
      matchSecond: end + 30,
      message: {
        type: 'bet_settlement',
        eventId,
        timestamp: at(end + 30),
        markets: finalMarkets.map((m) => ({
          marketId: m.id,
          outcomes: m.outcomes.map((o) =>
            outcomeSettlementOf(
              o.id,
              settleFootballOutcome(m.type as FootballMarketType, m.specifier, o.id, score),
            ),
          ),
        })),
      },
    };
  }
}

function toFeedMarket(m: Market): FeedMarketOdds {
  return {
    marketId: m.id,
    type: m.type,
    specifier: m.specifier,
    status: m.status === 'active' ? 'active' : 'suspended',
    outcomes: m.outcomes.map((o) => ({ ...o })),
  };
}
