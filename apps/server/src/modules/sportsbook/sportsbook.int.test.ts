import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SbEventDetail, SbEventsPage, SbEventUpdate, SbSportsOverview } from '@tengu/shared';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { socketClients } from '#test/socket-clients';
import { waitFor } from '#test/wait-for';
import { fixtureAt, type ScheduleOptions } from './feed/simulated/schedule';
import { prematchOddsChange, simulatedTimeline, type SimModel } from './feed/simulated/sim-match';
import type { Fixture } from './feed/sports-feed';

/**
 * The sportsbook in the app (issue 21; ADR 038 "Feed service"): the public reads over the events
 * store, `sports:event` on /sports after each applied message, and the feed's leadership across
 * two app instances on one database.
 */

let database: TestDatabase;
let server: Awaited<ReturnType<typeof createTestApp>>;
const sockets = socketClients();

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db });
});
afterAll(async () => {
  sockets.close();
  await server.close();
  await database.drop();
});

const OPTIONS: ScheduleOptions = { matchMinutes: 10, upcomingPerSport: 0, margin: 0.05 };
const HOUR = 3_600_000;
const modelOf = (f: Fixture) => f.model as unknown as SimModel;

/** A fixture stored and its feed delivered up to `untilSecond` of match time (all: to the end). */
async function play(fixture: Fixture, untilSecond: number | 'prematch' | 'all') {
  const { sink } = server.sportsbook;
  await sink.upsertFixture(fixture);
  for (const item of simulatedTimeline(fixture.id, modelOf(fixture))) {
    if (untilSecond === 'prematch' && item.second >= 0) break;
    if (typeof untilSecond === 'number' && item.second > untilSecond) break;
    await sink.deliver(item.message);
  }
}

/** The count once it has not moved for 300 ms (the socket has received what was sent). */
async function quietCount(read: () => number): Promise<number> {
  let last = -1;
  while (read() !== last) {
    last = read();
    await new Promise((r) => setTimeout(r, 300));
  }
  return last;
}

const get = async <T>(url: string) => {
  const response = await server.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T };
};

