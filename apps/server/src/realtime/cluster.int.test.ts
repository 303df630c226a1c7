import { randomUUID } from 'node:crypto';
import type { BetResponse, CrashRound } from '@tengu/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupPayload } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { haproxyAvailable, startTestCluster, type TestCluster } from '#test/cluster';

/**
 * Several replicas behind a real load balancer (issue 24 item 3): three server processes on one
 * PostgreSQL and one Redis behind HAProxy. Players bet through the balancer on every replica;
 * private events and chat reach sockets on every replica; Socket.IO's polling transport stays on
 * its replica through the balancer's cookie; rate limits are shared; the crash leader is
 * SIGKILLed mid-round and another replica settles every bet once; a replica is SIGKILLed under
 * load and the clients' retries with their idempotency keys lose and double nothing.
 */

const USD = 100_000_000n;
const FUNDING = 100n;
let cluster: TestCluster;
const sockets: Socket[] = [];
let ipCounter = 0;

interface Player {
  id: string;
  username: string;
  token: string;
  /** This player's own client address (X-Forwarded-For, trusted for two hops). */
  ip: string;
}

beforeAll(async () => {
  if (!haproxyAvailable()) {
    throw new Error('haproxy not found: apt-get install -y haproxy (see .ci/run)');
  }
  cluster = await startTestCluster({
    replicas: 3,
    env: {
      AUTH_RATE_LIMIT_MAX: '10',
      RATE_LIMIT_MAX: '100000',
      CRASH_WAITING_MS: '2500',
      CRASH_PAUSE_MS: '3000',
    },
  });
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await cluster?.stop();
}, 60_000);

function headersOf(player: Pick<Player, 'ip'> & { token?: string }, extra = {}) {
  return {
    'content-type': 'application/json',
    'x-forwarded-for': player.ip,
    ...(player.token ? { authorization: `Bearer ${player.token}` } : {}),
    ...extra,
  };
}

async function signUp(base = cluster.url): Promise<Player> {
  const ip = `203.0.113.${++ipCounter}`;
  const payload = signupPayload();
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: headersOf({ ip }),
    body: JSON.stringify(payload),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { accessToken: string; user: { id: string } };
  await fundPlayer({ db: cluster.database.db, userId: body.user.id, amount: FUNDING * USD });
  return { id: body.user.id, username: payload.username, token: body.accessToken, ip };
}

async function diceBet(player: Player, key = randomUUID(), base = cluster.url) {
  const res = await fetch(`${base}/api/games/dice/bet`, {
    method: 'POST',
    headers: headersOf(player, { 'idempotency-key': key }),
    body: JSON.stringify({ amount: '1', target: 50.5, condition: 'over' }),
  });
  return { res, replica: res.headers.get('x-replica') };
}

async function balanceOf(player: Player): Promise<number> {
  const res = await fetch(`${cluster.url}/api/wallet/balance`, { headers: headersOf(player) });
  const body = (await res.json()) as { credits: string };
  return Number(body.credits);
}

