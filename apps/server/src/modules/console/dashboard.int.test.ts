import { randomUUID } from 'node:crypto';
import type { DashboardLive, DashboardResponse } from '@tengu/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import {
  bearer,
  signUp,
  TEST_ENV,
  type SignedUp,
  type TestServer,
} from '#app/modules/auth/accounts.int-helpers';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';
import { staffMember } from './console.int-helpers';
import { usd, withdrawalFixture } from './console-ops.int-helpers';

let database: TestDatabase;
let server: TestServer;
let finance: SignedUp;
const players: SignedUp[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
  finance = await staffMember(server, database.db, ['finance']);
  for (let i = 0; i < 3; i += 1) players.push(await signUp(server));
  await seedMarch();
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const at = (day: string) => new Date(`${day}T12:00:00.000Z`);
const player = (i: number) => players[i]?.user.id ?? '';

async function bet(
  userId: string,
  day: string,
  stake: number,
  won: number,
  game: 'crash' | 'slots',
  provider?: { name: string; game: string },
) {
  const details = provider
    ? {
        provider: provider.name.toLowerCase(),
        provider_name: provider.name,
        game_name: provider.game,
      }
    : {};
  await sql`
    INSERT INTO bets (id, user_id, game, amount, credits_spent, freebets_spent, credits_won,
      freebets_won, result, multiplier_e4, details, seed_id, nonce, created_at)
    VALUES (${randomUUID()}, ${userId}, ${game}, ${usd(stake)}, ${usd(stake)}, 0, ${usd(won)}, 0,
      ${won > stake ? 'WIN' : 'LOSS'}, 0, ${JSON.stringify(details)}, NULL, 0, ${at(day)})
  `.execute(database.db);
}

async function depositOn(userId: string, day: string, dollars: number, status: string) {
  const address = await database.db
    .insertInto('payment_deposit_addresses')
    .values({
      user_id: userId,
      network: 'btc',
      address: `bc1q${randomUUID().slice(0, 16)}`,
      tag: null,
      key_id: 'k',
      derivation_index: Math.floor(Math.random() * 1e9),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO payment_deposits (user_id, address_id, asset, network, txid, output_index,
      asset_amount, asset_decimals, status, required_confirmations, fiat_amount, price_usd, source,
      completed_at)
    VALUES (${userId}, ${address.id}, 'BTC', 'btc', ${randomUUID()}, 0, '1000', 8, ${status}, 1,
      ${usd(dollars)}, '50000', 'simulator', ${status === 'COMPLETED' ? at(day) : null})
  `.execute(database.db);
}

/**
 * March 2026 by hand (weeks start Monday 2 and Monday 9; the range is 2–15 March):
 * bets  3 Mar: P0 crash 10 → 0; P1 crash 20 → 30        (week 1: stakes 30, payouts 30)
 *      10 Mar: P0 Pragmatic/Gates 5 → 2; P2 Evo/Roulette 8 → 0  (week 2: stakes 13, payouts 2)
 *      outside: 28 Feb P0 crash 100 → 0; 16 Mar P1 crash 7 → 0
 * bonus 4 Mar: 3 (bonus_expense → player)
 * deposits completed 5 Mar 100, 11 Mar 50; pending 70; completed 20 Feb 999 (outside)
 * withdrawals completed 12 Mar 40; one still PENDING
 * → stakes 43, payouts 32, GGR 11, bonuses 3, NGR 8, deposits 150, withdrawals 40,
 *   active players 3, bets 4.
 */
async function seedMarch() {
  await bet(player(0), '2026-03-03', 10, 0, 'crash');
  await bet(player(1), '2026-03-03', 20, 30, 'crash');
  await bet(player(0), '2026-03-10', 5, 2, 'slots', { name: 'Pragmatic', game: 'Gates' });
  await bet(player(2), '2026-03-10', 8, 0, 'slots', { name: 'Evo', game: 'Roulette' });
  await bet(player(0), '2026-02-28', 100, 0, 'crash');
  await bet(player(1), '2026-03-16', 7, 0, 'crash');
  await fundPlayer({ db: database.db, userId: player(2), amount: usd(3) });
  await sql`UPDATE ledger_entries SET created_at = ${at('2026-03-04')}
    WHERE id = (SELECT max(id) FROM ledger_entries WHERE kind = 'test_funding')`.execute(
    database.db,
  );
  await depositOn(player(0), '2026-03-05', 100, 'COMPLETED');
  await depositOn(player(1), '2026-03-11', 50, 'COMPLETED');
  await depositOn(player(1), '2026-03-11', 70, 'PENDING');
  await depositOn(player(2), '2026-02-20', 999, 'COMPLETED');
  // Funding these withdrawals posts bonus entries today: far outside March.
  const done = await withdrawalFixture(database.db, player(1), { dollars: 40 });
  await sql`UPDATE payment_withdrawals SET status = 'COMPLETED', completed_at = ${at('2026-03-12')}
    WHERE id = ${done}`.execute(database.db);
  await withdrawalFixture(database.db, player(2), { dollars: 15 });
}

const dashboard = async (query: string) => {
  const res = await server.app.inject({
    url: `/api/admin/dashboard?${query}`,
    headers: bearer(finance.accessToken),
  });
  return res;
};

describe('the dashboard', () => {
  it('sums GGR, NGR, deposits, withdrawals, bonuses, players and bets of the range by week', async () => {
    const res = await dashboard('from=2026-03-02&to=2026-03-15&bucket=week');
    expect(res.statusCode).toBe(200);
    const body = res.json<DashboardResponse>();
    expect(body.totals).toEqual({
      stakes: '43',
      payouts: '32',
      ggr: '11',
      bonuses: '3',
      ngr: '8',
      deposits: '150',
      withdrawals: '40',
      activePlayers: 3,
      bets: 4,
    });
    expect(body.series).toEqual([
      {
        period: '2026-03-02',
        stakes: '30',
        payouts: '30',
        ggr: '0',
        bonuses: '3',
        ngr: '-3',
        deposits: '100',
        withdrawals: '0',
        activePlayers: 2,
        bets: 2,
      },
      {
        period: '2026-03-09',
        stakes: '13',
        payouts: '2',
        ggr: '11',
        bonuses: '0',
        ngr: '11',
        deposits: '50',
        withdrawals: '40',
        activePlayers: 2,
        bets: 2,
      },
    ]);
    expect(body.byProvider).toEqual([
      { key: 'originals', bets: 2, players: 2, stakes: '30', payouts: '30', ggr: '0' },
      { key: 'Evo', bets: 1, players: 1, stakes: '8', payouts: '0', ggr: '8' },
      { key: 'Pragmatic', bets: 1, players: 1, stakes: '5', payouts: '2', ggr: '3' },
    ]);
    expect(body.byGame.map((g) => [g.key, g.stakes, g.ggr])).toEqual([
      ['crash', '30', '0'],
      ['Roulette', '8', '8'],
      ['Gates', '5', '3'],
    ]);
  });

  it('answers every day of the range by day, empty days included, and months by month', async () => {
    const days = (
      await dashboard('from=2026-03-02&to=2026-03-15&bucket=day')
    ).json<DashboardResponse>();
    expect(days.series).toHaveLength(14);
    expect(days.series[1]).toMatchObject({ period: '2026-03-03', stakes: '30', bets: 2 });
    expect(days.series[0]).toMatchObject({ period: '2026-03-02', stakes: '0', bets: 0 });
    const months = (
      await dashboard('from=2026-02-01&to=2026-03-31&bucket=month')
    ).json<DashboardResponse>();
    expect(months.series.map((p) => [p.period, p.stakes, p.deposits])).toEqual([
      ['2026-02-01', '100', '999'],
      ['2026-03-01', '50', '150'],
    ]);
  });

  it('refuses a range longer than 366 days or reversed, with the reason', async () => {
    const long = await dashboard('from=2025-01-01&to=2026-03-01');
    expect([long.statusCode, long.json().error.message]).toEqual([
      400,
      'Choose a date range of at most 366 days.',
    ]);
    const reversed = await dashboard('from=2026-03-10&to=2026-03-01');
    expect([reversed.statusCode, reversed.json().error.message]).toEqual([
      400,
      'The start date must be before the end date.',
    ]);
    const garbage = await dashboard('from=yesterday');
    expect(garbage.statusCode).toBe(400);
  });

  it('counts players online and the last minute’s bets live', async () => {
    await sql`
      INSERT INTO bets (id, user_id, game, amount, credits_spent, freebets_spent, credits_won,
        freebets_won, result, multiplier_e4, details, seed_id, nonce, created_at)
      VALUES (${randomUUID()}, ${player(0)}, 'crash', ${usd(4)}, ${usd(4)}, 0, 0, 0, 'LOSS', 0,
        '{}', NULL, 0, now() - interval '10 seconds'),
      (${randomUUID()}, ${player(0)}, 'crash', ${usd(9)}, ${usd(9)}, 0, 0, 0, 'LOSS', 0,
        '{}', NULL, 0, now() - interval '5 minutes')
    `.execute(database.db);
    const res = await server.app.inject({
      url: '/api/admin/dashboard/live',
      headers: bearer(finance.accessToken),
    });
    const live = res.json<DashboardLive>();
    // Signed up just now: the finance member and the three players have live sessions.
    expect(live.playersOnline).toBe(4);
    expect([live.betsLastMinute, live.stakesLastMinute]).toEqual([1, '4']);
  });
});
