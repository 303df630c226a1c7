import { describe, expect, it } from 'vitest';
import { parseOddsApiEnv } from './odds-api.config';

describe('The Odds API settings', () => {
  it('needs only the key; everything else has a default', () => {
    expect(parseOddsApiEnv({ ODDS_API_KEY: 'abc', ODDS_API_SPORTS: '' })).toEqual({
      ODDS_API_KEY: 'abc',
      ODDS_API_BASE_URL: 'https://api.the-odds-api.com',
      ODDS_API_SPORTS: [
        'soccer_epl',
        'soccer_spain_la_liga',
        'soccer_germany_bundesliga',
        'basketball_nba',
        'tennis_atp_*',
      ],
      ODDS_API_REGIONS: 'eu',
      ODDS_API_POLL_SECONDS: 600,
      ODDS_API_SCORES_POLL_SECONDS: 300,
      ODDS_API_MARGIN: 0.05,
      ODDS_API_MIN_BOOKMAKERS: 1,
      ODDS_API_RESERVE_CREDITS: 50,
      ODDS_API_TIMEOUT_MS: 10_000,
    });
  });

  it('reads lists and numbers, and names every bad variable', () => {
    const config = parseOddsApiEnv({
      ODDS_API_KEY: 'abc',
      ODDS_API_SPORTS: ' soccer_epl , basketball_nba ',
      ODDS_API_POLL_SECONDS: '1800',
      ODDS_API_MARGIN: '0.07',
    });
    expect(config.ODDS_API_SPORTS).toEqual(['soccer_epl', 'basketball_nba']);
    expect(config.ODDS_API_POLL_SECONDS).toBe(1800);
    expect(config.ODDS_API_MARGIN).toBe(0.07);
    expect(() =>
      parseOddsApiEnv({ ODDS_API_KEY: ' ', ODDS_API_POLL_SECONDS: '5', ODDS_API_MARGIN: '2' }),
    ).toThrow(/ODDS_API_KEY.*ODDS_API_POLL_SECONDS.*ODDS_API_MARGIN/);
    expect(() => parseOddsApiEnv({ ODDS_API_KEY: 'abc', ODDS_API_SPORTS: 'EPL!' })).toThrow(
      /ODDS_API_SPORTS/,
    );
  });
});
