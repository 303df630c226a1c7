import type { BalancePayload } from '@tengu/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis, type TestRedis } from '#test/redis-server';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

/**
 * Two replicas of the server sharing one Redis (REDIS_URL): events emitted on one reach the
 * sockets connected to the other, and the rate-limit counters are shared (ARCHITECTURE.md,
 * scale-out).
 */
let redis: TestRedis;
let database: TestDatabase;
let replicas: Array<Awaited<ReturnType<typeof createTestApp>>>;
let urls: string[];
const sockets: Socket[] = [];

beforeAll(async () => {
  redis = await startTestRedis();
  database = await createTestDatabase();
  const env = { REDIS_URL: redis.url, RATE_LIMIT_MAX: '4' };
  replicas = [
    await createTestApp({ db: database.db, env }),
    await createTestApp({ db: database.db, env }),
  ];
  for (const replica of replicas) {
    replica.sockets.setJoinAuthenticator(async (token) =>
      token.startsWith('token-') ? token.slice(6) : null,
    );
  }
  urls = await Promise.all(replicas.map((replica) => replica.listen()));
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const replica of replicas) await replica.close();
  await database.drop();
  await redis.stop();
});

async function joinedSocket(baseUrl: string, token: string): Promise<Socket> {
  const socket = connect(`${baseUrl}/user`, { transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await socket.timeout(2000).emitWithAck('user:join', { accessToken: token });
  return socket;
}

describe('scale-out through Redis', () => {
  it('delivers a private event emitted on one replica to the player socket on the other', async () => {
    const [urlA, urlB] = urls as [string, string];
    const onA = await joinedSocket(urlA, 'token-alice');
    const bobOnB = await joinedSocket(urlB, 'token-bob');
    const received: BalancePayload[] = [];
    const bobReceived: BalancePayload[] = [];
    onA.on('user:balance', (p: BalancePayload) => received.push(p));
    bobOnB.on('user:balance', (p: BalancePayload) => bobReceived.push(p));

    replicas[1]?.realtime.toUser('alice', 'user:balance', { credits: '7', freebets: '0' });
    await expect.poll(() => received, { timeout: 3000 }).toEqual([{ credits: '7', freebets: '0' }]);
    expect(bobReceived).toEqual([]);
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
