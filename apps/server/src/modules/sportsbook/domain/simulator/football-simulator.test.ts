import { describe, expect, it } from 'vitest';
import type { FeedMessage } from '../feed/feed-messages';
import { legResultOf } from '../feed/leg-settlement';
import { type EventFeedState, applyFeedMessage, emptyEventFeedState } from '../feed/market-state';
import { settleOutcome } from '../markets/settle-outcome';
import { type TeamStrengths, expectedGoals } from '../pricing/football-model';
import {
  type TimedFeedItem,
  playFootballIncidents,
  simulateFootballMatch,
} from './football-simulator';

const STRENGTHS: TeamStrengths = {
  homeAttack: 1.2,
  homeDefence: 1.1,
  awayAttack: 0.9,
  awayDefence: 0.95,
};
const play = (seed: number): TimedFeedItem[] => [
  ...simulateFootballMatch({
    eventId: 'ev',
    strengths: STRENGTHS,
    margin: 0.05,
    kickOffAt: 1_000_000,
    seed,
  }),
];
const messagesOf = (items: TimedFeedItem[]): FeedMessage[] =>
  items.flatMap((i) => (i.message ? [i.message] : []));

describe('simulated football match', () => {
  const items = play(7);
  const messages = messagesOf(items);
  const fullTime = items.find((i) => i.incident?.kind === 'full_time')?.incident;
  if (fullTime?.kind !== 'full_time') throw new Error('no full time');
  const finalScore = fullTime.score;

  it('replays the same match from the same seed and another from another', () => {
    expect(play(7)).toEqual(items);
    expect(JSON.stringify(playFootballIncidents({ strengths: STRENGTHS, seed: 8 }))).not.toBe(
      JSON.stringify(playFootballIncidents({ strengths: STRENGTHS, seed: 7 })),
    );
  });

  it('runs forward in time and counts goals into the final score', () => {
    const seconds = items.map((i) => i.matchSecond);
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
    const stamps = messages.map((m) => m.timestamp);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    const goals = items.filter((i) => i.incident?.kind === 'goal');
    expect(goals.length).toBe(finalScore.home + finalScore.away);
    const ended = messages.filter(
      (m) => m.type === 'odds_change' && m.eventStatus?.status === 'ended',
    );
    expect(ended).toHaveLength(1);
  });

  it('feeds a market state that accepts every message and settles every market exactly once', () => {
    let state: EventFeedState = emptyEventFeedState('ev');
    const settledCount = new Map<string, number>();
    for (const message of messages) {
      const { state: next, verdicts } = applyFeedMessage(state, message);
      expect(verdicts.filter((v) => v.verdict === 'refused')).toEqual([]);
      if (message.type === 'bet_settlement') {
        for (const v of verdicts)
          settledCount.set(v.marketId, (settledCount.get(v.marketId) ?? 0) + 1);
      }
      state = next;
    }
    const markets = Object.values(state.markets);
    expect(markets).toHaveLength(22);
    expect(markets.every((m) => m.status === 'settled')).toBe(true);
    expect([...settledCount.values()].every((n) => n === 1)).toBe(true);
    expect(settledCount.size).toBe(22);
    expect(state.eventStatus?.score).toEqual(finalScore);
    // Each outcome's settlement is what the final score says.
    for (const m of markets) {
      for (const s of m.settlement ?? []) {
        expect(legResultOf(s)).toBe(
          settleOutcome(m, s.id, { sportId: 'football', score: finalScore }),
        );
      }
    }
    // Replaying the settlement changes nothing.
    const settlement = messages.at(-1) as FeedMessage;
    const again = applyFeedMessage(state, settlement);
    expect(again.verdicts.every((v) => v.verdict === 'duplicate')).toBe(true);
  });

  it('stops betting on every dangerous attack and re-opens with new odds', () => {
    let state: EventFeedState = emptyEventFeedState('ev');
    let stops = 0;
    for (const [i, item] of items.entries()) {
      if (item.message) state = applyFeedMessage(state, item.message).state;
      if (item.message?.type === 'bet_stop') {
        stops++;
        expect(items[i - 1]?.incident?.kind).toBe('dangerous_attack');
        expect(Object.values(state.markets).every((m) => m.status !== 'active')).toBe(true);
        // The next message is the re-opening odds_change (after a goal, if one came).
        const next = items.slice(i + 1).find((x) => x.message)?.message;
        expect(next?.type).toBe('odds_change');
      }
    }
    expect(stops).toBe(items.filter((i) => i.incident?.kind === 'dangerous_attack').length);
    expect(stops).toBeGreaterThan(5);
  });

  it('shortens the scorer’s price after a goal', () => {
    const firstGoal = items.findIndex((i) => i.incident?.kind === 'goal');
    if (firstGoal < 0) return;
    const goal = items[firstGoal]?.incident;
    const before = messagesOf(items.slice(0, firstGoal))
      .filter((m) => m.type === 'odds_change')
      .at(-1);
    const after = messagesOf(items.slice(firstGoal)).find((m) => m.type === 'odds_change');
    const price = (m: FeedMessage | undefined, outcome: string): number =>
      (m?.type === 'odds_change'
        ? m.markets.find((x) => x.marketId === '1x2')
        : undefined
      )?.outcomes.find((o) => o.id === outcome)?.odds ?? Number.NaN;
    const side = goal?.kind === 'goal' && goal.team === 'home' ? '1' : '2';
    expect(price(after, side)).toBeLessThan(price(before, side));
  });

  it('scores at the model’s goal rate over many matches', () => {
    const n = 2000;
    let home = 0;
    let away = 0;
    for (let seed = 1; seed <= n; seed++) {
      const end = playFootballIncidents({ strengths: STRENGTHS, seed }).at(-1)?.incident;
      if (end?.kind !== 'full_time') throw new Error('no full time');
      home += end.score.home;
      away += end.score.away;
    }
    const expected = expectedGoals(STRENGTHS);
    // Bernoulli-per-minute thins the Poisson slightly; 4 standard errors of the mean.
    expect(Math.abs(home / n - expected.home)).toBeLessThan(4 * Math.sqrt(expected.home / n));
    expect(Math.abs(away / n - expected.away)).toBeLessThan(4 * Math.sqrt(expected.away / n));
  });
});
