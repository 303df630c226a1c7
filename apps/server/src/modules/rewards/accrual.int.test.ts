import { randomBytes } from 'node:crypto';
import {
  DEFAULT_REWARD_SETTINGS,
  decimalToUnits,
  HOUSE_EDGE_BPS,
  unitsToDecimal,
  type BetGame,
  type CalendarItem,
} from '@tengu/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEffects } from '#app/modules/bets/bet-effects';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { installChain } from '#app/modules/games/crash/crash.int-helpers';
import { insertRound } from '#app/modules/games/crash/crash.repository';
import { placeCrashBet } from '#app/modules/games/crash/crash.service';
import { HOUSE_SHARDS, houseAccount } from '#app/modules/ledger/accounts';
import { resolveAccounts } from '#app/modules/ledger/ledger.repository';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { setRewardSettings } from './reward-settings';
import { addDays, monthStart, utcDate, weekStart } from './reward-periods';

/**
 * Rewards accrue inside the bets' transactions (issue 16; docs/decisions/015-rewards.md): exact
 * integer rakeback from bets of several games, the boost's rate, the referral commission, Daily
 * Dollars, and each level's reward granted once under concurrent bets.
 */

const USD = 100_000_000n;
let database: TestDatabase;
let server: TestServer;
const emitted: Array<{ to: string; event: string; payload: unknown }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
  // Every bankroll shard exists, so a player's bets after their first take the pipelined path
  // (ADR 012), where the accrual rides in the same write as the bets.
  const shards = Array.from({ length: HOUSE_SHARDS }, (_, shard) =>
    houseAccount('bankroll', shard),
  );
  await resolveAccounts(database.db, shards);
  const toUser = server.realtime.toUser.bind(server.realtime);
  server.realtime.toUser = (userId, event, payload) => {
    emitted.push({ to: userId, event, payload });
    toUser(userId, event, payload);
  };
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

async function player(credits = 100n * USD) {
  const signed = await signUp(server);
  if (credits > 0n) await fundPlayer({ db: database.db, userId: signed.user.id, amount: credits });
  return { userId: signed.user.id, headers: bearer(signed.accessToken) };
}

