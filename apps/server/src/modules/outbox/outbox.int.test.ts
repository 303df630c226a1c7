import { decimalToUnits } from '@tengu/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { HOUSE_SHARDS, houseAccount } from '#app/modules/ledger/accounts';
import { resolveAccounts } from '#app/modules/ledger/ledger.repository';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { enqueueOutbox, playEventsOf, type OutboxMessage } from './outbox';

/**
 * The transactional outbox (issue 17; docs/decisions/019-outbox.md): bets announce their play
 * events in their own transaction, delivery hands them to each subscriber once, a subscriber's
 * effects commit with the message's removal, and a failing message holds up no other.
 */

const USD = 100_000_000n;
let database: TestDatabase;
let server: TestServer;
const seen: Array<OutboxMessage<'play'>> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
  await resolveAccounts(
    database.db,
    Array.from({ length: HOUSE_SHARDS }, (_, shard) => houseAccount('bankroll', shard)),
  );
  server.outbox.subscribe({
    name: 'test-play',
    topic: 'play',
    handle: ({ messages }) => {
      seen.push(...messages);
      return Promise.resolve();
    },
  });
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

const pending = () =>
  database.db.selectFrom('outbox').select(['id', 'topic', 'attempts', 'failed_at']).execute();

async function player() {
  const signed = await signUp(server);
  await fundPlayer({ db: database.db, userId: signed.user.id, amount: 100n * USD });
  return { userId: signed.user.id, headers: bearer(signed.accessToken) };
}

describe('the transactional outbox', () => {
  it("delivers every bet's play event once, with its stake and payout, then forgets it", async () => {
    const p = await player();
    const bets = await Promise.all(
      ['1', '2', '3', '0.5'].map(async (amount) => {
        const res = await server.app.inject({
          method: 'POST',
          url: '/api/games/dice/bet',
          payload: { amount, target: 50.5, condition: 'over' },
          headers: p.headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ bet: { credits_won: string } }>().bet;
      }),
    );
    // Announced with the bets, delivered only when the outbox is drained.
    expect((await pending()).length).toBeGreaterThan(0);
    expect(seen).toHaveLength(0);
    expect(await server.outbox.drain()).toBeGreaterThan(0);
    expect(await pending()).toHaveLength(0);
    const events = seen.flatMap((m) => playEventsOf(m)).filter((e) => e.userId === p.userId);
    expect(events.map((e) => [e.game, e.stakeCredits]).sort()).toEqual(
      [
        ['dice', 1n * USD],
        ['dice', 2n * USD],
        ['dice', 3n * USD],
        ['dice', USD / 2n],
      ].sort(),
    );
    const paid = bets.reduce((sum, b) => sum + decimalToUnits(b.credits_won), 0n);
    expect(events.reduce((sum, e) => sum + e.payout, 0n)).toBe(paid);
    // Nothing left: a second drain delivers nothing again.
    seen.length = 0;
    expect(await server.outbox.drain()).toBe(0);
    expect(seen).toHaveLength(0);
  });

  it('commits a subscriber’s effects with the removal, and sets a failing message aside', async () => {
    await database.db.schema
      .createTable('outbox_test_effects')
      .addColumn('deposit_id', 'text', (c) => c.primaryKey())
      .execute();
    let failOn = 'bad';
    server.outbox.subscribe({
      name: 'test-deposits',
      topic: 'deposit.credited',
      handle: async ({ db, messages }) => {
        for (const m of messages) {
          await sql`INSERT INTO outbox_test_effects VALUES (${m.payload.depositId})`.execute(db);
          if (m.payload.depositId === failOn) throw new Error('subscriber failed');
        }
      },
    });
    const deposit = (depositId: string) =>
      enqueueOutbox(database.db, 'deposit.credited', {
        userId: '00000000-0000-4000-8000-000000000000',
        depositId,
        usd: '1000000000',
        at: new Date().toISOString(),
      });
    await deposit('a');
    await deposit('bad');
    await deposit('b');

    // The batch fails as a whole (its effects roll back); then one by one, the good ones pass.
    expect(await server.outbox.drain()).toBe(2);
    const effects = async () =>
      (
        await sql<{ deposit_id: string }>`SELECT deposit_id FROM outbox_test_effects`.execute(
          database.db,
        )
      ).rows
        .map((r) => r.deposit_id)
        .sort();
    expect(await effects()).toEqual(['a', 'b']);
    expect(await pending()).toEqual([expect.objectContaining({ attempts: 1, failed_at: null })]);
    // Retried on every delivery until the fifth failure sets it aside, with its error.
    for (let i = 0; i < 4; i++) await server.outbox.drain();
    const [setAside] = await pending();
    expect(setAside).toMatchObject({ attempts: 5 });
    expect(setAside?.failed_at).toBeInstanceOf(Date);
    expect(await effects()).toEqual(['a', 'b']);
    // Set aside, it no longer holds up delivery of new messages.
    failOn = 'none';
    await deposit('c');
    expect(await server.outbox.drain()).toBe(1);
    expect(await effects()).toEqual(['a', 'b', 'c']);
    await database.db.deleteFrom('outbox').execute();
  });

  it('delivers each message once when several deliveries run at the same time', async () => {
    const counts = new Map<string, number>();
    server.outbox.subscribe({
      name: 'test-count',
      topic: 'deposit.credited',
      handle: ({ messages }) => {
        for (const m of messages) {
          counts.set(m.payload.depositId, (counts.get(m.payload.depositId) ?? 0) + 1);
        }
        return Promise.resolve();
      },
    });
    for (let i = 0; i < 30; i++) {
      await enqueueOutbox(database.db, 'deposit.credited', {
        userId: '00000000-0000-4000-8000-000000000000',
        depositId: `n${i}`,
        usd: '1',
        at: new Date().toISOString(),
      });
    }
    await Promise.all(Array.from({ length: 6 }, () => server.outbox.drain()));
    // A drain that found another one delivering stops; one more catches anything left.
    await server.outbox.drain();
    expect(counts.size).toBe(30);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(await pending()).toHaveLength(0);
  });
});
