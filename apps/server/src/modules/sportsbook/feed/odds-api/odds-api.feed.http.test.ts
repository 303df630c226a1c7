import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  BetSettlementMessage,
  FeedMessage,
  OddsChangeMessage,
} from '#app/modules/sportsbook/domain/index';
import type { FeedSink, Fixture } from '../sports-feed';
import { RecordedApiServer } from './fixtures/recorded-api-server';
import { recorded } from './fixtures/recorded-responses';
import { ManualScheduler } from './fixtures/manual-scheduler';
import type { FeedLogger } from './feed-scheduler';
import { createOddsApiFeed } from './odds-api.config';
import { HttpOddsApiClient, OddsApiError } from './odds-api.client';
import type { OddsApiFeed } from './odds-api.feed';

/**
 * The HTTP contract with The Odds API v4, end to end: the real client and feed against a local
 * server answering with recorded responses; a recording sink stands in for the sportsbook.
 */

const API_KEY = 'k-test-4f1c9e2b7a';
const ODDS_QUERY = {
  apiKey: API_KEY,
  regions: 'eu',
  markets: 'h2h,spreads,totals',
  oddsFormat: 'decimal',
  dateFormat: 'iso',
};
const SCORES_QUERY = { apiKey: API_KEY, daysFrom: '1', dateFormat: 'iso' };
const ARSENAL = 'oa:e912304de2b2ce35b473ce2ecd3d1502';
const CELTICS = 'oa:a7b3c9d1e5f20718293a4b5c6d7e8f90';
const LAKERS = 'oa:c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6';
const SINNER = 'oa:9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const EVERTON = 'oa:4c8f1e6b2a9d4e7f8a1b3c5d7e9f0a12';

class RecordingSink implements FeedSink {
  readonly fixtures: Fixture[] = [];
  readonly messages: FeedMessage[] = [];
  upsertFixture(fixture: Fixture): Promise<void> {
    this.fixtures.push(fixture);
    return Promise.resolve();
  }
  deliver(message: FeedMessage): Promise<void> {
    this.messages.push(message);
    return Promise.resolve();
  }
  take(): FeedMessage[] {
    return this.messages.splice(0);
  }
}

class RecordingLogger implements FeedLogger {
  readonly lines: Array<{ level: string; fields: Record<string, unknown>; msg: string }> = [];
  info = (fields: Record<string, unknown>, msg: string) =>
    this.lines.push({ level: 'info', fields, msg });
  warn = (fields: Record<string, unknown>, msg: string) =>
    this.lines.push({ level: 'warn', fields, msg });
  error = (fields: Record<string, unknown>, msg: string) =>
    this.lines.push({ level: 'error', fields, msg });
  at(level: string) {
    return this.lines.filter((l) => l.level === level);
  }
}

let api: RecordedApiServer;
let scheduler: ManualScheduler;
let sink: RecordingSink;
let logger: RecordingLogger;
let now: number;
let feed: OddsApiFeed;

function makeFeed(env: Record<string, string> = {}): OddsApiFeed {
  return createOddsApiFeed(
    {
      ODDS_API_KEY: API_KEY,
      ODDS_API_BASE_URL: api.baseUrl,
      ODDS_API_SPORTS: 'soccer_epl,basketball_nba,tennis_atp_*,soccer_spain_la_liga',
      ...env,
    },
    { logger, scheduler, now: () => now },
  );
}

function serveRecordedOdds(): void {
  api
    .serve('/v4/sports', recorded('sports'))
    .serve('/v4/sports/soccer_epl/odds', recorded('odds-soccer_epl'))
    .serve('/v4/sports/basketball_nba/odds', recorded('odds-basketball_nba'))
    .serve('/v4/sports/tennis_atp_finals/odds', recorded('odds-tennis_atp_finals'));
}

beforeEach(async () => {
  api = await new RecordedApiServer().start();
  scheduler = new ManualScheduler();
  sink = new RecordingSink();
  logger = new RecordingLogger();
  now = Date.parse('2026-11-27T09:00:00Z');
});

