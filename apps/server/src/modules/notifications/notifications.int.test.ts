import {
  NOTIFICATION_MESSAGES,
  type NotificationPayload,
  type NotificationsListResponse,
  type UserJoinAck,
} from '@tengu/shared';
import { io as connect, type Socket } from 'socket.io-client';
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
import { fund, walletPost } from '#app/modules/wallet/wallet.int-helpers';
import { createNotification, createNotificationInTransaction } from './notifications.service';

let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const errorOf = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  ...(res.json() as { error: { code: string; message: string } }).error,
});

function notify(player: SignedUp, title: string, link: string | null = null) {
  return createNotification({
    db: database.db,
    realtime: server.realtime,
    userId: player.user.id,
    title,
    message: `${title} message`,
    link,
  });
}

async function list(player: SignedUp, query = '') {
  const res = await server.app.inject({
    url: `/api/notifications${query}`,
    headers: bearer(player.accessToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as NotificationsListResponse;
}

const put = (player: SignedUp, path: string) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/notifications/${path}`,
    headers: bearer(player.accessToken),
  });

describe('GET /api/notifications', () => {
  it('lists only your own, newest first, paged with totalCount, unreadCount and hasMore', async () => {
    const [alice, bob] = [await signUp(server), await signUp(server)];
    expect((await server.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    expect(await list(alice)).toEqual({
      notifications: [],
      totalCount: 0,
      unreadCount: 0,
      pagination: { limit: 50, offset: 0 },
      hasMore: false,
    });
    for (const n of [1, 2, 3, 4, 5]) await notify(alice, `A${n}`, n === 5 ? '/history' : null);
    await notify(bob, 'B1');

    const all = await list(alice);
    expect(all.notifications.map((n) => n.title)).toEqual(['A5', 'A4', 'A3', 'A2', 'A1']);
    expect(all.notifications[0]).toEqual({
      id: expect.any(String),
      title: 'A5',
      message: 'A5 message',
      link: '/history',
      is_read: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(all).toMatchObject({ totalCount: 5, unreadCount: 5, hasMore: false });

    const first = await list(alice, '?limit=2&offset=0');
    expect(first.notifications.map((n) => n.title)).toEqual(['A5', 'A4']);
    expect(first).toMatchObject({ pagination: { limit: 2, offset: 0 }, hasMore: true });
    const last = await list(alice, '?limit=2&offset=4');
    expect(last.notifications.map((n) => n.title)).toEqual(['A1']);
    expect(last).toMatchObject({ totalCount: 5, hasMore: false });
    expect((await list(alice, '?offset=9')).notifications).toEqual([]);

    for (const bad of ['?limit=0', '?limit=51', '?limit=x', '?offset=-1']) {
      const res = await server.app.inject({
        url: `/api/notifications${bad}`,
        headers: bearer(alice.accessToken),
      });
      expect(res.statusCode, bad).toBe(400);
    }
  });
});

describe('marking read', () => {
  it('marks one of your notifications read and answers the unread count', async () => {
    const alice = await signUp(server);
    const first = await notify(alice, 'one');
    await notify(alice, 'two');
    expect((await put(alice, `${first.id}/read`)).json()).toEqual({
      success: true,
      unreadCount: 1,
    });
    // Again: still fine, nothing more to change.
    expect((await put(alice, `${first.id}/read`)).json()).toEqual({
      success: true,
      unreadCount: 1,
    });
    const listing = await list(alice);
    expect(listing.unreadCount).toBe(1);
    expect(listing.notifications.map((n) => [n.title, n.is_read])).toEqual([
      ['two', false],
      ['one', true],
    ]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(errorOf(await put(alice, `${id}/read`))).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: NOTIFICATION_MESSAGES.notFound,
      });
    }
    expect(
      (await server.app.inject({ method: 'PUT', url: `/api/notifications/${first.id}/read` }))
        .statusCode,
    ).toBe(401);
  });

  it('read-all marks every one of yours and nobody else’s', async () => {
    const [alice, bob] = [await signUp(server), await signUp(server)];
    await notify(alice, 'a1');
    await notify(alice, 'a2');
    await notify(bob, 'b1');
    expect((await put(alice, 'read-all')).json()).toEqual({ success: true, unreadCount: 0 });
    expect((await list(alice)).notifications.every((n) => n.is_read)).toBe(true);
    expect(await list(bob)).toMatchObject({ unreadCount: 1, totalCount: 1 });
    expect((await put(alice, 'read-all')).json()).toEqual({ success: true, unreadCount: 0 });
  });

  it("cannot see or mark another player's notification (IDOR)", async () => {
    const [alice, mallory] = [await signUp(server), await signUp(server)];
    const secret = await notify(alice, 'secret');
    expect((await list(mallory)).notifications).toEqual([]);
    expect(errorOf(await put(mallory, `${secret.id}/read`))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: NOTIFICATION_MESSAGES.notFound,
    });
    await put(mallory, 'read-all');
    const listing = await list(alice);
    expect(listing.unreadCount).toBe(1);
    expect(listing.notifications[0]).toMatchObject({ id: secret.id, is_read: false });
  });
});

describe('notification:new', () => {
  it("reaches only the owner's sockets, and only after the transaction commits", async () => {
    const [alice, bob] = [await signUp(server), await signUp(server)];
    const baseUrl = await server.listen();
    const sockets: Socket[] = [];
    const joined = async (accessToken: string | null) => {
      const socket = connect(`${baseUrl}/user`, { transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      if (accessToken) {
        const ack = (await socket
          .timeout(2000)
          .emitWithAck('user:join', { accessToken })) as UserJoinAck;
        expect(ack.ok).toBe(true);
      }
      const received: NotificationPayload[] = [];
      socket.on('notification:new', (p: NotificationPayload) => received.push(p));
      return received;
    };
    try {
      const [toAlice, toBob, toVisitor] = [
        await joined(alice.accessToken),
        await joined(bob.accessToken),
        await joined(null),
      ];

      // Inside another module's transaction: nothing goes out before COMMIT.
      let publish: () => void = () => undefined;
      const created = await database.db.transaction().execute(async (trx) => {
        const made = await createNotificationInTransaction({
          trx,
          realtime: server.realtime,
          userId: alice.user.id,
          title: 'Deposit confirmed',
          message: 'Your deposit of $10 has arrived',
          link: '/history',
        });
        publish = made.publish;
        // Not visible to the API (another connection) until the commit.
        expect((await list(alice)).totalCount).toBe(0);
        return made.notification;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(toAlice).toEqual([]);
      publish();
      await expect.poll(() => toAlice.length).toBe(1);
      expect(toAlice).toEqual([created]);
      expect((await list(alice)).notifications).toEqual([created]);

      // A rolled-back transaction leaves no row (its caller never publishes).
      await expect(
        database.db.transaction().execute(async (trx) => {
          await createNotificationInTransaction({
            trx,
            realtime: server.realtime,
            userId: alice.user.id,
            title: 'Never',
            message: 'Rolled back',
          });
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      expect((await list(alice)).totalCount).toBe(1);

      // The plain form sends at once; Bob and visitors get none of Alice's.
      await notify(alice, 'Plain');
      await expect.poll(() => toAlice.length).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(toBob).toEqual([]);
      expect(toVisitor).toEqual([]);
    } finally {
      for (const s of sockets) s.disconnect();
    }
  });
});

describe('tip notification', () => {
  it('tells the recipient who tipped how much, once, linking to their history', async () => {
    const [alice, bob] = [await signUp(server), await signUp(server)];
    await fund(database.db, alice.user.id, '5');
    const headers = { 'idempotency-key': 'tip-notify-1' };
    const tip = () =>
      walletPost(server, alice.accessToken, 'tip', { userId: bob.user.id, amount: '1.5' }, headers);
    expect((await tip()).statusCode).toBe(200);
    // A replay moves nothing and notifies nobody again.
    expect((await tip()).statusCode).toBe(200);
    const listing = await list(bob);
    expect(listing.totalCount).toBe(1);
    expect(listing.notifications[0]).toMatchObject({
      title: 'You received a tip',
      message: `${alice.user.username} tipped you $1.5`,
      link: '/history',
      is_read: false,
    });
    // A refused tip notifies nobody; the sender gets nothing.
    const refused = await walletPost(server, alice.accessToken, 'tip', {
      userId: bob.user.id,
      amount: '100',
    });
    expect(refused.statusCode).toBe(403);
    expect((await list(bob)).totalCount).toBe(1);
    expect((await list(alice)).totalCount).toBe(0);
  });
});

describe('createNotification', () => {
  it('refuses links a click must not follow and blank or oversized texts', async () => {
    const alice = await signUp(server);
    for (const link of ['javascript:alert(1)', '//evil.example', 'http://x.example', '/\\evil']) {
      await expect(notify(alice, 'x', link)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    await expect(notify(alice, '  ')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(notify(alice, 'x'.repeat(201))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect((await notify(alice, 'ok', 'https://tengu.example/promo')).link).toBe(
      'https://tengu.example/promo',
    );
    expect((await list(alice)).totalCount).toBe(1);
  });
});
