import { describe, expect, it } from 'vitest';
import type { FeedMessage } from '../feed/feed-messages';
import { legResultOf } from '../feed/leg-settlement';
import { type EventFeedState, applyFeedMessage, emptyEventFeedState } from '../feed/market-state';
import { settleOutcome } from '../markets/settle-outcome';
import { summariseSets } from '../markets/tennis-markets';
import { FIRST_POINT, type ServeStrengths, type TennisState } from '../pricing/tennis-model';
import {
  type TennisFeedItem,
  isCriticalPoint,
  playTennisPoints,
  pointServer,
  scorePoint,
  simulateTennisMatch,
} from './tennis-simulator';

const SERVE: ServeStrengths = { homeServe: 0.64, awayServe: 0.6 };
const start = FIRST_POINT(3, 'home');
const wins = (state: TennisState, winner: 'home' | 'away', n: number): TennisState => {
  let s = state;
  for (let i = 0; i < n; i++) s = scorePoint(s, winner);
  return s;
};

describe('tennis scoring', () => {
  it('needs two clear points from deuce and changes server after each game', () => {
    const deuce = wins(wins(start, 'home', 3), 'away', 3);
    expect(deuce.points).toEqual([3, 3]);
    const advantage = scorePoint(deuce, 'home');
    expect(advantage.games).toEqual([0, 0]);
    const game = scorePoint(advantage, 'home');
    expect(game).toMatchObject({ games: [1, 0], points: [0, 0], server: 'away' });
  });
  it('plays a tie-break at 6-6 to seven by two, rotating the serve every two points', () => {
    const sixAll: TennisState = { ...start, games: [6, 6], server: 'away' };
    expect(pointServer(sixAll)).toBe('away');
    expect(pointServer({ ...sixAll, points: [1, 0] })).toBe('home');
    expect(pointServer({ ...sixAll, points: [1, 1] })).toBe('home');
    expect(pointServer({ ...sixAll, points: [2, 1] })).toBe('away');
    const tiebreak = wins(wins(sixAll, 'home', 6), 'away', 6);
    expect(tiebreak.sets).toEqual([]);
    const set = wins(tiebreak, 'home', 2);
    expect(set).toMatchObject({ sets: [[7, 6]], games: [0, 0], server: 'home' });
  });
  it('knows break, set and match points', () => {
    expect(isCriticalPoint(start)).toBe(false);
    expect(isCriticalPoint({ ...start, points: [0, 3] })).toBe(true); // break point for away
    expect(isCriticalPoint({ ...start, points: [3, 0] })).toBe(false); // game point on serve
    expect(isCriticalPoint({ ...start, games: [5, 3], points: [3, 0] })).toBe(true); // set point
  });
});

describe('simulated tennis match', () => {
  const items: TennisFeedItem[] = [
    ...simulateTennisMatch({
      eventId: 'ev',
      serve: SERVE,
      bestOf: 3,
      firstServer: 'home',
      margin: 0.05,
      startsAt: 0,
      seed: 11,
    }),
  ];
  const messages = items.flatMap((i) => (i.message ? [i.message] : []));
  const finalState = items.filter((i) => i.point).at(-1)?.point?.state as TennisState;

  it('ends with valid sets and the same match from the same seed', () => {
    const { setsHome, setsAway } = summariseSets(finalState.sets);
    expect(Math.max(setsHome, setsAway)).toBe(2);
    for (const [h, a] of finalState.sets) {
      const [w, l] = h > a ? [h, a] : [a, h];
      expect((w === 6 && l <= 4) || (w === 7 && (l === 5 || l === 6))).toBe(true);
    }
    expect(
      playTennisPoints({ serve: SERVE, bestOf: 3, firstServer: 'home', seed: 11 }).at(-1)?.state,
    ).toEqual(finalState);
  });

  it('settles every market exactly once, consistently with the set scores', () => {
    let state: EventFeedState = emptyEventFeedState('ev');
    const settled: string[] = [];
    for (const message of messages) {
      const { state: next, verdicts } = applyFeedMessage(state, message);
      expect(verdicts.filter((v) => v.verdict === 'refused')).toEqual([]);
      if (message.type === 'bet_settlement') settled.push(...verdicts.map((v) => v.marketId));
      state = next;
    }
    expect(settled.sort()).toEqual(Object.keys(state.markets).sort());
    expect(settled).toHaveLength(5);
    for (const m of Object.values(state.markets)) {
      expect(m.status).toBe('settled');
      for (const s of m.settlement ?? []) {
        expect(legResultOf(s)).toBe(
          settleOutcome(m, s.id, { sportId: 'tennis', sets: finalState.sets }),
        );
      }
    }
    expect(state.eventStatus?.status).toBe('ended');
  });

  it('stops betting before critical points only, and re-opens after the point', () => {
    const stops = items.filter((i) => i.message?.type === 'bet_stop');
    expect(stops.length).toBeGreaterThan(3);
    const points = items.filter((i) => i.point).length;
    expect(stops.length).toBeLessThan(points);
    items.forEach((item, i) => {
      if (item.message?.type !== 'bet_stop') return;
      expect(items[i + 1]?.point).toBeDefined();
      expect((items[i + 2]?.message as FeedMessage | undefined)?.type).toBe('odds_change');
    });
  });

  it('lets the better server win more often over many matches', () => {
    let homeWins = 0;
    const n = 300;
    for (let seed = 1; seed <= n; seed++) {
      const end = playTennisPoints({ serve: SERVE, bestOf: 3, firstServer: 'away', seed }).at(
        -1,
      )?.state;
      if (end && summariseSets(end.sets).setsHome === 2) homeWins++;
    }
    expect(homeWins / n).toBeGreaterThan(0.6);
  });
});