describe('the sportsbook read routes', () => {
  const base = Date.now();
  const upcomingFootball = fixtureAt('football', base + 2 * HOUR, OPTIONS);
  const laterFootball = fixtureAt('football', base + 3 * HOUR, OPTIONS);
  const liveFootball = fixtureAt('football', base - 20 * 60_000, OPTIONS);
  const endedFootball = fixtureAt('football', base - 5 * HOUR, OPTIONS);
  const upcomingTennis = fixtureAt('tennis', base + HOUR, OPTIONS);
  const liveBasketball = fixtureAt('basketball', base - 10 * 60_000, OPTIONS);
  const cancelled = fixtureAt('basketball', base + 4 * HOUR, OPTIONS);

  beforeAll(async () => {
    await play(upcomingFootball, 'prematch');
    await play(laterFootball, 'prematch');
    await play(upcomingTennis, 'prematch');
    await play(liveFootball, 30 * 60);
    await play(liveBasketball, 20 * 60);
    await play(endedFootball, 'all');
    await play(cancelled, 'prematch');
    await database.db
      .updateTable('sb_events')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled.id)
      .execute();
  }, 60_000);

  it('lists live events first, then upcoming by start, with the main market of each sport', async () => {
    const { status, body } = await get<SbEventsPage>('/api/sports/events');
    expect(status).toBe(200);
    expect(body.events.map((e) => e.id)).toEqual([
      liveFootball.id,
      liveBasketball.id,
      upcomingTennis.id,
      upcomingFootball.id,
      laterFootball.id,
    ]);
    const [live, basketball, tennis, upcoming] = body.events;
    expect(live).toMatchObject({
      sport: 'football',
      status: 'live',
      home: liveFootball.home.name,
      away: liveFootball.away.name,
      competition: { ...liveFootball.competition, sport: 'football' },
      startsAt: new Date(liveFootball.startsAt).toISOString(),
      clock: { period: 1, isRunning: true },
    });
    expect(live?.score).not.toBeNull();
    expect(live?.clock?.elapsedSeconds).toBeGreaterThanOrEqual(29 * 60);
    expect(live?.mainMarket?.type).toBe('1x2');
    expect(live?.mainMarket?.outcomes.map((o) => o.id)).toEqual(['1', 'X', '2']);
    expect(live?.marketCount).toBeGreaterThan(10);
    expect(basketball?.mainMarket?.type).toBe('moneyline');
    expect(tennis?.mainMarket?.type).toBe('match_winner');
    expect(upcoming).toMatchObject({ status: 'pre_match', score: null, clock: null });
    expect(upcoming?.mainMarket?.status).toBe('active');
    expect(upcoming?.mainMarket?.outcomes.every((o) => o.odds > 1000 && o.active)).toBe(true);
  });

  it('filters by sport, competition and status, and bounds the list', async () => {
    const football = await get<SbEventsPage>('/api/sports/events?sport=football');
    expect(football.body.events.every((e) => e.sport === 'football')).toBe(true);
    expect(football.body.events).toHaveLength(3);
    const live = await get<SbEventsPage>('/api/sports/events?status=live');
    expect(live.body.events.map((e) => e.id)).toEqual([liveFootball.id, liveBasketball.id]);
    const upcoming = await get<SbEventsPage>('/api/sports/events?status=upcoming&sport=football');
    expect(upcoming.body.events.map((e) => e.id)).toEqual([upcomingFootball.id, laterFootball.id]);
    const competition = await get<SbEventsPage>(
      `/api/sports/events?competition=${upcomingTennis.competition.id}`,
    );
    expect(competition.body.events.map((e) => e.id)).toContain(upcomingTennis.id);
    expect(
      competition.body.events.every((e) => e.competition.id === upcomingTennis.competition.id),
    ).toBe(true);
    const one = await get<SbEventsPage>('/api/sports/events?limit=1');
    expect(one.body.events.map((e) => e.id)).toEqual([liveFootball.id]);
    const none = await get<SbEventsPage>('/api/sports/events?competition=no-such-league');
    expect(none).toEqual({ status: 200, body: { events: [] } });
  });

  it('answers a bad query with 400 and a sentence naming the field', async () => {
    for (const query of ['status=ended', 'sport=cricket', 'limit=0', 'limit=500', 'limit=many']) {
      const { status, body } = await get<{ error: { code: string; message: string } }>(
        `/api/sports/events?${query}`,
      );
      expect(status, query).toBe(400);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.message).toMatch(new RegExp(query.split('=')[0] ?? '', 'i'));
    }
  });

  it('counts live and upcoming events per sport and competition', async () => {
    const { status, body } = await get<SbSportsOverview>('/api/sports');
    expect(status).toBe(200);
    expect(body.sports.map((s) => s.id)).toEqual(['football', 'tennis', 'basketball']);
    // The slip's acceptance bar runs as long as the server's in-play delay (its default here).
    expect(body.inPlayDelayMs).toBe(5000);
    const [football, tennis, basketball] = body.sports;
    expect(football).toMatchObject({ liveCount: 1, upcomingCount: 2 });
    expect(tennis).toMatchObject({ liveCount: 0, upcomingCount: 1 });
    expect(basketball).toMatchObject({ liveCount: 1, upcomingCount: 0 });
    expect(tennis?.competitions).toEqual([
      { ...upcomingTennis.competition, sport: 'tennis', eventCount: 1 },
    ]);
    const footballEvents = football?.competitions.reduce((sum, c) => sum + c.eventCount, 0);
    expect(footballEvents).toBe(3);
  });

  it('shows one event with every market; an ended one stays readable; an unknown one is a 404', async () => {
    const live = await get<SbEventDetail>(
      `/api/sports/events/${encodeURIComponent(liveFootball.id)}`,
    );
    expect(live.status).toBe(200);
    const types = new Set(live.body.markets.map((m) => m.type));
    expect([...types].sort()).toEqual(
      ['1x2', 'asian_handicap', 'btts', 'correct_score', 'double_chance', 'total'].sort(),
    );
    expect(live.body.marketCount).toBe(live.body.markets.length);
    expect(live.body.mainMarket?.id).toBe('1x2');

    const ended = await get<SbEventDetail>(`/api/sports/events/${endedFootball.id}`);
    expect(ended.status).toBe(200);
    expect(ended.body.status).toBe('ended');
    expect(ended.body.markets.every((m) => m.status === 'settled')).toBe(true);
    expect(ended.body.clock?.isRunning).toBe(false);

    const missing = await get<{ error: { code: string; message: string } }>(
      '/api/sports/events/sim:football-1',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This event does not exist.',
    });
  });

  it('documents the routes in the OpenAPI description', async () => {
    const { body } = await get<{ paths: Record<string, unknown> }>('/api/docs/json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/sports', '/api/sports/events', '/api/sports/events/{id}']),
    );
  });
});

