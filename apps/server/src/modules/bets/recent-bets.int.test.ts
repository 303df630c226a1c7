import {
  BET_MESSAGES,
  ZERO_STAKE_BETS_PER_WINDOW,
  type BetResponse,
  type ErrorBody,
  type PublicBet,
  type RecentBetsResponse,
} from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

/**
 * Issue 14: All Bets and High Rollers on arrival (GET /api/bets/recent); issue 15: zero-stake
 * bets stay out of the public feeds and are limited per player.
 */

const USD = 100_000_000n;
let database: TestDatabase;
let server: TestServer;
const feed: PublicBet[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
  const broadcast = server.realtime.broadcast.bind(server.realtime);
  server.realtime.broadcast = (namespace, event, payload) => {
    if (event === 'bets:new') feed.push(payload as PublicBet);
    broadcast(namespace, event, payload);
  };
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

async function player(options: { credits?: bigint; hidden?: boolean } = {}) {
  const { accessToken, user } = await signUp(server);
  if (options.credits) {
    await fundPlayer({ db: database.db, userId: user.id, amount: options.credits });
  }
  if (options.hidden) {
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/users/me/privacy',
      headers: bearer(accessToken),
      payload: { hide_name: true },
    });
    expect(res.statusCode).toBe(200);
  }
  return { headers: bearer(accessToken), username: user.username };
}

async function dice(p: { headers: Record<string, string> }, amount: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/games/dice/bet',
    headers: p.headers,
    payload: { amount, target: 50.5, condition: 'over' },
  });
  return { status: res.statusCode, body: res.json() as BetResponse & ErrorBody };
}

async function recent(query: string, headers: Record<string, string> = {}) {
  const res = await server.app.inject({ method: 'GET', url: `/api/bets/recent${query}`, headers });
  return { status: res.statusCode, body: res.json() as RecentBetsResponse & ErrorBody };
}

describe('GET /api/bets/recent', () => {
  it('shows visitors the latest bets as the live feed does: hidden names, no zero stakes, no private fields', async () => {
    const shown = await player({ credits: 50n * USD });
    const hidden = await player({ credits: 500n * USD, hidden: true });
    const free = await player();

    const small = await dice(shown, '1.5');
    const big = await dice(hidden, '150');
    const zero = await dice(free, '0');
    expect([small.status, big.status, zero.status]).toEqual([200, 200, 200]);

    const all = await recent('');
    expect(all.status).toBe(200);
    expect(all.body.bets.map((b) => b.id)).toEqual([big.body.bet.id, small.body.bet.id]);
    expect(all.body.bets[0]).toEqual({
      id: big.body.bet.id,
      game: 'dice',
      player: null,
      amount: '150',
      multiplier: big.body.bet.multiplier,
      payout: big.body.bet.payout,
      created_at: big.body.bet.created_at,
    });
    expect(all.body.bets[1]?.player).toBe(shown.username);
    // Exactly the public shape of `bets:new`: no seeds, nonces, pockets or user ids.
    expect(Object.keys(all.body.bets[1] ?? {}).sort()).toEqual(
      ['amount', 'created_at', 'game', 'id', 'multiplier', 'payout', 'player'].sort(),
    );
    expect(JSON.stringify(all.body)).not.toContain(hidden.username);

    const high = await recent('?tab=high-rollers', shown.headers);
    expect(high.status).toBe(200);
    expect(high.body.bets.map((b) => b.id)).toEqual([big.body.bet.id]);

    // The same bets went out live, under the same names; the zero-stake one did not.
    expect(feed.map((b) => [b.id, b.player])).toEqual([
      [small.body.bet.id, shown.username],
      [big.body.bet.id, null],
    ]);
  });

  it('refuses an unknown tab with a clear 400', async () => {
    const res = await recent('?tab=everything');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('zero-stake bets', () => {
  it('are limited per player; bets with a stake are not', async () => {
    const p = await player({ credits: 10n * USD });
    for (let i = 0; i < ZERO_STAKE_BETS_PER_WINDOW; i++) {
      expect((await dice(p, '0')).status).toBe(200);
    }
    const refused = await dice(p, '0');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: BET_MESSAGES.zeroStakeTooFast,
    });
    // A stake still goes through, and another player's free bet too.
    expect((await dice(p, '0.01')).status).toBe(200);
    expect((await dice(await player(), '0')).status).toBe(200);
  });
});