async function post(p: { headers: Record<string, string> }, url: string, payload: object) {
  const res = await server.app.inject({ method: 'POST', url, payload, headers: p.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, unknown>>();
}

const dice = (p: { headers: Record<string, string> }, amount: string) =>
  post(p, '/api/games/dice/bet', { amount, target: 50.5, condition: 'over' });

/** The formula of document 1 section 5 for one bet alone in its batch: ⌊⌊stake × edge⌋ × rate⌋. */
function accrualOf(game: BetGame, amount: string, rateBps: number): bigint {
  const edge = (decimalToUnits(amount) * BigInt(HOUSE_EDGE_BPS[game])) / 10_000n;
  return (edge * BigInt(rateBps)) / 10_000n;
}

async function balancesOf(userId: string) {
  return database.db
    .selectFrom('reward_balances')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The running week and month of `reward_balances`, dates as YYYY-MM-DD. */
async function runningPeriodsOf(userId: string) {
  return database.db
    .selectFrom('reward_balances')
    .select(['week_edge', 'week_wagered', 'month_edge', 'month_wagered'])
    .select(sql<string>`to_char(week_start, 'YYYY-MM-DD')`.as('week_start'))
    .select(sql<string>`to_char(month_start, 'YYYY-MM-DD')`.as('month_start'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
    .then((row) => ({
      week_start: row.week_start,
      week_edge: row.week_edge,
      week_wagered: row.week_wagered,
      month_start: row.month_start,
      month_edge: row.month_edge,
      month_wagered: row.month_wagered,
    }));
}

const eventsOf = (userId: string, event: string) =>
  emitted.filter((e) => e.to === userId && e.event === event).map((e) => e.payload);

describe('rewards accrue with every bet', () => {
  it('rakeback is exact from dice, mines and crash bets, and the week and month count the edge', async () => {
    const p = await player();
    const { rakebackBps } = DEFAULT_REWARD_SETTINGS;
    let expected = 0n;
    let edge = 0n;
    // Single-step bets, one at a time (each alone in its coalesced batch).
    for (const amount of ['1.23456789', '2.5', '0.77777777']) {
      await dice(p, amount);
      expected += accrualOf('dice', amount, rakebackBps);
      edge += accrualOf('dice', amount, 10_000);
    }
    // A multi-step game earns at its start, whatever its end.
    await post(p, '/api/games/mines/start', { amount: '3.33333333', mines: 3 });
    expected += accrualOf('mines', '3.33333333', rakebackBps);
    edge += accrualOf('mines', '3.33333333', 10_000);
    await server.app.inject({
      method: 'POST',
      url: '/api/games/mines/reveal',
      payload: { tile: 0 },
      headers: p.headers,
    });
    // Crash, at its stake, through the app's registry.
    const chain = await installChain(database.db, randomBytes(32).toString('hex'), 10);
    await insertRound(database.db, {
      chainId: chain.id,
      chainRound: 1,
      hash: randomBytes(32).toString('hex'),
      crashE2: 200n,
      waitingMs: 60_000,
    });
    const placed = await placeCrashBet({
      db: database.db,
      userId: p.userId,
      request: { amount: '1.11111111' },
      maxProfit: 10_000n * USD,
      playEvents: server.playEvents,
    });
    publishEffects(server.realtime, placed.effects);
    expected += accrualOf('crash', '1.11111111', rakebackBps);
    edge += accrualOf('crash', '1.11111111', 10_000);

    const balances = await balancesOf(p.userId);
    expect(balances?.rakeback).toBe(expected);
    // Each stake published the player's rakeback balance after its commit.
    const published = eventsOf(p.userId, 'user:rakeback');
    expect(published).toHaveLength(5);
    expect(published.at(-1)).toEqual({ rakeback_balance: unitsToDecimal(expected) });
    // The running week (from Friday) and month count the edge and the wager for WB1 and MB1.
    const now = new Date();
    const wagered = decimalToUnits('8.9567901');
    expect(await runningPeriodsOf(p.userId)).toEqual({
      week_start: weekStart(now),
      week_edge: edge,
      week_wagered: wagered,
      month_start: monthStart(now),
      month_edge: edge,
      month_wagered: wagered,
    });
  });

  it('moves a week and a month that have ended to reward_periods at the next bet', async () => {
    const p = await player();
    const now = new Date();
    const lastWeek = addDays(weekStart(now), -7);
    const lastMonth = monthStart(new Date(Date.parse(`${monthStart(now)}T00:00:00Z`) - 1));
    // What bets of last week and last month left in the running counters.
    await database.db
      .insertInto('reward_balances')
      .values({
        user_id: p.userId,
        week_start: lastWeek,
        week_edge: 7n * USD,
        week_wagered: 700n * USD,
        month_start: lastMonth,
        month_edge: 9n * USD,
        month_wagered: 900n * USD,
      })
      .execute();
    await dice(p, '2');
    const edge = accrualOf('dice', '2', 10_000);
    expect(await runningPeriodsOf(p.userId)).toEqual({
      week_start: weekStart(now),
      week_edge: edge,
      week_wagered: 2n * USD,
      month_start: monthStart(now),
      month_edge: edge,
      month_wagered: 2n * USD,
    });
    const ended = await database.db
      .selectFrom('reward_periods')
      .select(['kind', 'edge', 'wagered'])
      .select(sql<string>`to_char(period_start, 'YYYY-MM-DD')`.as('start'))
      .where('user_id', '=', p.userId)
      .orderBy('kind')
      .execute();
    expect(ended).toEqual([
      { kind: 'month', start: lastMonth, edge: 9n * USD, wagered: 900n * USD },
      { kind: 'week', start: lastWeek, edge: 7n * USD, wagered: 700n * USD },
    ]);
  });

  it('accrues at the boost rate while the boost lasts, at the base rate after it', async () => {
    const p = await player();
    const setBoost = (expires: ReturnType<typeof sql<Date>>) =>
      database.db
        .insertInto('reward_balances')
        .values({ user_id: p.userId, boost_expires_at: expires })
        .onConflict((c) => c.column('user_id').doUpdateSet({ boost_expires_at: expires }))
        .execute();
    await setBoost(sql<Date>`now() + interval '1 hour'`);
    await dice(p, '1.23456789');
    const boosted = accrualOf('dice', '1.23456789', DEFAULT_REWARD_SETTINGS.boostBps);
    expect((await balancesOf(p.userId))?.rakeback).toBe(boosted);

    await setBoost(sql<Date>`now() - interval '1 minute'`);
    await dice(p, '1.23456789');
    const base = accrualOf('dice', '1.23456789', DEFAULT_REWARD_SETTINGS.rakebackBps);
    expect((await balancesOf(p.userId))?.rakeback).toBe(boosted + base);
  });

  it("pays the referrer a share of the referred player's house edge", async () => {
    const referrer = await player(0n);
    const p = await player();
    await database.db
      .updateTable('users')
      .set({ referred_by: referrer.userId })
      .where('id', '=', p.userId)
      .execute();
    await dice(p, '2.22222222');
    await post(p, '/api/games/mines/start', { amount: '1.5', mines: 24 });
    const { referralBps } = DEFAULT_REWARD_SETTINGS;
    const expected =
      accrualOf('dice', '2.22222222', referralBps) + accrualOf('mines', '1.5', referralBps);
    expect((await balancesOf(referrer.userId))?.referral).toBe(expected);
    expect((await balancesOf(p.userId))?.referral).toBe(0n);
    expect(eventsOf(referrer.userId, 'user:referralBalance').length).toBeGreaterThan(0);
  });

  it('fills Daily Dollars progress and adds each completion to the balance', async () => {
    // 10 XP a hunt, $0.25 at level 0 (the defaults pay nothing before VIP 1).
    await setRewardSettings(
      database.db,
      {
        dailyDollarsTarget: 10,
        dailyDollarsByLevel: ['0.25', ...DEFAULT_REWARD_SETTINGS.dailyDollarsByLevel.slice(1)],
      },
      'test',
    );
    try {
      const p = await player();
      await dice(p, '4');
      await dice(p, '4.5');
      expect(await balancesOf(p.userId)).toMatchObject({
        dd_progress: 850_000_000n,
        dd_balance: 0n,
      });
      await dice(p, '4');
      // 12.5 XP: one hunt done, 2.5 XP towards the next.
      expect(await balancesOf(p.userId)).toMatchObject({
        dd_progress: 250_000_000n,
        dd_balance: 25_000_000n,
      });
      expect(eventsOf(p.userId, 'user:ddProgress')).toEqual([
        { progress: 4, target: 10 },
        { progress: 8, target: 10 },
        { progress: 2, target: 10 },
      ]);
      expect(eventsOf(p.userId, 'user:ddBalance')).toEqual([{ ddBalance: '0.25' }]);
    } finally {
      await setRewardSettings(database.db, DEFAULT_REWARD_SETTINGS, 'test');
    }
  });

  it('grants each level reward once when 20 concurrent bets cross levels 1 and 2', async () => {
    const p = await player(5_200n * USD);
    // A first bet creates the player's seed pair; the 20, a millisecond apart, then overlap in
    // several pipelined batches (three in flight at a time), crossing the levels in different ones.
    await dice(p, '1');
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i));
        return server.app.inject({
          method: 'POST',
          url: '/api/games/dice/bet',
          payload: { amount: '250', target: 50.5, condition: 'over' },
          headers: p.headers,
        });
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const user = await database.db
      .selectFrom('users')
      .select('level')
      .where('id', '=', p.userId)
      .executeTakeFirstOrThrow();
    expect(user.level).toBe(2);
    const items = await database.db
      .selectFrom('reward_calendar_items')
      .select(['source', 'source_ref', 'message', 'amount', 'unlock_date'])
      .where('user_id', '=', p.userId)
      .orderBy('source_ref')
      .execute();
    expect(items.map((i) => [i.source, i.source_ref, i.message, i.amount])).toEqual([
      ['level', '1', 'LU Level 1 reward', decimalToUnits('0.42')],
      ['level', '2', 'LU Level 2 reward', decimalToUnits('1.10')],
    ]);
    expect((await balancesOf(p.userId))?.level_rewarded).toBe(2);
    const today = utcDate(new Date());
    const published = eventsOf(p.userId, 'user:newCalendarItem') as CalendarItem[];
    expect(published.map((i) => [i.message, i.value, i.date, i.claimable])).toEqual([
      ['LU Level 1 reward', '0.42', today, true],
      ['LU Level 2 reward', '1.1', today, true],
    ]);

    // More bets at level 2 grant nothing again.
    await dice(p, '1');
    const again = await database.db
      .selectFrom('reward_calendar_items')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    expect(Number(again.n)).toBe(2);
  });

  it('leaves the ledger consistent', async () => {
    await expectLedgerConsistent(database.db);
  });
});
