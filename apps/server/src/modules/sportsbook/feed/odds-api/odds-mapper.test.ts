import { describe, expect, it } from 'vitest';
import { impliedProbability, type FeedMarketOdds } from '#app/modules/sportsbook/domain/index';
import { consensusOdds } from './consensus';
import { recordedBody, type RecordingName } from './fixtures/recorded-responses';
import { marketsOfEvent } from './odds-mapper';
import { oaEventOddsSchema, parseList, type OaEventOdds } from './odds-api.schema';
import { fixtureOf, resolveSportKeys } from './sport-keys';

const pricing = { margin: 0.05, minBookmakers: 1 };
const events = (name: RecordingName): OaEventOdds[] =>
  parseList(oaEventOddsSchema, recordedBody(name)).items;
const eventOf = (name: RecordingName, home: string): OaEventOdds => {
  const found = events(name).find((e) => e.home_team === home);
  if (!found) throw new Error(`no ${home} in ${name}`);
  return found;
};
const byId = (markets: FeedMarketOdds[]) => new Map(markets.map((m) => [m.marketId, m]));
const odds = (m: FeedMarketOdds | undefined) => m?.outcomes.map((o) => [o.id, o.odds]);

describe('The Odds API events → fixtures', () => {
  it('makes an oa: fixture with sport, competition, teams and start', () => {
    const event = eventOf('odds-soccer_epl', 'Arsenal');
    expect(fixtureOf(event, 'football', 'EPL')).toEqual({
      id: 'oa:e912304de2b2ce35b473ce2ecd3d1502',
      source: 'odds-api',
      sport: 'football',
      competition: { id: 'oa:soccer_epl', name: 'EPL', country: 'GB' },
      home: { id: 'oa:arsenal', name: 'Arsenal' },
      away: { id: 'oa:chelsea', name: 'Chelsea' },
      startsAt: Date.parse('2026-11-28T15:00:00Z'),
      model: { remoteId: 'e912304de2b2ce35b473ce2ecd3d1502', sportKey: 'soccer_epl' },
    });
  });

  it('resolves configured keys against the active sports, with tournament wildcards', () => {
    const sports = recordedBody('sports') as Array<{ key: string; active: boolean }>;
    expect(
      resolveSportKeys(
        ['soccer_epl', 'soccer_spain_la_liga', 'basketball_nba', 'tennis_*', 'icehockey_nhl'],
        sports,
      ),
    ).toEqual(['soccer_epl', 'basketball_nba', 'tennis_atp_finals']);
  });
});

describe('football markets', () => {
  const arsenal = eventOf('odds-soccer_epl', 'Arsenal');
  const markets = byId(marketsOfEvent(arsenal, 'football', pricing));

  it('maps h2h to 1x2, totals to total lines and spreads to the home Asian handicap', () => {
    expect([...markets.keys()].sort()).toEqual([
      '1x2',
      'asian_handicap|hcp=-0.5',
      'asian_handicap|hcp=-0.75',
      'total|total=2.5',
      'total|total=3',
    ]);
    expect(markets.get('asian_handicap|hcp=-0.5')).toMatchObject({
      type: 'asian_handicap',
      specifier: 'hcp=-0.5',
      status: 'active',
    });
  });

  it('maps outcomes by team name (1 = home, X = Draw, 2 = away) from the bookmakers with all three', () => {
    // Pinnacle, Unibet, William Hill, Marathon Bet as [home, draw, away]; 1xBet lacks a draw.
    const expected = consensusOdds(
      [
        [2.06, 3.55, 3.72],
        [2.0, 3.5, 3.6],
        [2.05, 3.4, 3.5],
        [2.08, 3.45, 3.7],
      ],
      0.05,
    )!.odds;
    expect(odds(markets.get('1x2'))).toEqual([
      ['1', expected[0]],
      ['X', expected[1]],
      ['2', expected[2]],
    ]);
  });

  it('carries the home handicap: Arsenal -0.5 is home, Chelsea +0.5 away', () => {
    const expected = consensusOdds(
      [
        [2.06, 1.84],
        [2.0, 1.8],
      ],
      0.05,
    )!.odds;
    expect(odds(markets.get('asian_handicap|hcp=-0.5'))).toEqual([
      ['home', expected[0]],
      ['away', expected[1]],
    ]);
  });

  it('omits a market priced by fewer bookmakers than required', () => {
    const everton = eventOf('odds-soccer_epl', 'Everton');
    expect([...byId(marketsOfEvent(everton, 'football', pricing)).keys()]).toEqual(['1x2']);
    expect(marketsOfEvent(everton, 'football', { margin: 0.05, minBookmakers: 2 })).toEqual([]);
    expect(marketsOfEvent(eventOf('odds-soccer_epl', 'Brentford'), 'football', pricing)).toEqual(
      [],
    );
  });
});

describe('basketball and tennis markets', () => {
  it('maps NBA h2h to moneyline, spreads to spread with the home handicap, totals per line', () => {
    const celtics = byId(
      marketsOfEvent(eventOf('odds-basketball_nba', 'Boston Celtics'), 'basketball', pricing),
    );
    expect([...celtics.keys()].sort()).toEqual([
      'moneyline',
      'points_total|total=226.5',
      'points_total|total=227',
      'spread|hcp=-4.5',
      'spread|hcp=-5',
    ]);
    // The Lakers are at home and the underdog: Nuggets -3.5 means a home handicap of +3.5.
    const lakers = byId(
      marketsOfEvent(eventOf('odds-basketball_nba', 'Los Angeles Lakers'), 'basketball', pricing),
    );
    expect([...lakers.keys()].sort()).toEqual(['moneyline', 'spread|hcp=3.5']);
    const moneyline = lakers.get('moneyline')!.outcomes;
    expect(moneyline.map((o) => o.id)).toEqual(['home', 'away']);
    expect(moneyline[0]!.odds).toBeGreaterThan(moneyline[1]!.odds); // home (2.35) is the underdog
  });

  it('maps tennis h2h to match_winner by player name and offers nothing it could not settle', () => {
    const markets = marketsOfEvent(
      eventOf('odds-tennis_atp_finals', 'Jannik Sinner'),
      'tennis',
      pricing,
    );
    expect(markets.map((m) => m.marketId)).toEqual(['match_winner']);
    const [home, away] = markets[0]!.outcomes;
    expect(home).toMatchObject({ id: 'home', isActive: true });
    expect(home!.odds).toBeLessThan(away!.odds); // Sinner, listed second, is the favourite
  });

  it('prices every mapped market of every recording with 1 + margin implied', () => {
    for (const [name, sport] of [
      ['odds-soccer_epl', 'football'],
      ['odds-basketball_nba', 'basketball'],
      ['odds-tennis_atp_finals', 'tennis'],
    ] as const) {
      for (const event of events(name)) {
        for (const market of marketsOfEvent(event, sport, { margin: 0.06, minBookmakers: 1 })) {
          const implied = market.outcomes.reduce((s, o) => s + impliedProbability(o.odds), 0);
          expect(implied).toBeGreaterThanOrEqual(1.06 - 1e-9);
          expect(implied).toBeLessThan(1.07);
        }
      }
    }
  });
});
