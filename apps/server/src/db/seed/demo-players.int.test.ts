import type {
  BannersResponse,
  ChatHistoryResponse,
  RaceHistoryResponse,
  RaceStandingsResponse,
  RecentBetsResponse,
} from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#app/config';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { DEMO_RACE_REFERRAL_CODE } from '#app/modules/races/races-demo';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { DEMO_PLAYERS } from './demo-players';
import { seedDemoData } from './seed';

/** Issue 14: a believable lobby outside production, placed through the real bet pipeline. */

const MAX_PROFIT = 10_000n * 100_000_000n;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

async function counts() {
  const db = database.db;
  const names = DEMO_PLAYERS.map((p) => p.username);
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'hide_name', 'amount_wagered', 'password_hash', 'email'])
    .where('username', 'in', names)
    .execute();
  const bets = await db
    .selectFrom('bets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(
      'user_id',
      'in',
      users.map((u) => u.id),
    )
    .executeTakeFirstOrThrow();
  const audits = await db
    .selectFrom('admin_audit')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('operator', '=', 'demo-seed')
    .executeTakeFirstOrThrow();
  return { users, bets: Number(bets.n), audits: Number(audits.n) };
}

describe('demo players', () => {
  it('seeds players with a history of real bets once, with balanced books', async () => {
    const first = await seedDemoData(database.db, { players: { maxProfit: MAX_PROFIT } });
    const seeded = await counts();
    expect(seeded.users).toHaveLength(DEMO_PLAYERS.length);
    expect(seeded.users.filter((u) => u.hide_name).length).toBeGreaterThan(0);
    // Nobody can sign in as a demo player.
    expect(seeded.users.every((u) => u.password_hash === null && u.email === null)).toBe(true);
    expect(seeded.users.every((u) => u.amount_wagered > 0n)).toBe(true);
    expect(seeded.bets).toBeGreaterThanOrEqual(150);
    expect(first['demo bets']).toBe(seeded.bets);
    // Each funded by an audited operator adjustment from the house, and the races' prize pools.
    expect(seeded.audits).toBe(DEMO_PLAYERS.length + 1);
    await expectLedgerConsistent(database.db);

    const again = await seedDemoData(database.db, { players: { maxProfit: MAX_PROFIT } });
    expect(again['demo bets']).toBe(0);
    const after = await counts();
    expect({ bets: after.bets, audits: after.audits, users: after.users.length }).toEqual({
      bets: seeded.bets,
      audits: seeded.audits,
      users: seeded.users.length,
    });
  });

  it('fills All Bets and High Rollers, hidden names included', async () => {
    const server: TestServer = await createTestApp({ db: database.db, env: TEST_ENV });
    try {
      const read = async (tab: string) =>
        (
          await server.app.inject({ url: `/api/bets/recent?tab=${tab}` })
        ).json<RecentBetsResponse>();
      const all = await read('all');
      const high = await read('high-rollers');
      expect(all.bets).toHaveLength(30);
      expect(high.bets.length).toBeGreaterThan(5);
      expect(high.bets.every((b) => Number(b.amount) >= 100)).toBe(true);
      const players = new Set([...all.bets, ...high.bets].map((b) => b.player));
      expect(players.has(null)).toBe(true);
      for (const demo of DEMO_PLAYERS.filter((p) => p.hidden)) {
        expect(players.has(demo.username)).toBe(false);
      }
      // Spread over the last hours, not all at one instant.
      const times = all.bets.map((b) => Date.parse(b.created_at));
      expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(10 * 60_000);
    } finally {
      await server.close();
    }
  });

  it('fills the chat (messages, a shared bet, a rain, a banner) and the affiliate races', async () => {
    const server: TestServer = await createTestApp({ db: database.db, env: TEST_ENV });
    try {
      const chat = (
        await server.app.inject({ url: '/api/chat/history?room=en' })
      ).json<ChatHistoryResponse>();
      expect(chat.messages.length).toBeGreaterThanOrEqual(6);
      expect(chat.messages.some((m) => m.message_type === 'bet_share')).toBe(true);
      expect(chat.rains).toEqual([
        expect.objectContaining({ username: 'RoninRoller', amount: '5' }),
      ]);
      const banners = (
        await server.app.inject({ url: '/api/chat/banners' })
      ).json<BannersResponse>();
      expect(banners.banners).toHaveLength(1);

      const races = await database.db
        .selectFrom('races')
        .select(['id', 'status', 'total_prize_pool'])
        .orderBy('starts_at')
        .execute();
      expect(races.map((r) => r.status)).toEqual(['ended', 'active']);
      const paid = await database.db
        .selectFrom('race_participants')
        .select((eb) => eb.fn.sum<string>('prize').as('paid'))
        .where('race_id', '=', races[0]!.id)
        .executeTakeFirstOrThrow();
      // Seven referred demo players shared the ended race's $370; the rest went back.
      expect(BigInt(paid.paid)).toBeGreaterThan(0n);
      const standings = await database.db
        .selectFrom('race_participants')
        .select('user_id')
        .where('race_id', '=', races[1]!.id)
        .execute();
      expect(standings).toHaveLength(DEMO_PLAYERS.length - 1);
      // A local player signing up with RoninRoller's code sees the running race and the history.
      const joined = await signUp(server, { referralCode: DEMO_RACE_REFERRAL_CODE.toLowerCase() });
      const current = await server.app.inject({
        url: '/api/races/current',
        headers: bearer(joined.accessToken),
      });
      expect(current.json<RaceStandingsResponse>().data?.standings).toHaveLength(
        DEMO_PLAYERS.length - 1,
      );
      const history = await server.app.inject({
        url: '/api/races/history',
        headers: bearer(joined.accessToken),
      });
      expect(history.json<RaceHistoryResponse>().data).toHaveLength(1);
      await expectLedgerConsistent(database.db);
    } finally {
      await server.close();
    }
  });

  it('is on in development, off under NODE_ENV=test unless asked, never in production', () => {
    const prod = { JWT_SECRET: 'x'.repeat(40), NODE_ENV: 'production' };
    expect(loadConfig({ NODE_ENV: 'development' }).demoPlayers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoPlayers).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEMO_PLAYERS: 'true' }).demoPlayers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_PLAYERS: 'false' }).demoPlayers).toBe(false);
    expect(loadConfig(prod).demoPlayers).toBe(false);
    expect(loadConfig({ ...prod, DEMO_PLAYERS: 'true' }).demoPlayers).toBe(false);
  });
});
