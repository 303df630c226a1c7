import { randomUUID } from 'node:crypto';
import {
  TRADING_MESSAGES,
  type SbEventDetail,
  type SbPlaceSlip,
  type TradingEventDetail,
  type TradingEventsResponse,
  type TradingSettings,
} from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  signUp,
  TEST_ENV,
  type SignedUp,
  type TestServer,
} from '#app/modules/auth/accounts.int-helpers';
import { staffMember } from '#app/modules/console/console.int-helpers';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { fund } from '#app/modules/wallet/wallet.int-helpers';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import type { FeedMessage } from '../domain';
import { creditsOf, footballFixture } from '../bets/sports-bets.int-helpers';
import { SPORTS_BET_MESSAGES } from '../bets/sports-bet-errors';
import { createSimulatedFeed } from '../feed/simulated/simulated-feed';
import type { Fixture } from '../feed/sports-feed';
import { currentMargin } from './trading-settings';

/**
 * The console's Sportsbook trading (issue 22, ADR 047) against the real app: trader holds the
 * feed cannot lift, liability per outcome, manual settlement and rollback through the feed path,
 * margin and limits.
 */

let database: TestDatabase;
let server: TestServer;
let trader: SignedUp;
let support: SignedUp;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({
    db: database.db,
    env: { ...TEST_ENV, SPORTS_INPLAY_DELAY_MS: '50' },
  });
  trader = await staffMember(server, database.db, ['trader']);
  support = await staffMember(server, database.db, ['support']);
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

let clock = Date.now();
const tick = () => (clock += 1000);

function oddsChange(eventId: string, odds: [number, number, number], live = false): FeedMessage {
  return {
    type: 'odds_change',
    eventId,
    timestamp: tick(),
    ...(live
      ? {
          eventStatus: {
            status: 'live' as const,
            score: { home: 0, away: 0 },
            periods: [],
            clock: { elapsedSeconds: 60, period: 1, isRunning: true },
          },
        }
      : {}),
    markets: [
      {
        marketId: '1x2',
        type: '1x2',
        specifier: '',
        status: 'active',
        outcomes: [
          { id: '1', odds: odds[0], isActive: true },
          { id: 'X', odds: odds[1], isActive: true },
          { id: '2', odds: odds[2], isActive: true },
        ],
      },
    ],
  };
}

/** A pre-match football event priced 2.50 / 3.20 / 2.90 through the service's sink. */
async function preMatchEvent(): Promise<string> {
  const fixture = await footballFixture(database.db, Date.now() + 3_600_000);
  await server.sportsbook.sink.deliver(oddsChange(fixture.id, [2500, 3200, 2900]));
  return fixture.id;
}

const slip = (eventId: string, outcomeId: string, odds: number, stake: string): SbPlaceSlip => ({
  mode: 'singles',
  slipId: randomUUID(),
  oddsChange: 'none',
  selections: [{ eventId, marketId: '1x2', outcomeId, odds }],
  stakes: [stake],
});

async function bet(player: SignedUp, s: SbPlaceSlip) {
  return server.app.inject({
    method: 'POST',
    url: '/api/sports/bets',
    headers: bearer(player.accessToken),
    payload: s,
  });
}

async function funded(amount = '100'): Promise<SignedUp> {
  const player = await signUp(server);
  await fund(database.db, player.user.id, amount);
  return player;
}

const admin = (who: SignedUp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    headers: bearer(who.accessToken),
    ...(payload ? { payload } : {}),
  });

const eventUrl = (eventId: string) => `/api/admin/sportsbook/events/${encodeURIComponent(eventId)}`;

const auditRows = (action: string) =>
  database.db
    .selectFrom('admin_audit')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id')
    .execute();

