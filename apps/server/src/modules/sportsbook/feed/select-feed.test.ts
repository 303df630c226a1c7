import { describe, expect, it } from 'vitest';
import type { DB } from '#app/db/database';
import { isSportsFeedOn, selectFeed, type SportsFeedConfig } from './select-feed';
import type { SportsFeed } from './sports-feed';

const base: SportsFeedConfig = {
  NODE_ENV: 'development',
  SPORTS_FEED: undefined,
  SPORTS_MATCH_MINUTES: 10,
  SPORTS_MARGIN_PERCENT: 5,
  ODDS_API_KEY: undefined,
};
const log = { info: () => undefined, warn: () => undefined };
const deps = { db: {} as DB, log };
const oddsApi: SportsFeed = {
  source: 'odds-api',
  start: async () => undefined,
  stop: async () => undefined,
};

describe('selecting the sports feed', () => {
  it('runs the simulated feed by default, none under test unless asked, none when off', () => {
    expect(selectFeed(base, deps)?.source).toBe('simulated');
    expect(isSportsFeedOn({ ...base, NODE_ENV: 'test' })).toBe(false);
    expect(selectFeed({ ...base, NODE_ENV: 'test' }, deps)).toBeNull();
    expect(selectFeed({ ...base, NODE_ENV: 'test', SPORTS_FEED: 'on' }, deps)?.source).toBe(
      'simulated',
    );
    expect(selectFeed({ ...base, SPORTS_FEED: 'off' }, deps)).toBeNull();
  });

  it("uses The Odds API's adapter when a key is set and the adapter is wired", () => {
    const keyed = { ...base, ODDS_API_KEY: 'k-123' };
    let given = '';
    const oddsApiFeed = (key: string) => {
      given = key;
      return oddsApi;
    };
    expect(selectFeed(keyed, { ...deps, oddsApiFeed })).toBe(oddsApi);
    expect(given).toBe('k-123');
    expect(selectFeed(keyed, deps)?.source).toBe('simulated');
    expect(
      selectFeed({ ...keyed, SPORTS_FEED: 'simulated' }, { ...deps, oddsApiFeed })?.source,
    ).toBe('simulated');
  });
});
