import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { simulateFootballMatch, type FeedMessage } from '../domain';
import { findEvents, upsertFixture } from './event-store.repository';
import { ingestFeedMessage, type AppliedFeedMessage } from './ingest';
import type { Fixture } from './sports-feed';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const STRENGTHS = { homeAttack: 1.2, homeDefence: 1, awayAttack: 1, awayDefence: 1.1 };

const fixture = (id: string): Fixture => ({
  id,
  source: 'simulated',
  sport: 'football',
  competition: { id: 'sim-premier', name: 'Premier Division', country: 'GB' },
  home: { id: 'kyoto', name: 'Kyoto Foxes' },
  away: { id: 'osaka', name: 'Osaka Herons' },
  startsAt: Date.UTC(2026, 10, 26, 18),
});

function messagesOf(eventId: string): FeedMessage[] {
  const match = simulateFootballMatch({
    eventId,
    seed: 7,
    kickOffAt: Date.UTC(2026, 10, 26, 18),
    strengths: STRENGTHS,
    margin: 0.05,
  });
  return [...match].flatMap((item) => (item.message ? [item.message] : []));
}

describe('ingesting feed messages', () => {
  it('plays a whole match into the event row, and a re-delivered message reaches no listener', async () => {
    const { db } = database;
    await upsertFixture(db, fixture('sim:ingest-1'));
    const seen: AppliedFeedMessage[] = [];
    const listener = {
      name: 'record',
      onApplied: async (_trx: unknown, applied: AppliedFeedMessage) => {
        seen.push(applied);
      },
    };
    const messages = messagesOf('sim:ingest-1');
    for (const message of messages) await ingestFeedMessage(db, message, [listener]);
    const [event] = await findEvents(db, ['sim:ingest-1']);
    expect(event?.status).toBe('ended');
    const markets = Object.values(event?.state.markets ?? {});
    expect(markets.length).toBeGreaterThan(10);
    expect(markets.every((market) => market.status === 'settled')).toBe(true);
    expect(event?.betStopSeq).toBeGreaterThan(0);
    expect(event?.feedClock).toBe(Math.max(...messages.map((m) => m.timestamp)));

    const settlement = messages.find((m) => m.type === 'bet_settlement');
    const count = seen.length;
    const again = await ingestFeedMessage(db, settlement!, [listener]);
    expect(again?.applied).toBeNull();
    expect(seen).toHaveLength(count);
  });

  it('ignores a message for an unknown event', async () => {
    const result = await ingestFeedMessage(
      database.db,
      { type: 'bet_stop', eventId: 'sim:nope', timestamp: 1 },
      [],
    );
    expect(result).toBeNull();
  });
});