afterEach(async () => {
  await feed?.stop();
  await api.close();
});

describe('The Odds API feed over HTTP (recorded responses)', () => {
  it('requests the sports list, then the odds of each configured active key with the documented query', async () => {
    serveRecordedOdds();
    feed = makeFeed();
    await feed.start(sink);
    expect(scheduler.delayOf('odds')).toBe(0);
    expect(scheduler.delayOf('kickoff')).toBe(15_000);
    expect(scheduler.delayOf('scores')).toBe(300_000);

    await scheduler.run('odds');
    expect(api.requests).toEqual([
      { path: '/v4/sports', query: { apiKey: API_KEY } },
      { path: '/v4/sports/soccer_epl/odds', query: ODDS_QUERY },
      { path: '/v4/sports/basketball_nba/odds', query: ODDS_QUERY },
      { path: '/v4/sports/tennis_atp_finals/odds', query: ODDS_QUERY },
    ]);
    expect(scheduler.delayOf('odds')).toBe(600_000);

    // Every priced event is listed (Brentford–Fulham, which no bookmaker prices, is not).
    expect(
      sink.fixtures.map((f) => [f.id, f.sport, f.competition.name, f.home.name, f.away.name]),
    ).toEqual([
      [ARSENAL, 'football', 'EPL', 'Arsenal', 'Chelsea'],
      [EVERTON, 'football', 'EPL', 'Everton', 'Liverpool'],
      [CELTICS, 'basketball', 'NBA', 'Boston Celtics', 'Milwaukee Bucks'],
      [LAKERS, 'basketball', 'NBA', 'Los Angeles Lakers', 'Denver Nuggets'],
      [SINNER, 'tennis', 'ATP Finals', 'Jannik Sinner', 'Carlos Alcaraz'],
    ]);
    const changes = sink.take() as OddsChangeMessage[];
    expect(
      changes.map((m) => [m.type, m.eventId, m.markets.map((x) => x.marketId).sort()]),
    ).toEqual([
      [
        'odds_change',
        ARSENAL,
        [
          '1x2',
          'asian_handicap|hcp=-0.5',
          'asian_handicap|hcp=-0.75',
          'total|total=2.5',
          'total|total=3',
        ],
      ],
      ['odds_change', EVERTON, ['1x2']],
      [
        'odds_change',
        CELTICS,
        [
          'moneyline',
          'points_total|total=226.5',
          'points_total|total=227',
          'spread|hcp=-4.5',
          'spread|hcp=-5',
        ],
      ],
      ['odds_change', LAKERS, ['moneyline', 'spread|hcp=3.5']],
      ['odds_change', SINNER, ['match_winner']],
    ]);
    expect(changes.every((m) => m.markets.every((x) => x.status === 'active'))).toBe(true);
    const stamps = changes.map((m) => m.timestamp);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    expect(new Set(stamps).size).toBe(stamps.length);

    // Unchanged prices on the next poll: requests, but nothing re-sent.
    now += 600_000;
    await scheduler.run('odds');
    expect(api.requests).toHaveLength(8);
    expect(sink.messages).toEqual([]);
  });

  it('starts again after a stop (leadership regained) and re-sends fixtures and prices once', async () => {
    serveRecordedOdds();
    feed = makeFeed();
    await feed.start(sink);
    await expect(feed.start(sink)).rejects.toThrow(/already started/);
    await scheduler.run('odds');
    const firstFixtures = sink.fixtures.length;
    const firstChanges = sink.take().length;
    await feed.stop();
    expect(feed.isStopped).toBe(true);
    expect(scheduler.pending.size).toBe(0);

    await feed.start(sink);
    expect(feed.isStopped).toBe(false);
    await scheduler.run('odds');
    expect(sink.fixtures).toHaveLength(2 * firstFixtures);
    expect(sink.take()).toHaveLength(firstChanges);
    await scheduler.run('odds');
    expect(sink.messages).toEqual([]);
  });

  it('backs off exponentially on 429 and returns to the poll interval after a success', async () => {
    serveRecordedOdds();
    api.replace(
      '/v4/sports/basketball_nba/odds',
      recorded('error-429-frequency'),
      recorded('error-429-frequency'),
      recorded('odds-basketball_nba'),
    );
    feed = makeFeed();
    await feed.start(sink);
    await scheduler.run('odds');
    // The pass stops at the 429: tennis is not requested.
    expect(api.paths()).toEqual([
      '/v4/sports',
      '/v4/sports/soccer_epl/odds',
      '/v4/sports/basketball_nba/odds',
    ]);
    expect(scheduler.delayOf('odds')).toBe(30_000);
    expect(logger.at('warn').at(-1)).toMatchObject({
      fields: { status: 429, errorCode: 'EXCEEDED_FREQ_LIMIT' },
    });

    // While backing off, the scores loop makes no request either.
    now += 10_000;
    await scheduler.run('scores');
    expect(api.requests).toHaveLength(3);
    expect(scheduler.delayOf('scores')).toBe(20_000);

    now += 20_000;
    await scheduler.run('odds');
    expect(scheduler.delayOf('odds')).toBe(60_000);

    now += 60_000;
    await scheduler.run('odds');
    expect(api.paths().slice(-2)).toEqual([
      '/v4/sports/basketball_nba/odds',
      '/v4/sports/tennis_atp_finals/odds',
    ]);
    expect(scheduler.delayOf('odds')).toBe(600_000);
    expect(sink.fixtures.map((f) => f.id)).toContain(SINNER);
  });

  it('stops betting at kick-off, shows the live score, then settles every market from the final score', async () => {
    serveRecordedOdds();
    api
      .serve(
        '/v4/sports/soccer_epl/scores',
        recorded('scores-soccer_epl-live'),
        recorded('scores-soccer_epl-final'),
      )
      .serve('/v4/sports/basketball_nba/scores', recorded('scores-basketball_nba-final'))
      .serve('/v4/sports/tennis_atp_finals/scores', { status: 200, headers: {}, body: [] });
    feed = makeFeed();
    await feed.start(sink);
    await scheduler.run('odds');
    sink.take();

    now = Date.parse('2026-11-28T16:05:00Z');
    await scheduler.run('kickoff');
    expect(sink.take().map((m) => [m.type, m.eventId])).toEqual([
      ['bet_stop', ARSENAL],
      ['bet_stop', CELTICS],
      ['bet_stop', LAKERS],
    ]);

    const before = api.requests.length;
    await scheduler.run('scores');
    // The first pass after a start asks every active key (games may have ended meanwhile).
    expect(api.requests.slice(before)).toEqual([
      { path: '/v4/sports/soccer_epl/scores', query: SCORES_QUERY },
      { path: '/v4/sports/basketball_nba/scores', query: SCORES_QUERY },
      { path: '/v4/sports/tennis_atp_finals/scores', query: SCORES_QUERY },
    ]);
    const first = sink.take();
    expect(first[0]).toMatchObject({
      type: 'odds_change',
      eventId: ARSENAL,
      markets: [],
      eventStatus: { status: 'live', score: { home: 1, away: 1 } },
    });
    const celtics = first.filter((m) => m.eventId === CELTICS);
    expect(celtics.map((m) => m.type)).toEqual(['odds_change', 'bet_settlement']);
    expect(celtics[0]).toMatchObject({
      eventStatus: { status: 'ended', score: { home: 118, away: 111 } },
    });
    expect((celtics[1] as BetSettlementMessage).markets.map((m) => m.marketId)).toEqual([
      'moneyline',
      'points_total|total=226.5',
      'points_total|total=227',
      'spread|hcp=-4.5',
      'spread|hcp=-5',
    ]);
    expect(first.filter((m) => m.eventId === LAKERS).map((m) => m.type)).toEqual([
      'odds_change',
      'bet_settlement',
    ]);

    now = Date.parse('2026-11-28T17:05:00Z');
    const mark = api.requests.length;
    await scheduler.run('scores');
    // Only keys with started, unsettled games now: the EPL.
    expect(api.paths().slice(mark)).toEqual(['/v4/sports/soccer_epl/scores']);
    const final = sink.take();
    expect(final.map((m) => [m.type, m.eventId])).toEqual([
      ['odds_change', ARSENAL],
      ['bet_settlement', ARSENAL],
    ]);
    const settlement = final[1] as BetSettlementMessage;
    const results = Object.fromEntries(
      settlement.markets.map((m) => [
        m.marketId,
        Object.fromEntries(m.outcomes.map((o) => [o.id, [o.result, o.voidFactor]])),
      ]),
    );
    expect(results).toEqual({
      '1x2': { '1': [1, 0], X: [0, 0], '2': [0, 0] },
      'asian_handicap|hcp=-0.5': { home: [1, 0], away: [0, 0] },
      'asian_handicap|hcp=-0.75': { home: [1, 0.5], away: [0, 0.5] },
      'total|total=2.5': { over: [1, 0], under: [0, 0] },
      'total|total=3': { over: [0, 1], under: [0, 1] },
    });

    // Settled games are not settled twice, and there is nothing left to ask for.
    const done = api.requests.length;
    await scheduler.run('scores');
    expect(api.requests.length).toBe(done);
    expect(sink.messages).toEqual([]);
  });

  it('after a restart, settles the markets the store holds for games it no longer tracks', async () => {
    api
      .serve('/v4/sports', recorded('sports'))
      .serve('/v4/sports/soccer_epl/odds', { status: 200, headers: {}, body: [] })
      .serve('/v4/sports/basketball_nba/odds', { status: 200, headers: {}, body: [] })
      .serve('/v4/sports/tennis_atp_finals/odds', { status: 200, headers: {}, body: [] })
      .serve('/v4/sports/soccer_epl/scores', recorded('scores-soccer_epl-final'))
      .serve('/v4/sports/basketball_nba/scores', { status: 200, headers: {}, body: [] })
      .serve('/v4/sports/tennis_atp_finals/scores', { status: 200, headers: {}, body: [] });
    now = Date.parse('2026-11-28T17:05:00Z');
    const lookups: string[] = [];
    feed = createOddsApiFeed(
      { ODDS_API_KEY: API_KEY, ODDS_API_BASE_URL: api.baseUrl },
      {
        logger,
        scheduler,
        now: () => now,
        storedMarketIds: (eventId) => {
          lookups.push(eventId);
          return Promise.resolve(eventId === ARSENAL ? ['1x2', 'total|total=2.5'] : []);
        },
      },
    );
    await feed.start(sink);
    await scheduler.run('odds');
    await scheduler.run('scores');
    const messages = sink.take();
    expect(messages.map((m) => [m.type, m.eventId])).toEqual([
      ['bet_stop', ARSENAL],
      ['odds_change', ARSENAL],
      ['bet_settlement', ARSENAL],
    ]);
    expect((messages[2] as BetSettlementMessage).markets.map((m) => m.marketId)).toEqual([
      '1x2',
      'total|total=2.5',
    ]);
    // Brentford–Fulham was never ours: looked up once, then left alone.
    await scheduler.run('scores');
    expect(lookups.filter((id) => id !== ARSENAL)).toEqual(['oa:0b7a51d2c3e4f5a6b7c8d9e0f1a2b3c4']);
    expect(sink.messages).toEqual([]);
  });

  it('stops polling on a 401, logs it once and never logs the key', async () => {
    api.serve('/v4/sports', recorded('error-401-invalid-key'));
    feed = makeFeed();
    await feed.start(sink);
    await scheduler.run('odds');
    expect(api.requests).toHaveLength(1);
    expect(logger.at('error')).toHaveLength(1);
    expect(logger.at('error')[0]!.msg).toContain('INVALID_KEY');
    expect(feed.isStopped).toBe(true);
    expect(scheduler.pending.size).toBe(0);
    expect(JSON.stringify(logger.lines)).not.toContain(API_KEY);
  });

  it('waits an hour when the credits are used up, and keeps the last credits for results', async () => {
    serveRecordedOdds();
    api.replace('/v4/sports/soccer_epl/odds', recorded('error-401-out-of-credits'));
    feed = makeFeed();
    await feed.start(sink);
    await scheduler.run('odds');
    expect(feed.isStopped).toBe(false);
    expect(scheduler.delayOf('odds')).toBe(3_600_000);

    // A reserve of 480 credits: the EPL answer leaves 479, so odds polling pauses after it.
    await feed.stop();
    api.replace('/v4/sports/soccer_epl/odds', recorded('odds-soccer_epl'));
    scheduler = new ManualScheduler();
    feed = makeFeed({ ODDS_API_RESERVE_CREDITS: '480' });
    await feed.start(sink);
    const mark = api.requests.length;
    await scheduler.run('odds');
    expect(api.paths().slice(mark)).toEqual(['/v4/sports', '/v4/sports/soccer_epl/odds']);
    expect(logger.at('warn').at(-1)!.msg).toContain('reserve');
  });

  it('stop() cancels the timers and the request in flight; nothing reaches the sink after', async () => {
    serveRecordedOdds();
    api.hold();
    feed = createOddsApiFeed(
      { ODDS_API_KEY: API_KEY, ODDS_API_BASE_URL: api.baseUrl },
      { logger, now: () => now },
    );
    await feed.start(sink);
    for (let i = 0; i < 200 && api.requests.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(api.paths()).toEqual(['/v4/sports']);
    const started = Date.now();
    await feed.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    api.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests).toHaveLength(1);
    expect(sink.fixtures).toEqual([]);
    expect(sink.messages).toEqual([]);
    expect(logger.at('error')).toEqual([]);
  });
});