async function openSocket(base: string, namespace: string, reconnection = false) {
  const socket = connect(`${base}${namespace}`, {
    transports: ['websocket'],
    reconnection,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function nextEvent<T>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

async function until<T>(
  read: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('three replicas behind HAProxy', () => {
  it('serves players on every replica through the balancer', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => signUp()));
    const served = new Set<string>();
    // Round robin reaches every replica within a few bets; a replica whose health check was slow
    // on a loaded test machine comes back into rotation within a second or two.
    const deadline = Date.now() + 20_000;
    for (let i = 0; served.size < 3 || i < 12; i++) {
      if (Date.now() > deadline) break;
      const { res, replica } = await diceBet(players[i % players.length]!);
      expect(res.status).toBe(200);
      if (replica) served.add(replica);
    }
    expect([...served].sort()).toEqual(['r1', 'r2', 'r3']);
  });

  it('delivers private events and chat messages to sockets on every replica', async () => {
    const players = await Promise.all(cluster.replicas.map(() => signUp()));
    // Each player's socket on a different replica, each joined to its private room.
    const userSockets = await Promise.all(
      cluster.replicas.map(async (replica, i) => {
        const socket = await openSocket(replica.url, '/user');
        const ack = (await socket
          .timeout(3000)
          .emitWithAck('user:join', { accessToken: players[i]!.token })) as { ok: boolean };
        expect(ack.ok).toBe(true);
        return socket;
      }),
    );
    // A bet through the balancer (any replica) moves the balance on the player's own socket.
    for (const [i, player] of players.entries()) {
      const got = nextEvent<{ credits: string }>(userSockets[i]!, 'user:balance');
      const { res } = await diceBet(player);
      const answer = (await res.json()) as BetResponse;
      expect((await got).credits).toBe(answer.balance.credits);
    }

    // Chat: a message posted through the balancer reaches a reader on every replica.
    const readers = await Promise.all(
      cluster.replicas.map(async (replica) => {
        const socket = await openSocket(replica.url, '/chat');
        await socket.timeout(3000).emitWithAck('chat:join', { room: 'en' });
        return socket;
      }),
    );
    const chatter = players[0]!;
    await cluster.database.db
      .updateTable('users')
      .set({ amount_wagered: 100n * USD })
      .where('id', '=', chatter.id)
      .execute();
    const arrivals = readers.map((socket) =>
      nextEvent<{ message: string }>(socket, 'chat:newMessage'),
    );
    const said = await fetch(`${cluster.url}/api/chat/messages`, {
      method: 'POST',
      headers: headersOf(chatter),
      body: JSON.stringify({ room: 'en', message: 'hello from behind the balancer' }),
    });
    expect(said.status).toBe(200);
    for (const arrival of arrivals) {
      expect((await arrival).message).toBe('hello from behind the balancer');
    }
  });

  it("keeps Socket.IO's polling transport on one replica through the balancer's cookie", async () => {
    const handshake = await fetch(`${cluster.url}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    const cookie = handshake.headers.get('set-cookie')?.split(';')[0];
    expect(cookie).toMatch(/^TENGU_REPLICA=r\d$/);
    const { sid } = JSON.parse((await handshake.text()).slice(1)) as { sid: string };
    const poll = (withCookie: boolean) =>
      fetch(`${cluster.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...(withCookie ? { cookie: cookie! } : {}) },
        // A pong: harmless at any time, answered "ok" by the replica that holds the session.
        body: '3',
      });
    // Pinned: every request reaches the replica that holds the session.
    for (let i = 0; i < 6; i++) expect((await poll(true)).status).toBe(200);
    // Without the cookie, round robin sends some to replicas that do not know the session.
    const unpinned = await Promise.all(Array.from({ length: 6 }, () => poll(false)));
    expect(unpinned.some((res) => res.status === 400)).toBe(true);
  });

  it('counts the sign-in rate limit once across the replicas', async () => {
    const ip = `198.51.100.${++ipCounter}`;
    const statuses: number[] = [];
    const replicas = new Set<string>();
    for (let i = 0; i < 11; i++) {
      const res = await fetch(`${cluster.url}/api/auth/login`, {
        method: 'POST',
        headers: headersOf({ ip }),
        body: JSON.stringify({ login: 'nobody-here', password: 'wrong-password-1' }),
      });
      statuses.push(res.status);
      replicas.add(res.headers.get('x-replica') ?? '?');
    }
    expect(replicas.size).toBe(3);
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('settles every open crash bet once when the leader is SIGKILLed mid-round', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => signUp()));
    const state = async (): Promise<{ round: CrashRound | null }> => {
      const res = await fetch(`${cluster.url}/api/games/crash/state`);
      return res.ok ? ((await res.json()) as { round: CrashRound | null }) : { round: null };
    };
    // A round taking bets, with time left to place them.
    // (A round runs until its crash point: a rare high one takes a minute or two.)
    const waiting = await until(
      async () => {
        const { round } = await state();
        return round?.phase === 'waiting' && Date.parse(round.betting_ends_at) - Date.now() > 1500
          ? round
          : null;
      },
      'a round taking bets',
      150_000,
    );
    // Half cash out at 1.01 (nearly always reached), half ride to 1,000× (nearly never).
    for (const [i, player] of players.entries()) {
      const res = await fetch(`${cluster.url}/api/games/crash/bet`, {
        method: 'POST',
        headers: headersOf(player),
        body: JSON.stringify({ amount: '2', autoCashout: i % 2 === 0 ? 1.01 : 1000 }),
      });
      expect(res.status).toBe(200);
    }
    await until(
      async () => ((await state()).round?.phase === 'running' ? true : null),
      'the round to start',
    );
    const leader = await cluster.crashLeader();
    expect(leader).not.toBeNull();
    await leader!.kill();
    const killedAt = Date.now();

    // Another replica leads and the round is settled.
    const next = await until(async () => {
      const now = await cluster.crashLeader();
      return now && now !== leader ? now : null;
    }, 'a new crash leader');
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    expect(next.isRunning()).toBe(true);
    const settled = await until(
      () =>
        cluster.database.db
          .selectFrom('crash_rounds')
          .select(['settled_at', 'crash_point_e2'])
          .where('id', '=', waiting.id)
          .where('settled_at', 'is not', null)
          .executeTakeFirst(),
      'the round to be settled',
      150_000,
    );
    const bets = await cluster.database.db
      .selectFrom('crash_bets')
      .select(['user_id', 'status', 'credits_won', 'amount'])
      .where('round_id', '=', waiting.id)
      .execute();
    expect(bets).toHaveLength(players.length);
    for (const bet of bets) expect(bet.status).not.toBe('active');
    // Each bet in the history once, each player's balance moved exactly by the bet's outcome.
    const history = await cluster.database.db
      .selectFrom('bets')
      .select(['id'])
      .where('game', '=', 'crash')
      .where('nonce', '=', waiting.id)
      .execute();
    expect(history).toHaveLength(players.length);
    for (const player of players) {
      const bet = bets.find((b) => b.user_id === player.id)!;
      const expected = Number(FUNDING * USD - bet.amount + bet.credits_won) / Number(USD);
      expect(await balanceOf(player)).toBeCloseTo(expected, 8);
    }
    expect(settled.crash_point_e2).toBeGreaterThan(0n);
    await expectLedgerConsistent(cluster.database.db);
    await leader!.start();
  }, 360_000);

  it('loses and doubles nothing when a replica is SIGKILLed under load', async () => {
    const players = await Promise.all(Array.from({ length: 9 }, () => signUp()));
    // Live sockets through the balancer, reconnecting with back-off as the app's clients do.
    const live = await Promise.all(
      players.slice(0, 3).map(async (player) => {
        const socket = await openSocket(cluster.url, '/user', true);
        await socket.timeout(3000).emitWithAck('user:join', { accessToken: player.token });
        return socket;
      }),
    );
    const BETS = 12;
    const answers = new Map<string, BetResponse[]>();
    const play = async (player: Player) => {
      const mine: BetResponse[] = [];
      for (let i = 0; i < BETS; i++) {
        const key = randomUUID();
        for (let attempt = 0; ; attempt++) {
          const outcome = await diceBet(player, key).then(
            async ({ res }) => (res.status === 200 ? ((await res.json()) as BetResponse) : null),
            () => null,
          );
          if (outcome) {
            mine.push(outcome);
            break;
          }
          expect(attempt).toBeLessThan(40);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      answers.set(player.id, mine);
    };
    const victim = cluster.replicas[1]!;
    const load = Promise.all(players.map(play));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await victim.kill();
    await load;

    for (const player of players) {
      const mine = answers.get(player.id)!;
      expect(new Set(mine.map((a) => a.bet.id)).size).toBe(BETS);
      const stored = await cluster.database.db
        .selectFrom('bets')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', player.id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(BETS);
      const net = mine.reduce((sum, a) => sum - Number(a.bet.amount) + Number(a.bet.payout), 0);
      expect(await balanceOf(player)).toBeCloseTo(Number(FUNDING) + net, 8);
    }
    await expectLedgerConsistent(cluster.database.db);
    // Every live socket is connected again (those on the killed replica reconnected elsewhere).
    await until(async () => live.every((s) => s.connected) || null, 'sockets to reconnect');
    await victim.start();
  }, 120_000);
});
