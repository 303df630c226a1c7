import { randomUUID } from 'node:crypto';
import type {
  BetRecord,
  SbCashOutQuote,
  SbMyBetsPage,
  SbPlaceSlip,
  SbPlaceSlipResult,
} from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { fund } from '#app/modules/wallet/wallet.int-helpers';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { deliver, footballFixture } from './sports-bets.int-helpers';

/**
 * The HTTP side (issue 21 items 3 and 5): signed-in players only, each on their own bets; a
 * settled sports bet is in /history as 'Sports Betting' with its legs and counts as wagering.
 */

let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({
    db: database.db,
    env: { ...TEST_ENV, SPORTS_INPLAY_DELAY_MS: '100' },
  });
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

const T0 = 1_900_000_000_000;

async function liveEvent() {
  const fixture = await footballFixture(database.db, T0 - 600_000);
  await deliver(database.db, server.sportsBetSettlement, {
    type: 'odds_change',
    eventId: fixture.id,
    timestamp: T0,
    eventStatus: {
      status: 'live',
      score: { home: 0, away: 0 },
      periods: [],
      clock: { elapsedSeconds: 60, period: 1, isRunning: true },
    },
    markets: [
      {
        marketId: '1x2',
        type: '1x2',
        specifier: '',
        status: 'active',
        outcomes: [
          { id: '1', odds: 2500, isActive: true },
          { id: 'X', odds: 3200, isActive: true },
          { id: '2', odds: 2900, isActive: true },
        ],
      },
    ],
  });
  return fixture.id;
}

const slipOn = (eventId: string, stake = '10'): SbPlaceSlip => ({
  mode: 'singles',
  slipId: randomUUID(),
  oddsChange: 'none',
  selections: [{ eventId, marketId: '1x2', outcomeId: '1', odds: 2500 }],
  stakes: [stake],
});

function post(token: string | null, url: string, payload: object) {
  return server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? bearer(token) : {},
  });
}
const get = (token: string, url: string) => server.app.inject({ url, headers: bearer(token) });

describe('/api/sports/bets', () => {
  it('needs a signed-in player, and a bad slip is a 400 that moves nothing', async () => {
    const eventId = await liveEvent();
    const res = await post(null, '/api/sports/bets', slipOn(eventId));
    expect(res.statusCode).toBe(401);
    const player = await signUp(server);
    await fund(database.db, player.user.id, '50');
    const bad = await post(player.accessToken, '/api/sports/bets', { mode: 'singles' });
    expect(bad.statusCode).toBe(400);
    const poor = await post(player.accessToken, '/api/sports/bets', slipOn(eventId, '60'));
    expect(poor.statusCode).toBe(403);
    expect(poor.json()).toEqual({
      error: { code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds' },
    });
    const changed = await post(player.accessToken, '/api/sports/bets', {
      ...slipOn(eventId),
      selections: [{ eventId, marketId: '1x2', outcomeId: '1', odds: 2600 }],
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      error: { code: 'ODDS_CHANGED', data: { selections: [{ index: 0, odds: 2500 }] } },
    });
  });

  it('lists a player’s own bets only, pages them, and another player cannot read or cash out one', async () => {
    const eventId = await liveEvent();
    const owner = await signUp(server);
    const other = await signUp(server);
    await fund(database.db, owner.user.id, '100');
    await fund(database.db, other.user.id, '100');
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await post(owner.accessToken, '/api/sports/bets', slipOn(eventId, '5'));
      expect(res.statusCode).toBe(200);
      ids.push(...(res.json() as SbPlaceSlipResult).bets.map((b) => b.id));
    }
    const first = get(owner.accessToken, '/api/sports/bets?status=open&limit=2');
    const page1 = (await first).json() as SbMyBetsPage;
    expect(page1.bets.map((b) => b.id)).toEqual([ids[2], ids[1]]);
    expect(page1.bets[0]?.legs[0]).toMatchObject({
      eventId,
      marketType: '1x2',
      outcomeId: '1',
      odds: 2500,
      status: 'open',
    });
    const page2 = (
      await get(
        owner.accessToken,
        `/api/sports/bets?status=open&limit=2&cursor=${page1.nextCursor}`,
      )
    ).json() as SbMyBetsPage;
    expect(page2).toEqual({ bets: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
    const mine = (await get(other.accessToken, '/api/sports/bets?status=open')).json();
    expect(mine).toEqual({ bets: [], nextCursor: null });

    const quote = await get(other.accessToken, `/api/sports/bets/${ids[0]}/cash-out`);
    expect(quote.statusCode).toBe(404);
    const take = await post(other.accessToken, `/api/sports/bets/${ids[0]}/cash-out`, {
      requestId: randomUUID(),
      value: '0.01',
    });
    expect(take.statusCode).toBe(404);
    const own = (await get(owner.accessToken, `/api/sports/bets/${ids[0]}/cash-out`)).json();
    // 5 × 2.50 / 2.50 × 0.95
    expect(own as SbCashOutQuote).toEqual({ betId: ids[0], value: '4.75', reason: null });
    expect((await get(owner.accessToken, '/api/sports/bets/nope/cash-out')).statusCode).toBe(404);
  });

  it('puts a settled bet in /history as Sports Betting with its legs, and counts it as wagering', async () => {
    const eventId = await liveEvent();
    const player = await signUp(server);
    await fund(database.db, player.user.id, '100');
    const placed = await post(player.accessToken, '/api/sports/bets', slipOn(eventId, '10'));
    const betId = (placed.json() as SbPlaceSlipResult).bets[0]!.id;
    await deliver(database.db, server.sportsBetSettlement, {
      type: 'bet_settlement',
      eventId,
      timestamp: T0 + 1000,
      markets: [
        {
          marketId: '1x2',
          outcomes: [
            { id: '1', result: 1, voidFactor: 0 },
            { id: 'X', result: 0, voidFactor: 0 },
            { id: '2', result: 0, voidFactor: 0 },
          ],
        },
      ],
    });
    const settled = (await get(player.accessToken, '/api/sports/bets?status=settled')).json();
    expect((settled as SbMyBetsPage).bets[0]).toMatchObject({
      id: betId,
      status: 'won',
      payout: '25',
    });
    const history = await get(player.accessToken, '/api/bets');
    const bet = (history.json() as { bets: BetRecord[] }).bets.find((b) => b.id === betId);
    expect(bet).toMatchObject({
      game: 'sports',
      game_name: 'Sports Betting',
      amount: '10',
      payout: '25',
      multiplier: 2.5,
      result: 'WIN',
      details: {
        kind: 'single',
        legs: [expect.objectContaining({ market_type: '1x2', outcome_id: '1', result: 'won' })],
      },
    });
    const user = await database.db
      .selectFrom('users')
      .select('amount_wagered')
      .where('id', '=', player.user.id)
      .executeTakeFirstOrThrow();
    expect(user.amount_wagered).toBe(1_000_000_000n);
    await expectLedgerConsistent(database.db);
  });
});
