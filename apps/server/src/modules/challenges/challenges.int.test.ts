import type { Challenge, ChallengesResponse } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { HOUSE_SHARDS, houseAccount } from '#app/modules/ledger/accounts';
import { resolveAccounts } from '#app/modules/ledger/ledger.repository';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import type { OutboxMessage } from '#app/modules/outbox/outbox';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { challengesPlaySubscriber } from './challenge-wins';
import { createChallenge } from './challenges.operator';
import { challengeBets, USD, type Player } from './challenges.int-helpers';

/**
 * Challenges (issue 17 item 5; ADR 021) on a real PostgreSQL through the real bet API and the
 * transactional outbox: the first qualifying bet wins, the prize is paid once (half to the
 * balance, half on the calendar over 3 days), whatever the concurrency.
 */

let database: TestDatabase;
let server: TestServer;
// The rewards' and challenges' clock (the real one unless set): a day on to claim a calendar part.
let clock: Date | null = null;
const now = () => clock ?? new Date();
const bets = challengeBets(() => ({ server, db: database.db }));

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV, now });
  await resolveAccounts(
    database.db,
    Array.from({ length: HOUSE_SHARDS }, (_, shard) => houseAccount('bankroll', shard)),
  );
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

async function challenge(input: {
  game: string;
  multiplier: string;
  stake: string;
  prize: string;
}) {
  const { challenge: row } = await createChallenge({ db: database.db, operator: 'ops', input });
  return row;
}

async function credits(player: Player): Promise<bigint> {
  const row = await database.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', player.userId)
    .where('pocket', '=', 'credits')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

const prizeEntries = (id: string) =>
  database.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_postings as p', 'p.entry_id', 'e.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['a.user_id', 'a.pocket', 'a.house_kind', 'p.amount'])
    .where('e.idempotency_key', '=', `challenge:${id}`)
    .execute();

const calendarItems = (id: string) =>
  database.db
    .selectFrom('reward_calendar_items')
    .select(['id', 'user_id', 'amount', 'source', 'message'])
    .select((eb) =>
      eb.fn<string>('to_char', [eb.ref('unlock_date'), eb.val('YYYY-MM-DD')]).as('day'),
    )
    .where('source', '=', 'challenge')
    .where('source_ref', 'like', `${id}:%`)
    .orderBy('unlock_date')
    .execute();

