import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SbEventUpdate } from '@tengu/shared';
import type { Realtime } from '#app/realtime/realtime';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { unfinishedSimulatedEvents } from '#app/modules/sportsbook/events.repository';
import {
  createSportsbookService,
  type SportsbookService,
} from '#app/modules/sportsbook/sportsbook.service';
import { findEvents } from '../event-store.repository';
import type { AppliedFeedMessage, FeedListener } from '../ingest';
import type { FeedSink } from '../sports-feed';
import { fixtureAt, type ScheduleOptions } from './schedule';
import { simulatedTimeline, type SimModel } from './sim-match';
import { createSimulatedFeed } from './simulated-feed';

/**
 * The simulated feed at very high speed on a real database: fixtures stored, matches played
 * live into the store, every market settled once; a restart mid-match resumes without doing
 * anything twice. Fixtures are taken from the schedule's slots a moment ahead, so the test
 * decides how many matches play (the rolling schedule itself is unit-tested).
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** A football match in 2.4 s of wall time; the schedule adds nothing (the test's fixtures only). */
const FAST: ScheduleOptions = { matchMinutes: 0.04, upcomingPerSport: 0, margin: 0.05, sports: [] };

function recorder() {
  const applied: AppliedFeedMessage[] = [];
  const listener: FeedListener = {
    name: 'record',
    onApplied: async (_trx, message) => {
      applied.push(message);
    },
  };
  /** Settlements applied per `event|market`: must be exactly one each. */
  const settlements = () => {
    const counts = new Map<string, number>();
    for (const a of applied) {
      if (a.message.type !== 'bet_settlement') continue;
      for (const id of a.appliedMarketIds) {
        const key = `${a.message.eventId}|${id}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    return counts;
  };
  return { applied, listener, settlements };
}

function realtimeRecorder() {
  const updates: SbEventUpdate[] = [];
  const realtime = {
    toUser: () => undefined,
    broadcast: (_namespace: string, _event: string, payload: SbEventUpdate) => {
      updates.push(payload);
    },
  } as unknown as Realtime;
  return { updates, realtime };
}

function serviceWith(options: {
  listener: FeedListener;
  realtime: Realtime;
  sink?: (sink: FeedSink) => FeedSink;
}): { service: SportsbookService; feed: ReturnType<typeof createSimulatedFeed> } {
  const { db } = database;
  const feed = createSimulatedFeed({
    ...FAST,
    loadUnfinished: () => unfinishedSimulatedEvents(db),
    log: quiet,
    prematchRefreshMs: 100,
    scheduleEveryMs: 200,
  });
  const wrapped = options.sink
    ? {
        source: feed.source,
        start: (sink: FeedSink) => feed.start(options.sink!(sink)),
        stop: () => feed.stop(),
      }
    : feed;
  const service = createSportsbookService({
    db,
    realtime: () => options.realtime,
    listeners: [options.listener],
    feed: wrapped,
    log: quiet,
    leadership: { retryMs: 100, heartbeatMs: 100 },
  });
  return { service, feed };
}

/** Ended, and then settled (the settlement follows the final whistle by 30 s of match time). */
const isSettled = (event: {
  status: string;
  state: { markets: Record<string, { status: string }> };
}) =>
  event.status === 'ended' &&
  Object.values(event.state.markets).every((m) => m.status === 'settled');

async function waitFor<T>(
  read: () => Promise<T | null | undefined | false>,
  what: string,
  ms = 30_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the simulated feed', () => {
  it('stores fixtures, plays a match of every sport live at high speed and settles every market once', async () => {
    const { db } = database;
    // A best-of-three tennis match keeps the test short (five-setters are the schedule's too).
    let kickOff = Date.now() + 600;
    while ((fixtureAt('tennis', kickOff, FAST).model as { bestOf?: number }).bestOf !== 3)
      kickOff++;
    const fixtures = (['football', 'tennis', 'basketball'] as const).map((sport) =>
      fixtureAt(sport, kickOff, FAST),
    );
    for (const f of fixtures) {
      // The restart path picks them up: what the store holds is what the feed plays.
      await database.db
        .insertInto('sb_events')
        .values({
          id: f.id,
          source: 'simulated',
          sport: f.sport,
          competition_id: f.competition.id,
          competition_name: f.competition.name,
          country: f.competition.country,
          home_id: f.home.id,
          home_name: f.home.name,
          away_id: f.away.id,
          away_name: f.away.name,
          starts_at: new Date(f.startsAt),
          feed_state: JSON.stringify({
            eventId: f.id,
            eventStatus: null,
            eventStatusTimestamp: 0,
            markets: {},
          }),
          model: JSON.stringify(f.model),
        })
        .execute();
    }
    const ids = fixtures.map((f) => f.id);
    const { applied, listener, settlements } = recorder();
    const { updates, realtime } = realtimeRecorder();
    const { service } = serviceWith({ listener, realtime });
    service.start();
    try {
      await waitFor(async () => service.isLeader(), 'leadership');
      // Pre-match prices first.
      await waitFor(
        async () =>
          (await findEvents(db, ids)).every((e) => Object.keys(e.state.markets).length > 0),
        'pre-match prices',
      );
      await waitFor(
        async () => (await findEvents(db, ids)).some((e) => e.status === 'live'),
        'a match to go live',
      );
      const events = await waitFor(
        async () => {
          const rows = await findEvents(db, ids);
          return rows.every(isSettled) && rows;
        },
        'every match to end',
        40_000,
      );
      for (const event of events) {
        const markets = Object.values(event.state.markets);
        expect(markets.length).toBeGreaterThan(3);
        expect(markets.every((m) => m.status === 'settled')).toBe(true);
        expect(event.betStopSeq).toBeGreaterThan(0);
        // The listener saw each market's settlement exactly once.
        for (const m of markets) expect(settlements().get(`${event.id}|${m.id}`)).toBe(1);
      }
      // Live odds moved over the socket, and bet_stops suspended markets.
      const football = fixtures[0]!.id;
      const live = updates.filter((u) => u.eventId === football && u.status === 'live');
      const prices = new Set(
        live.flatMap((u) =>
          u.markets.filter((m) => m.id === '1x2').map((m) => JSON.stringify(m.outcomes)),
        ),
      );
      expect(prices.size).toBeGreaterThan(5);
      expect(
        live.some((u) => u.markets.length > 0 && u.markets.every((m) => m.status === 'suspended')),
      ).toBe(true);
      expect(live.every((u) => u.score !== null && u.clock !== null)).toBe(true);
      expect(applied.every((a) => ids.includes(a.message.eventId))).toBe(true);
    } finally {
      await service.stop();
    }
  }, 60_000);

  it('resumes a match after a restart mid-match without applying anything twice', async () => {
    const { db } = database;
    const fixture = fixtureAt('football', Date.now() + 300, FAST);
    await db
      .insertInto('sb_events')
      .values({
        id: fixture.id,
        source: 'simulated',
        sport: fixture.sport,
        competition_id: fixture.competition.id,
        competition_name: fixture.competition.name,
        country: fixture.competition.country,
        home_id: fixture.home.id,
        home_name: fixture.home.name,
        away_id: fixture.away.id,
        away_name: fixture.away.name,
        starts_at: new Date(fixture.startsAt),
        feed_state: JSON.stringify({
          eventId: fixture.id,
          eventStatus: null,
          eventStatusTimestamp: 0,
          markets: {},
        }),
        model: JSON.stringify(fixture.model),
      })
      .execute();
    const model = fixture.model as unknown as SimModel;
    const { applied, listener, settlements } = recorder();
    const { realtime } = realtimeRecorder();

    // The first leader plays the first half, then its replica goes away.
    const first = serviceWith({ listener, realtime });
    first.service.start();
    await waitFor(async () => {
      const [event] = await findEvents(db, [fixture.id]);
      return event && event.feedClock > model.kickOffAt + 40 * 60_000;
    }, 'the first half');
    await first.service.stop();
    const [paused] = await findEvents(db, [fixture.id]);
    expect(paused?.status).toBe('live');
    const appliedBefore = applied.length;

    // The next leader re-simulates from the stored model and fast-forwards.
    const delivered: number[] = [];
    const second = serviceWith({
      listener,
      realtime,
      sink: (sink) => ({
        upsertFixture: (f) => sink.upsertFixture(f),
        deliver: async (message) => {
          if (message.eventId === fixture.id) delivered.push(message.timestamp);
          await sink.deliver(message);
        },
      }),
    });
    second.service.start();
    try {
      const [ended] = await waitFor(
        async () => {
          const rows = await findEvents(db, [fixture.id]);
          return rows.length === 1 && rows.every(isSettled) && rows;
        },
        'the match to end',
        20_000,
      );
      // It started again from the stored feed clock: that message was a duplicate (no listener).
      expect(delivered[0]).toBe(paused?.feedClock);
      const timestamps = applied.map((a) => `${a.message.type}@${a.message.timestamp}`);
      expect(new Set(timestamps).size).toBe(timestamps.length);
      expect(applied.length).toBeGreaterThan(appliedBefore);
      const markets = Object.values(ended!.state.markets);
      expect(markets.every((m) => m.status === 'settled')).toBe(true);
      for (const m of markets) expect(settlements().get(`${fixture.id}|${m.id}`)).toBe(1);

      // A leader replaying the whole match again changes nothing at all.
      const count = applied.length;
      for (const item of simulatedTimeline(fixture.id, model)) {
        if (item.second >= 0) await second.service.sink.deliver(item.message);
      }
      expect(applied.length).toBe(count);
    } finally {
      await second.service.stop();
    }
  }, 60_000);
});