describe('the HTTP client', () => {
  it('classifies server errors, non-JSON answers and timeouts without the key in the message', async () => {
    api
      .serve('/v4/sports', {
        status: 503,
        headers: { 'retry-after': '120' },
        body: { message: 'down' },
      })
      .serve('/v4/sports/soccer_epl/odds', { status: 200, headers: {}, body: { not: 'a list' } });
    const client = new HttpOddsApiClient({ apiKey: API_KEY, baseUrl: api.baseUrl });
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => e as OddsApiError,
      );

    const down = await failure(client.getSports());
    expect(down).toMatchObject({ kind: 'server', details: { status: 503, retryAfterMs: 120_000 } });
    expect(down!.isTransient).toBe(true);
    expect(await failure(client.getOdds('soccer_epl'))).toMatchObject({ kind: 'bad_response' });
    expect(await failure(client.getScores('soccer_xyz'))).toMatchObject({
      kind: 'rejected',
      details: { status: 404 },
    });

    api.hold();
    const impatient = new HttpOddsApiClient({
      apiKey: API_KEY,
      baseUrl: api.baseUrl,
      timeoutMs: 300,
    });
    const slow = await failure(impatient.getSports());
    expect(slow).toBeInstanceOf(OddsApiError);
    expect(slow!.kind).toBe('timeout');
    for (const error of [down, slow]) expect(error!.message).not.toContain(API_KEY);
  });

  it('reads the quota headers', async () => {
    api.serve('/v4/sports/soccer_epl/odds', recorded('odds-soccer_epl'));
    const client = new HttpOddsApiClient({ apiKey: API_KEY, baseUrl: api.baseUrl });
    const answer = await client.getOdds('soccer_epl');
    expect(answer.quota).toEqual({ remaining: 479, used: 21 });
    expect(answer.data).toHaveLength(3);
  });
});