const winnerOf = async (id: string) =>
  (
    await database.db
      .selectFrom('challenges')
      .select('winner_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).winner_id;

async function list(player: Player): Promise<Challenge[]> {
  const res = await server.app.inject({ url: '/api/challenges', headers: player.headers });
  expect(res.statusCode).toBe(200);
  return res.json<ChallengesResponse>().challenges;
}
async function openCount(player: Player): Promise<number> {
  const res = await server.app.inject({ url: '/api/challenges/count', headers: player.headers });
  return res.json<{ count: number }>().count;
}

const day = (offset: number) =>
  new Date(Date.UTC(now().getUTCFullYear(), now().getUTCMonth(), now().getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);

describe('winning a challenge', () => {
  it('is won by the first qualifying bet only, and pays half now and half over 3 days', async () => {
    const target = await challenge({ game: 'dice', multiplier: '2', stake: '1', prize: '10' });
    const player = await bets.newPlayer();
    const other = await bets.newPlayer();
    const emitted = vi.spyOn(server.realtime, 'toUser');
    const countBefore = await openCount(player);

    // 1.98× is short of 2×, $0.50 is short of $1, 2× on limbo is another game: no winner.
    await bets.winningDice(player, { amount: '1', chance: 50 });
    await bets.winningDice(player, { amount: '0.5', chance: 49.5 });
    await bets.winningLimbo(player, { amount: '1', target: 2 });
    await server.outbox.drain();
    expect(await winnerOf(target.id)).toBeNull();
    expect((await list(player)).find((c) => c.id === target.id)).toMatchObject({
      state: 'open',
      winner: null,
      title: 'First to hit 2× on Dice with at least $1.00',
      prize: '10',
    });

    // 2× with $1: the win, paid on delivery.
    await bets.winningDice(player, { amount: '1', chance: 49.5 });
    const before = await credits(player);
    await server.outbox.drain();
    expect(await winnerOf(target.id)).toBe(player.userId);
    expect(await credits(player)).toBe(before + 5n * USD);
    const postings = await prizeEntries(target.id);
    expect(postings.map((p) => [p.house_kind ?? p.pocket, p.amount]).sort()).toEqual(
      [
        ['bonus_expense', -5n * USD],
        ['credits', 5n * USD],
      ].sort(),
    );
    // The other half: three equal parts from tomorrow, the remainder on the last.
    const items = await calendarItems(target.id);
    expect(items.map((i) => [i.user_id, i.day, i.amount])).toEqual([
      [player.userId, day(1), 166_666_666n],
      [player.userId, day(2), 166_666_666n],
      [player.userId, day(3), 166_666_668n],
    ]);
    expect(items.reduce((sum, i) => sum + i.amount, 0n)).toBe(5n * USD);
    expect(items[0]?.message).toBe(`Challenge #${target.number} 1/3`);

    // Told after the commit: the modal's event on /wallet, the calendar's items, the balance.
    const events = emitted.mock.calls.filter(([userId]) => userId === player.userId);
    expect(events.find(([, event]) => event === 'challenge:winner')?.[2]).toEqual({
      challenge_id: target.number,
      title: target.title,
      title_is_custom: false,
      game: 'dice',
      min_multiplier: '2',
      min_stake: '1',
      prize: '10',
      paid: '5',
      scheduled: '5',
      days: 3,
    });
    expect(events.filter(([, event]) => event === 'user:newCalendarItem')).toHaveLength(3);
    // The bell keeps it too, written with the win.
    expect(events.find(([, event]) => event === 'notification:new')?.[2]).toMatchObject({
      title: 'Challenge won',
      message: `You won "${target.title}": $10, half paid to your balance now and half on your Pending Rewards calendar over 3 days.`,
      link: '/casino/challenges',
      is_read: false,
    });
    await vi.waitFor(() => expect(events.some(([, event]) => event === 'user:balance')).toBe(true));
    emitted.mockRestore();

    // Everyone sees it won, by whom; only the winner sees it as theirs.
    const mine = (await list(player)).find((c) => c.id === target.id);
    expect(mine).toMatchObject({
      state: 'won',
      winner: { username: player.username, is_you: true },
      won_multiplier: '2',
    });
    const theirs = await server.app.inject({
      url: `/api/challenges/${target.number}`,
      headers: other.headers,
    });
    expect(theirs.json()).toMatchObject({
      challenge_id: target.number,
      state: 'won',
      winner: { username: player.username, is_you: false },
    });
    expect(await openCount(player)).toBe(countBefore - 1);

    // A later qualifying bet wins nothing more; nothing is paid twice.
    await bets.winningDice(other, { amount: '2', chance: 40 });
    await server.outbox.drain();
    expect(await winnerOf(target.id)).toBe(player.userId);
    expect(await prizeEntries(target.id)).toHaveLength(2);
    expect(await calendarItems(target.id)).toHaveLength(3);

    // The calendar pays its part on its date, from the bonus expense (the rewards' claim).
    clock = new Date(Date.now() + 86_400_000);
    const claimed = await server.app.inject({
      method: 'POST',
      url: `/api/rewards/calendar/${items[0]?.id}/claim`,
      headers: player.headers,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ paid: '1.66666666' });
    clock = null;
    await expectLedgerConsistent(database.db);
  });

  it('pays exactly one of two players who hit it in the same delivery: the earlier bet', async () => {
    const target = await challenge({ game: 'dice', multiplier: '2', stake: '1', prize: '8' });
    const first = await bets.newPlayer();
    const second = await bets.newPlayer();
    await bets.winningDice(first, { amount: '1', chance: 49.5 });
    await bets.winningDice(second, { amount: '3', chance: 30 });
    const before = { first: await credits(first), second: await credits(second) };
    await server.outbox.drain();

    expect(await winnerOf(target.id)).toBe(first.userId);
    expect(await credits(first)).toBe(before.first + 4n * USD);
    expect(await credits(second)).toBe(before.second);
    expect(await prizeEntries(target.id)).toHaveLength(2);
    const items = await calendarItems(target.id);
    expect(items.every((i) => i.user_id === first.userId)).toBe(true);
    expect(items.reduce((sum, i) => sum + i.amount, 0n)).toBe(4n * USD);
    await expectLedgerConsistent(database.db);
  });

  it('pays exactly once when qualifying bets arrive in concurrent deliveries', async () => {
    // The outbox delivers one batch at a time; the subscriber must not rely on it. Deliveries of
    // our own run here side by side, each in its own transaction, as on two replicas.
    const subscriber = challengesPlaySubscriber({ db: database.db, now: () => new Date() });
    const players = await Promise.all(Array.from({ length: 4 }, () => bets.newPlayer()));
    const message = (player: Player, n: number): OutboxMessage<'play'> => ({
      id: String(n),
      topic: 'play',
      createdAt: new Date(),
      payload: {
        events: [
          {
            userId: player.userId,
            game: 'roulette',
            stakeCredits: String(USD),
            payout: String(36n * USD),
            at: new Date().toISOString(),
          },
        ],
      },
    });
    for (let round = 0; round < 5; round++) {
      const target = await challenge({
        game: 'roulette',
        multiplier: '30',
        stake: '1',
        prize: '9',
      });
      const before = await Promise.all(players.map(credits));
      const outcomes = await Promise.allSettled(
        players.map((player, n) =>
          database.db
            .transaction()
            .execute((trx) => subscriber.handle({ db: trx, messages: [message(player, n)] })),
        ),
      );
      expect(outcomes.every((o) => o.status === 'fulfilled')).toBe(true);
      const winner = await winnerOf(target.id);
      const after = await Promise.all(players.map(credits));
      const gains = players.map((_, n) => (after[n] ?? 0n) - (before[n] ?? 0n));
      expect(gains.filter((g) => g !== 0n)).toEqual([450_000_000n]);
      expect(players[gains.findIndex((g) => g !== 0n)]?.userId).toBe(winner);
      expect(await prizeEntries(target.id)).toHaveLength(2);
      const items = await calendarItems(target.id);
      expect(items.map((i) => i.user_id)).toEqual([winner, winner, winner]);
      expect(items.reduce((sum, i) => sum + i.amount, 0n)).toBe(450_000_000n);
      // Delivered again (a retried batch): nothing more.
      await database.db
        .transaction()
        .execute((trx) => subscriber.handle({ db: trx, messages: [message(players[0]!, 9)] }));
      expect(await prizeEntries(target.id)).toHaveLength(2);
    }
    await expectLedgerConsistent(database.db);
  });

  it('pays once when real bets of several players are delivered by concurrent drains', async () => {
    const target = await challenge({ game: 'dice', multiplier: '2', stake: '1', prize: '6' });
    const players = await Promise.all(Array.from({ length: 3 }, () => bets.newPlayer()));
    for (const player of players) await bets.winningDice(player, { amount: '1', chance: 49.5 });
    await Promise.all([server.outbox.drain(), server.outbox.drain(), server.outbox.drain()]);
    await server.outbox.drain();
    expect(players.map((p) => p.userId)).toContain(await winnerOf(target.id));
    expect(await prizeEntries(target.id)).toHaveLength(2);
    expect(await calendarItems(target.id)).toHaveLength(3);
    await expectLedgerConsistent(database.db);
  });
});
