import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { findEvents, upsertFixture } from '../event-store.repository';
import { ingestFeedMessage } from '../ingest';
import type { FeedSink } from '../sports-feed';
import { RecordedApiServer } from './fixtures/recorded-api-server';
import { recorded } from './fixtures/recorded-responses';
import { ManualScheduler } from './fixtures/manual-scheduler';
import { createOddsApiFeed, storedMarketIdsOf } from './odds-api.config';

/**
 * Recorded responses of The Odds API through the real feed into the real event store and
 * ingest path (issue 21 "Done when": the real feed adapter maps recorded responses).
 */

let database: TestDatabase;
let api: RecordedApiServer;
beforeAll(async () => {
  database = await createTestDatabase();
  api = await new RecordedApiServer().start();
});
afterAll(async () => {
  await api.close();
  await database.drop();
});

const ARSENAL = 'oa:e912304de2b2ce35b473ce2ecd3d1502';
const EVERTON = 'oa:4c8f1e6b2a9d4e7f8a1b3c5d7e9f0a12';
const CELTICS = 'oa:a7b3c9d1e5f20718293a4b5c6d7e8f90';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

it('lists priced fixtures, goes live at kick-off and settles every market in the store', async () => {
  const { db } = database;
  api
    .serve('/v4/sports', recorded('sports'))
    .serve('/v4/sports/soccer_epl/odds', recorded('odds-soccer_epl'))
    .serve('/v4/sports/basketball_nba/odds', recorded('odds-basketball_nba'))
    .serve('/v4/sports/tennis_atp_finals/odds', recorded('odds-tennis_atp_finals'))
    .serve(
      '/v4/sports/soccer_epl/scores',
      recorded('scores-soccer_epl-live'),
      recorded('scores-soccer_epl-final'),
    )
    .serve('/v4/sports/basketball_nba/scores', recorded('scores-basketball_nba-final'))
    .serve('/v4/sports/tennis_atp_finals/scores', { status: 200, headers: {}, body: [] });
  const sink: FeedSink = {
    upsertFixture: (fixture) => upsertFixture(db, fixture),
    deliver: async (message) => {
      await ingestFeedMessage(db, message, []);
    },
  };
  let now = Date.parse('2026-11-27T09:00:00Z');
  const scheduler = new ManualScheduler();
  const feed = createOddsApiFeed(
    { ODDS_API_KEY: 'k-int', ODDS_API_BASE_URL: api.baseUrl },
    { logger: quiet, scheduler, now: () => now, storedMarketIds: storedMarketIdsOf(db) },
  );
  await feed.start(sink);
  await scheduler.run('odds');

  const listed = await findEvents(db, [ARSENAL, EVERTON, CELTICS]);
  expect(listed.map((e) => [e.id, e.source, e.sport, e.status])).toEqual(
    expect.arrayContaining([
      [ARSENAL, 'odds-api', 'football', 'pre_match'],
      [EVERTON, 'odds-api', 'football', 'pre_match'],
      [CELTICS, 'odds-api', 'basketball', 'pre_match'],
    ]),
  );
  const arsenal = listed.find((e) => e.id === ARSENAL)!;
  expect(Object.values(arsenal.state.markets).map((m) => [m.id, m.status])).toEqual(
    expect.arrayContaining([
      ['1x2', 'active'],
      ['total|total=2.5', 'active'],
      ['asian_handicap|hcp=-0.75', 'active'],
    ]),
  );

  now = Date.parse('2026-11-28T16:05:00Z');
  await scheduler.run('kickoff');
  await scheduler.run('scores');
  const [live] = await findEvents(db, [ARSENAL]);
  expect(live?.status).toBe('live');
  expect(live?.state.eventStatus?.score).toEqual({ home: 1, away: 1 });
  expect(Object.values(live!.state.markets).every((m) => m.status === 'suspended')).toBe(true);
  expect(live?.betStopSeq).toBe(1);

  now = Date.parse('2026-11-28T17:05:00Z');
  await scheduler.run('scores');
  await feed.stop();
  for (const id of [ARSENAL, CELTICS]) {
    const [ended] = await findEvents(db, [id]);
    expect(ended?.status).toBe('ended');
    const markets = Object.values(ended!.state.markets);
    expect(markets.length).toBeGreaterThan(1);
    expect(markets.every((m) => m.status === 'settled')).toBe(true);
  }
  const [final] = await findEvents(db, [ARSENAL]);
  expect(final?.state.eventStatus?.score).toEqual({ home: 2, away: 1 });
  expect(final?.state.markets['1x2']?.settlement).toEqual([
    { id: '1', result: 1, voidFactor: 0 },
    { id: 'X', result: 0, voidFactor: 0 },
    { id: '2', result: 0, voidFactor: 0 },
  ]);
  const [everton] = await findEvents(db, [EVERTON]);
  expect(everton?.status).toBe('pre_match');
  expect(everton?.state.markets['1x2']?.status).toBe('active');
});
