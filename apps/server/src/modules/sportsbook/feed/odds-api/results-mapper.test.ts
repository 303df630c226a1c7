import { describe, expect, it } from 'vitest';
import {
  applyFeedMessage,
  emptyEventFeedState,
  legResultOf,
  type LegResult,
  type SportId,
} from '#app/modules/sportsbook/domain/index';
import { recordedBody, type RecordingName } from './fixtures/recorded-responses';
import { marketsOfEvent } from './odds-mapper';
import {
  oaEventOddsSchema,
  oaEventScoreSchema,
  parseList,
  type OaEventScore,
} from './odds-api.schema';
import { scoreOf, settlementOf } from './results-mapper';
import { eventIdOf } from './sport-keys';

const scores = (name: RecordingName): OaEventScore[] =>
  parseList(oaEventScoreSchema, recordedBody(name)).items;
const scoreFor = (name: RecordingName, home: string) => {
  const event = scores(name).find((e) => e.home_team === home);
  if (!event) throw new Error(`no ${home}`);
  return event;
};

/** Prices the recorded event, settles it from the recorded score, through the reducer. */
function settleRecorded(
  oddsName: RecordingName,
  scoresName: RecordingName,
  home: string,
  sport: SportId,
): Record<string, Record<string, LegResult>> {
  const event = parseList(oaEventOddsSchema, recordedBody(oddsName)).items.find(
    (e) => e.home_team === home,
  )!;
  const id = eventIdOf(event.id);
  const markets = marketsOfEvent(event, sport, { margin: 0.05, minBookmakers: 1 });
  const offered = applyFeedMessage(emptyEventFeedState(id), {
    type: 'odds_change',
    eventId: id,
    timestamp: 1,
    markets,
  }).state;
  const score = scoreOf(scoreFor(scoresName, home))!;
  const { message, skipped } = settlementOf(id, sport, Object.keys(offered.markets), score, 2);
  expect(skipped).toEqual([]);
  const { verdicts } = applyFeedMessage(offered, message!);
  // Every market we offered is settled, completely, by the reducer.
  expect(verdicts.map((v) => v.verdict)).toEqual(markets.map(() => 'applied'));
  return Object.fromEntries(
    message!.markets.map((m) => [
      m.marketId,
      Object.fromEntries(m.outcomes.map((o) => [o.id, legResultOf(o)])),
    ]),
  );
}

describe('scores', () => {
  it('reads the score by team name, whatever the order', () => {
    expect(scoreOf(scoreFor('scores-soccer_epl-final', 'Arsenal'))).toEqual({ home: 2, away: 1 });
    expect(scoreOf(scoreFor('scores-soccer_epl-live', 'Everton'))).toBeNull();
  });

  it('refuses a score that is not two whole numbers', () => {
    const event = scoreFor('scores-soccer_epl-final', 'Arsenal');
    expect(scoreOf({ ...event, scores: [{ name: 'Arsenal', score: '2' }] })).toBeNull();
    expect(
      scoreOf({
        ...event,
        scores: [
          { name: 'Arsenal', score: '2' },
          { name: 'Chelsea', score: '1.5' },
        ],
      }),
    ).toBeNull();
  });
});

describe('settlement of every mapped market from a final score', () => {
  it('football: Arsenal 2–1 Chelsea', () => {
    expect(
      settleRecorded('odds-soccer_epl', 'scores-soccer_epl-final', 'Arsenal', 'football'),
    ).toEqual({
      '1x2': { '1': 'win', X: 'loss', '2': 'loss' },
      'asian_handicap|hcp=-0.5': { home: 'win', away: 'loss' },
      'asian_handicap|hcp=-0.75': { home: 'half_win', away: 'half_loss' },
      'total|total=2.5': { over: 'win', under: 'loss' },
      'total|total=3': { over: 'void', under: 'void' },
    });
  });

  it('basketball: Celtics 118–111 Bucks and Lakers 104–107 Nuggets', () => {
    expect(
      settleRecorded(
        'odds-basketball_nba',
        'scores-basketball_nba-final',
        'Boston Celtics',
        'basketball',
      ),
    ).toEqual({
      moneyline: { home: 'win', away: 'loss' },
      'points_total|total=226.5': { over: 'win', under: 'loss' },
      'points_total|total=227': { over: 'win', under: 'loss' },
      'spread|hcp=-4.5': { home: 'win', away: 'loss' },
      'spread|hcp=-5': { home: 'win', away: 'loss' },
    });
    expect(
      settleRecorded(
        'odds-basketball_nba',
        'scores-basketball_nba-final',
        'Los Angeles Lakers',
        'basketball',
      ),
    ).toEqual({
      moneyline: { home: 'loss', away: 'win' },
      'spread|hcp=3.5': { home: 'win', away: 'loss' }, // lost by 3 with +3.5
    });
  });

  it('tennis: the match winner from sets won (Sinner 1–2 Alcaraz)', () => {
    expect(
      settleRecorded(
        'odds-tennis_atp_finals',
        'scores-tennis_atp_finals-final',
        'Jannik Sinner',
        'tennis',
      ),
    ).toEqual({ match_winner: { home: 'loss', away: 'win' } });
  });

  it('skips markets it cannot settle from the score instead of guessing', () => {
    const { message, skipped } = settlementOf(
      'oa:x',
      'tennis',
      ['match_winner', 'total_games|total=22.5', 'correct_score'],
      { home: 2, away: 0 },
      5,
    );
    expect(skipped).toEqual(['correct_score', 'total_games|total=22.5']);
    expect(message?.markets.map((m) => m.marketId)).toEqual(['match_winner']);
    expect(settlementOf('oa:x', 'football', [], { home: 1, away: 0 }, 5).message).toBeNull();
  });
});