describe('sports:event on /sports', () => {
  it('reaches a socket.io client after each applied message, with the odds moving', async () => {
    const url = await server.listen();
    const socket = await sockets.open(url, '/sports');
    const updates: SbEventUpdate[] = [];
    socket.on('sports:event', (update: SbEventUpdate) => updates.push(update));
    const fixture = fixtureAt('football', Date.now() - 60 * 60_000, OPTIONS);
    await play(fixture, 25 * 60);
    await waitFor(
      'the updates',
      async () => updates.filter((u) => u.eventId === fixture.id).length,
      (n) => n >= 20,
    );
    const mine = updates.filter((u) => u.eventId === fixture.id);
    const first = mine[0];
    expect(first?.status).toBe('pre_match');
    expect(first?.markets.length).toBeGreaterThan(10);
    const live = mine.filter((u) => u.status === 'live');
    expect(live.every((u) => u.clock?.isRunning && u.score !== null)).toBe(true);
    const oneXTwo = live.flatMap((u) => u.markets.filter((m) => m.id === '1x2'));
    expect(new Set(oneXTwo.map((m) => JSON.stringify(m.outcomes))).size).toBeGreaterThan(5);
    // A dangerous moment: bet_stop suspends the markets, the next odds_change re-opens them.
    expect(
      live.some((u) => u.markets.length > 0 && u.markets.every((m) => m.status === 'suspended')),
    ).toBe(true);
    // A re-delivered message changes nothing and is not broadcast again.
    const count = await quietCount(() => updates.length);
    await play(fixture, 25 * 60);
    // So does a pre-match price re-published unchanged (applied, newer, but nothing moved).
    const upcoming = fixtureAt('football', Date.now() + 60 * 60_000, OPTIONS);
    await server.sportsbook.sink.upsertFixture(upcoming);
    const model = modelOf(upcoming);
    await server.sportsbook.sink.deliver(prematchOddsChange(upcoming.id, model, Date.now()));
    await server.sportsbook.sink.deliver(prematchOddsChange(upcoming.id, model, Date.now() + 1));
    await new Promise((r) => setTimeout(r, 300));
    expect(updates.length).toBe(count + 1);
    expect(updates.at(-1)?.eventId).toBe(upcoming.id);
  });
});

describe('the feed leadership', () => {
  it('runs the feed on one of two app instances, and the other takes over when it stops', async () => {
    const own = await createTestDatabase();
    // Each app's leader lock on a connection of its own, as in production.
    const env = { SPORTS_FEED: 'on', SPORTS_MATCH_MINUTES: '10', DATABASE_URL: own.url };
    const a = await createTestApp({ db: own.db, env });
    const b = await createTestApp({ db: own.db, env });
    try {
      expect(server.sportsbook.isLeader()).toBe(false); // the test environment runs no feed
      const leaders = await waitFor(
        'a leader',
        async () => [a, b].filter((app) => app.sportsbook.isLeader()),
        (list) => list.length > 0,
      );
      expect(leaders).toHaveLength(1);
      const [leader] = leaders;
      const follower = leader === a ? b : a;
      // The feed created the schedule at start: live and upcoming events in every sport.
      const overview = await waitFor(
        'events in every sport',
        async () => (await follower.app.inject('/api/sports')).json() as SbSportsOverview,
        (o) => o.sports.every((s) => s.upcomingCount >= 12 && s.liveCount >= 1),
        30_000,
      );
      expect(overview.sports).toHaveLength(3);
      // The leader's database session dies: the lock is freed and one app leads again.
      const pid = leader!.sportsbook.lockPid();
      await sql`SELECT pg_terminate_backend(${pid})`.execute(own.db);
      const next = await waitFor(
        'a new lock session',
        async () => [a, b].filter((app) => app.sportsbook.isLeader()),
        (list) => list.length === 1 && list[0]?.sportsbook.lockPid() !== pid,
      );
      // The leader stops: the other one takes over.
      const other = next[0] === a ? b : a;
      await next[0]!.close();
      await waitFor('the follower to lead', async () => other.sportsbook.isLeader(), Boolean);
    } finally {
      await a.close();
      await b.close();
      await own.drop();
    }
  }, 90_000);
});
