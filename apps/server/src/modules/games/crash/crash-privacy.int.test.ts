import type {
  CrashBetResponse,
  CrashPlayersPayload,
  CrashRound,
  CrashRoundDetail,
  CrashStateResponse,
  PublicBet,
} from '@tengu/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { installChain, SALT, seedWhere, waitFor } from './crash.int-helpers';

/**
 * Issue 15: a player who hides their name is "Hidden" in crash too (the round's state, its
 * players events, the live feed, a past round), and a zero-stake crash bet stays out of the
 * live feed. Issue 14: the state on arrival carries the round's players and the last results.
 */

const USD = 100_000_000n;
const LENGTH = 40;
let database: TestDatabase;
let server: TestServer;
let socket: Socket;
const feed: PublicBet[] = [];
const playerEvents: CrashPlayersPayload[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // The first rounds bust between 1.15× and 1.5×: the 1.1× auto cash-outs below are paid.
  const seed = seedWhere(LENGTH, (points) => points.every((p) => p >= 1.15 && p <= 1.5), 4);
  await installChain(database.db, seed, LENGTH);
  server = await createTestApp({
    db: database.db,
    env: {
      ...TEST_ENV,
      DATABASE_URL: database.url,
      CRASH_ENGINE: 'true',
      CRASH_SALT: SALT,
      CRASH_WAITING_MS: '2500',
      CRASH_PAUSE_MS: '300',
      LOG_LEVEL: 'silent',
    },
  });
  const baseUrl = await server.listen();
  socket = connect(`${baseUrl}/games`, { transports: ['websocket'], reconnection: false });
  socket.on('bets:new', (bet: PublicBet) => feed.push(bet));
  socket.on('crash:players', (payload: CrashPlayersPayload) => playerEvents.push(payload));
  await new Promise((resolve) => socket.once('connect', () => resolve(null)));
});

afterAll(async () => {
  socket?.close();
  await server?.close();
  await database?.drop();
});

async function player(options: { credits?: bigint; hidden?: boolean } = {}) {
  const { accessToken, user } = await signUp(server);
  if (options.credits) {
    await fundPlayer({ db: database.db, userId: user.id, amount: options.credits });
  }
  const headers = bearer(accessToken);
  if (options.hidden) {
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/users/me/privacy',
      headers,
      payload: { hide_name: true },
    });
    expect(res.statusCode).toBe(200);
  }
  return { headers, username: user.username };
}

async function state(): Promise<CrashStateResponse> {
  return (await server.app.inject({ url: '/api/games/crash/state' })).json();
}

async function waitingRound(): Promise<CrashRound> {
  return waitFor(
    async () => {
      const { round } = await state();
      if (!round || round.phase !== 'waiting') return null;
      return Date.parse(round.betting_ends_at) - round.server_time > 1000 ? round : null;
    },
    { what: 'a waiting round' },
  );
}

async function bet(p: { headers: Record<string, string> }, payload: object) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/games/crash/bet',
    headers: p.headers,
    payload,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as CrashBetResponse).bet;
}

describe('a hidden player in crash', () => {
  it('is Hidden in the state, the players events, the live feed and the past round; a zero stake is not in the feed', async () => {
    const hidden = await player({ credits: 20n * USD, hidden: true });
    const shown = await player({ credits: 20n * USD });
    const free = await player();
    const round = await waitingRound();
    const hiddenBet = await bet(hidden, { amount: '2', autoCashout: 1.1 });
    const shownBet = await bet(shown, { amount: '1' });
    const freeBet = await bet(free, { amount: '0', autoCashout: 1.1 });

    // On arrival, a visitor sees the round's players, the hidden one without a name.
    const arrival = await state();
    expect(arrival.round?.id).toBe(round.id);
    const names = new Map(arrival.players.map((p) => [p.bet_id, p.username]));
    expect(names.get(hiddenBet.bet_id)).toBeNull();
    expect(names.get(shownBet.bet_id)).toBe(shown.username);
    expect(names.has(freeBet.bet_id)).toBe(true);
    expect(JSON.stringify(arrival)).not.toContain(hidden.username);

    // The round plays out: the 1.1× cash-outs are paid, the other bet loses at the bust.
    const settled = await waitFor(
      async () => {
        const now = await state();
        return now.history.find((h) => h.id === round.id) ? now : null;
      },
      { what: `round ${round.id} crashed` },
    );
    // The recent results strip on arrival starts with that round.
    expect(settled.history[0]?.id).toBe(round.id);
    await waitFor(async () => feed.some((b) => b.id === shownBet.bet_id), { what: 'the bust' });

    const live = new Map(feed.map((b) => [b.id, b.player]));
    expect(live.get(hiddenBet.bet_id)).toBeNull();
    expect(live.get(shownBet.bet_id)).toBe(shown.username);
    expect(live.has(freeBet.bet_id)).toBe(false);

    const events = playerEvents.flatMap((e) => e.players);
    expect(events.filter((p) => p.bet_id === hiddenBet.bet_id).length).toBeGreaterThan(0);
    for (const p of events.filter((e) => e.bet_id === hiddenBet.bet_id)) {
      expect(p.username).toBeNull();
    }
    expect(JSON.stringify(playerEvents)).not.toContain(hidden.username);

    const past: CrashRoundDetail = (
      await server.app.inject({ url: `/api/games/crash/rounds/${round.id}` })
    ).json();
    const hiddenRow = past.players.find((p) => p.bet_id === hiddenBet.bet_id);
    expect(hiddenRow).toMatchObject({ username: null, status: 'cashed' });
    expect(JSON.stringify(past)).not.toContain(hidden.username);
  });
});
