import type { BalancePayload } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, fromIp, signUp, TEST_ENV } from '#app/modules/auth/accounts.int-helpers';
import { startTestRedis, type TestRedis } from '#test/redis-server';
import { collect, disconnection, join, socketClients } from '#test/socket-clients';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

/**
 * Two replicas of the server sharing one Redis (REDIS_URL): events emitted on one reach the
 * sockets connected to the other, and the rate-limit counters are shared (ARCHITECTURE.md,
 * scale-out).
 */
let redis: TestRedis;
let database: TestDatabase;
type Replica = Awaited<ReturnType<typeof createTestApp>>;
let replicas: Replica[];
let urls: string[];
const clients = socketClients();

beforeAll(async () => {
  redis = await startTestRedis();
  database = await createTestDatabase();
  const env = { ...TEST_ENV, REDIS_URL: redis.url, RATE_LIMIT_MAX: '4' };
  replicas = [
    await createTestApp({ db: database.db, env }),
    await createTestApp({ db: database.db, env }),
  ];
  urls = await Promise.all(replicas.map((replica) => replica.listen()));
});
afterAll(async () => {
  clients.close();
  for (const replica of replicas) await replica.close();
  await database.drop();
  await redis.stop();
});

let ipCounter = 0;
/** Each request from its own address, so that RATE_LIMIT_MAX counts only the test that needs it. */
const freshIp = () => fromIp(`198.51.100.${++ipCounter}`);

/** A player signed up on replica A, with a socket joined on the given replica. */
async function playerWithSocket(baseUrl: string) {
  const player = await signUp(replicas[0] as Replica, {}, freshIp());
  const socket = await clients.open(baseUrl);
  expect(await join(socket, player.accessToken)).toMatchObject({ ok: true });
  return { player, socket };
}

describe('scale-out through Redis', () => {
  it('delivers a private event emitted on one replica to the player socket on the other', async () => {
    const [urlA, urlB] = urls as [string, string];
    const { player: alice, socket: onA } = await playerWithSocket(urlA);
    const { socket: bobOnB } = await playerWithSocket(urlB);
    const received: BalancePayload[] = [];
    const bobReceived: BalancePayload[] = [];
    onA.on('user:balance', (p: BalancePayload) => received.push(p));
    bobOnB.on('user:balance', (p: BalancePayload) => bobReceived.push(p));

    replicas[1]?.realtime.toUser(alice.user.id, 'user:balance', { credits: '7', freebets: '0' });
    await expect.poll(() => received, { timeout: 3000 }).toEqual([{ credits: '7', freebets: '0' }]);
    expect(bobReceived).toEqual([]);
  });

  it('logging out on one replica disconnects the socket on the other (issue 15.2)', async () => {
    const [, urlB] = urls as [string, string];
    const { player, socket: onB } = await playerWithSocket(urlB);
    const logout = await replicas[0]?.app.inject({
      method: 'DELETE',
      url: '/api/sessions/current',
      headers: { ...bearer(player.accessToken), ...freshIp() },
    });
    expect(logout?.statusCode).toBe(200);
    expect(await disconnection(onB)).toBe('io server disconnect');
    const got = collect(onB, 'user:balance');
    replicas[1]?.realtime.toUser(player.user.id, 'user:balance', { credits: '9', freebets: '0' });
    expect(await got).toEqual([]);
  });

  it('counts the rate limit across replicas', async () => {
    const statuses: number[] = [];
    for (const url of [urls[0], urls[1], urls[0], urls[1], urls[0]]) {
      statuses.push((await fetch(`${url}/api/nope`)).status);
    }
    // RATE_LIMIT_MAX is 4 per client IP: the fifth request, whichever replica it reaches, is refused.
    expect(statuses).toEqual([404, 404, 404, 404, 429]);
  });
});