describe('trader suspension', () => {
  it('refuses bets on a held market, survives the feed re-opening it, and resume lifts only the hold', async () => {
    const eventId = await preMatchEvent();
    const player = await funded();
    const broadcast = vi.spyOn(server.realtime, 'broadcast');

    const held = await admin(trader, 'POST', `${eventUrl(eventId)}/suspend`, {
      marketId: '1x2',
      reason: 'suspicious volume',
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(broadcast).toHaveBeenCalledWith(
      '/sports',
      'sports:event',
      expect.objectContaining({
        eventId,
        markets: [expect.objectContaining({ id: '1x2', status: 'suspended' })],
      }),
    );
    const refused = await bet(player, slip(eventId, '1', 2500, '5'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'MARKET_SUSPENDED',
      message: SPORTS_BET_MESSAGES.MARKET_SUSPENDED,
    });

    // The feed prices the market again (active): players still see it suspended, at the new odds.
    broadcast.mockClear();
    await server.sportsbook.sink.deliver(oddsChange(eventId, [2400, 3300, 3000]));
    const seen = (
      await server.app.inject({ url: `/api/sports/events/${eventId}` })
    ).json<SbEventDetail>();
    expect(seen.markets.find((m) => m.id === '1x2')).toMatchObject({
      status: 'suspended',
      outcomes: [
        expect.objectContaining({ id: '1', odds: 2400 }),
        expect.anything(),
        expect.anything(),
      ],
    });
    expect(broadcast).toHaveBeenCalledWith(
      '/sports',
      'sports:event',
      expect.objectContaining({
        markets: [expect.objectContaining({ id: '1x2', status: 'suspended' })],
      }),
    );
    expect((await bet(player, slip(eventId, '1', 2400, '5'))).statusCode).toBe(409);
    // Suspending again is refused; the feed's own view is kept underneath.
    const again = await admin(trader, 'POST', `${eventUrl(eventId)}/suspend`, {
      marketId: '1x2',
      reason: 'twice',
    });
    expect([again.statusCode, again.json().error.message]).toEqual([
      409,
      TRADING_MESSAGES.alreadyHeld,
    ]);

    const resumed = await admin(trader, 'POST', `${eventUrl(eventId)}/resume`, {
      marketId: '1x2',
      reason: 'checked',
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const accepted = await bet(player, slip(eventId, '1', 2400, '5'));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const audits = [
      ...(await auditRows('sportsbook_suspend')),
      ...(await auditRows('sportsbook_resume')),
    ];
    expect(
      audits.filter((a) => (a.details as { eventId: string }).eventId === eventId),
    ).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      operator: `console:${trader.user.username}`,
      actor_user_id: trader.user.id,
      details: expect.objectContaining({ reason: 'suspicious volume', marketId: '1x2' }),
    });
    broadcast.mockRestore();
  });

  it('a whole-event hold also covers markets the feed adds later; a feed-suspended market stays suspended after resume', async () => {
    const eventId = await preMatchEvent();
    expect(
      (await admin(trader, 'POST', `${eventUrl(eventId)}/suspend`, { reason: 'event' })).statusCode,
    ).toBe(200);
    await server.sportsbook.sink.deliver({
      type: 'odds_change',
      eventId,
      timestamp: tick(),
      markets: [
        {
          marketId: 'btts',
          type: 'btts',
          specifier: '',
          status: 'active',
          outcomes: [
            { id: 'yes', odds: 1900, isActive: true },
            { id: 'no', odds: 1850, isActive: true },
          ],
        },
      ],
    });
    const detail = (await admin(trader, 'GET', eventUrl(eventId))).json<TradingEventDetail>();
    expect(detail.held).toBe(true);
    expect(detail.markets.map((m) => [m.id, m.status, m.held])).toEqual([
      ['1x2', 'suspended', true],
      ['btts', 'suspended', true],
    ]);
    // The feed suspends 1x2 itself meanwhile.
    await server.sportsbook.sink.deliver({
      type: 'bet_stop',
      eventId,
      timestamp: tick(),
      marketIds: ['1x2'],
    });
    expect(
      (await admin(trader, 'POST', `${eventUrl(eventId)}/resume`, { reason: 'ok' })).statusCode,
    ).toBe(200);
    const after = (await admin(trader, 'GET', eventUrl(eventId))).json<TradingEventDetail>();
    expect(after.markets.map((m) => [m.id, m.status, m.held])).toEqual([
      ['1x2', 'suspended', false],
      ['btts', 'active', false],
    ]);
  });
});

describe('liability', () => {
  it('shows per outcome the payouts on it minus the stakes on the market, the worst case on the list', async () => {
    const eventId = await preMatchEvent();
    const [a, b, c] = [await funded(), await funded(), await funded()];
    expect((await bet(a, slip(eventId, '1', 2500, '10'))).statusCode).toBe(200);
    expect((await bet(b, slip(eventId, 'X', 3200, '4'))).statusCode).toBe(200);
    expect((await bet(c, slip(eventId, '1', 2500, '6'))).statusCode).toBe(200);
    // By hand: stakes 20; '1' pays 25 + 15 = 40 → 20; 'X' pays 12.8 → −7.2; '2' → −20.
    const detail = (await admin(trader, 'GET', eventUrl(eventId))).json<TradingEventDetail>();
    const market = detail.markets.find((m) => m.id === '1x2');
    expect(market).toMatchObject({
      openBets: 3,
      stake: '20',
      worstLiability: '20',
      worstOutcomeId: '1',
    });
    expect(market?.outcomes.map((o) => [o.id, o.bets, o.payouts, o.liability])).toEqual([
      ['1', 2, '40', '20'],
      ['X', 1, '12.8', '-7.2'],
      ['2', 0, '0', '-20'],
    ]);
    expect(detail).toMatchObject({ openBets: 3, stake: '20', liability: '20' });
    const list = (
      await admin(
        trader,
        'GET',
        `/api/admin/sportsbook/events?withBets=true&status=upcoming&pageSize=100`,
      )
    ).json<TradingEventsResponse>();
    expect(list.items.find((e) => e.id === eventId)).toMatchObject({
      openBets: 3,
      stake: '20',
      liability: '20',
    });
    const csv = await admin(trader, 'GET', `/api/admin/sportsbook/events.csv?withBets=true`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`${eventId},football`);
  });
});

describe('manual settlement', () => {
  it('pays each bet once with two concurrent settle requests, and a rollback then re-settlement moves exactly the difference', async () => {
    const eventId = await preMatchEvent();
    const [a, b] = [await funded('50'), await funded('50')];
    expect((await bet(a, slip(eventId, '1', 2500, '10'))).statusCode).toBe(200);
    expect((await bet(b, slip(eventId, '2', 2900, '10'))).statusCode).toBe(200);

    const settle = (winners: string[]) =>
      admin(trader, 'POST', `${eventUrl(eventId)}/settle`, {
        marketId: '1x2',
        winners,
        reason: 'result',
      });
    const [r1, r2] = await Promise.all([settle(['1']), settle(['1'])]);
    expect([r1.statusCode, r2.statusCode], `${r1.body} ${r2.body}`).toEqual([200, 200]);
    await server.sportsBetSettlement.settleDue();
    expect(await creditsOf(database.db, a.user.id)).toBe(6_500_000_000n); // 40 + 25
    expect(await creditsOf(database.db, b.user.id)).toBe(4_000_000_000n);
    const settles = (await auditRows('sportsbook_settle')).filter(
      (r) => (r.details as { eventId: string }).eventId === eventId,
    );
    expect(settles).toHaveLength(1);
    expect(settles[0]?.details).toMatchObject({ source: 'operator', reason: 'result' });
    const payouts = await database.db
      .selectFrom('sb_bet_payouts')
      .innerJoin('sb_bet_legs', 'sb_bet_legs.bet_id', 'sb_bet_payouts.bet_id')
      .select(['sb_bet_payouts.kind', 'sb_bet_payouts.amount'])
      .where('sb_bet_legs.event_id', '=', eventId)
      .execute();
    expect(payouts).toEqual([{ kind: 'payout', amount: 2_500_000_000n }]);
    // Settling again differently is refused until a rollback.
    const other = await settle(['2']);
    expect([other.statusCode, other.json().error.message]).toEqual([
      409,
      TRADING_MESSAGES.settledDifferently,
    ]);

    // The result was wrong: roll back, then settle '2'. a ends at 40, b at 40 + 29.
    const rollback = await admin(trader, 'POST', `${eventUrl(eventId)}/rollback`, {
      marketId: '1x2',
      reason: 'wrong result',
    });
    expect(rollback.statusCode, rollback.body).toBe(200);
    await server.sportsBetSettlement.settleDue();
    const reopened = (await admin(trader, 'GET', eventUrl(eventId))).json<TradingEventDetail>();
    expect(reopened.markets[0]).toMatchObject({ id: '1x2', status: 'suspended', openBets: 2 });
    expect((await settle(['2'])).statusCode).toBe(200);
    await server.sportsBetSettlement.settleDue();
    expect(await creditsOf(database.db, a.user.id)).toBe(4_000_000_000n);
    expect(await creditsOf(database.db, b.user.id)).toBe(6_900_000_000n);
    await expectLedgerConsistent(database.db);
  });

  it('voids a market (every stake back) and refuses an open in-play market with a clear message', async () => {
    const fixture = await footballFixture(database.db, Date.now() - 60_000);
    await server.sportsbook.sink.deliver(oddsChange(fixture.id, [2500, 3200, 2900], true));
    const player = await funded('20');
    const placed = await bet(player, slip(fixture.id, 'X', 3200, '10'));
    expect(placed.statusCode, placed.body).toBe(200);
    const url = `${eventUrl(fixture.id)}/settle`;
    const open = await admin(trader, 'POST', url, {
      marketId: '1x2',
      void: true,
      reason: 'abandoned',
    });
    expect([open.statusCode, open.json().error.message]).toEqual([
      409,
      TRADING_MESSAGES.inPlayOpen,
    ]);
    expect(await auditRows('sportsbook_settle')).not.toContainEqual(
      expect.objectContaining({ details: expect.objectContaining({ eventId: fixture.id }) }),
    );
    await admin(trader, 'POST', `${eventUrl(fixture.id)}/suspend`, {
      marketId: '1x2',
      reason: 'abandoned',
    });
    const voided = await admin(trader, 'POST', url, {
      marketId: '1x2',
      void: true,
      reason: 'abandoned',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    await server.sportsBetSettlement.settleDue();
    expect(await creditsOf(database.db, player.user.id)).toBe(2_000_000_000n);
    const bad = await admin(trader, 'POST', `${eventUrl(fixture.id)}/settle`, {
      marketId: 'nope',
      winners: ['1'],
      reason: 'x',
    });
    expect([bad.statusCode, bad.json().error.message]).toEqual([
      404,
      TRADING_MESSAGES.marketNotFound,
    ]);
    await expectLedgerConsistent(database.db);
  });
});

describe('margin and limits', () => {
  it('changes margin and limits with one audited before/after; new limits and the new margin apply', async () => {
    const before = (
      await admin(trader, 'GET', '/api/admin/sportsbook/settings')
    ).json<TradingSettings>();
    expect(before).toMatchObject({ marginPercent: 5, marginSource: 'env', maxStake: '1000' });
    const res = await admin(trader, 'PUT', '/api/admin/sportsbook/settings', {
      marginPercent: 7.5,
      maxStake: '8',
      reason: 'tighter book',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      marginPercent: 7.5,
      marginSource: 'setting',
      maxStake: '8',
    });
    const [audit] = (await auditRows('sportsbook_trading_settings')).slice(-1);
    expect(audit?.details).toMatchObject({
      reason: 'tighter book',
      before: { marginPercent: null, maxStake: '100000000000' },
      after: { marginPercent: 7.5, maxStake: '800000000' },
    });
    const eventId = await preMatchEvent();
    const player = await funded();
    const big = await bet(player, slip(eventId, '1', 2500, '9'));
    expect([big.statusCode, big.json().error.code]).toEqual([400, 'STAKE_TOO_HIGH']);
    const invalid = await admin(trader, 'PUT', '/api/admin/sportsbook/settings', {
      minStake: '9',
      reason: 'x',
    });
    expect(invalid.statusCode).toBe(400);

    // The simulated feed prices its new fixtures with the console's margin.
    expect(await currentMargin(database.db, 5)).toBe(0.075);
    const fixtures: Fixture[] = [];
    const feed = createSimulatedFeed({
      matchMinutes: 10,
      upcomingPerSport: 1,
      margin: 0.05,
      sports: ['football'],
      loadUnfinished: async () => [],
      log: { info: () => undefined, warn: () => undefined },
      currentMargin: () => currentMargin(database.db, 5),
    });
    await feed.start({
      upsertFixture: async (f) => void fixtures.push(f),
      deliver: async () => undefined,
    });
    await feed.stop();
    expect(fixtures.length).toBeGreaterThan(0);
    expect(fixtures.every((f) => (f.model as { margin: number }).margin === 0.075)).toBe(true);
    await admin(trader, 'PUT', '/api/admin/sportsbook/settings', {
      maxStake: '1000',
      reason: 'back',
    });
  });

  it('refuses other staff roles', async () => {
    const eventId = await preMatchEvent();
    for (const [method, url] of [
      ['GET', '/api/admin/sportsbook/events'],
      ['GET', '/api/admin/sportsbook/settings'],
      ['POST', `${eventUrl(eventId)}/suspend`],
    ] as const) {
      const res = await admin(
        support,
        method,
        url,
        method === 'POST' ? { reason: 'x' } : undefined,
      );
      expect(res.statusCode, url).toBe(403);
    }
  });
});
