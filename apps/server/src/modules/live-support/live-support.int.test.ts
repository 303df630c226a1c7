import {
  SUPPORT_MESSAGES,
  SUPPORT_RATE_LIMIT,
  type SupportConversationResponse,
  type SupportListResponse,
  type SupportMessage,
} from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  signUp,
  TEST_ENV,
  type SignedUp,
  type TestServer,
} from '#app/modules/auth/accounts.int-helpers';
import { staffMember } from '#app/modules/console/console.int-helpers';
import { seedLiveSupportDemo } from './live-support-demo';
import { collect, join, socketClients } from '#test/socket-clients';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

let database: TestDatabase;
let server: TestServer;
let baseUrl: string;
let support: SignedUp;
const clients = socketClients();
/** The app's clock runs ahead by this much (each test starts outside the last rate window). */
let offsetMs = 0;
const skipRateWindow = () => {
  offsetMs += SUPPORT_RATE_LIMIT.windowMs + 1000;
};

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({
    db: database.db,
    env: TEST_ENV,
    now: () => new Date(Date.now() + offsetMs),
  });
  baseUrl = await server.listen();
  support = await staffMember(server, database.db, ['support']);
});
afterAll(async () => {
  clients.close();
  await server.close();
  await database.drop();
});

const write = (player: SignedUp, body: unknown) =>
  server.app.inject({
    method: 'POST',
    url: '/api/support/messages',
    headers: bearer(player.accessToken),
    payload: { body },
  });
const ownConversation = async (player: SignedUp) =>
  (
    await server.app.inject({
      url: '/api/support/conversation',
      headers: bearer(player.accessToken),
    })
  ).json<SupportConversationResponse>();
const staffList = async (status = 'open') =>
  (
    await server.app.inject({
      url: `/api/admin/support/conversations?status=${status}`,
      headers: bearer(support.accessToken),
    })
  ).json<SupportListResponse>();
const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(support.accessToken), payload });
const messageCount = async (userId: string) =>
  Number(
    (
      await database.db
        .selectFrom('support_messages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('live support', () => {
  it("delivers a player's message to the staff list, and the staff answer live to the player's socket", async () => {
    skipRateWindow();
    const player = await signUp(server);
    const socket = await clients.open(baseUrl, '/user');
    expect(await join(socket, player.accessToken)).toMatchObject({ ok: true });

    const sent = await write(player, '  My deposit has not arrived yet.  ');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatchObject({
      author: 'player',
      body: 'My deposit has not arrived yet.',
    });

    const listed = (await staffList()).conversations.find((c) => c.playerId === player.user.id);
    expect(listed).toMatchObject({
      username: player.user.username,
      status: 'open',
      lastAuthor: 'player',
      lastMessage: 'My deposit has not arrived yet.',
      unanswered: 1,
    });

    const heard = collect<SupportMessage>(socket, 'support:message', 500);
    const reply = await staff('POST', `/api/admin/support/conversations/${player.user.id}/reply`, {
      body: 'Checking it now, one moment.',
    });
    expect(reply.statusCode).toBe(200);
    expect(await heard).toEqual([
      expect.objectContaining({
        author: 'staff',
        // The player never learns the staff member's account; the console does.
        staffName: null,
        body: 'Checking it now, one moment.',
      }),
    ]);
    expect(reply.json().message.staffName).toBe(support.user.username);

    // The answer is in the history, counts as unread until the widget marks it read.
    const own = await ownConversation(player);
    expect(own.messages.map((m) => [m.author, m.body])).toEqual([
      ['player', 'My deposit has not arrived yet.'],
      ['staff', 'Checking it now, one moment.'],
    ]);
    expect(own.messages.every((m) => m.staffName === null)).toBe(true);
    expect(own.unread).toBe(1);
    await server.app.inject({
      method: 'POST',
      url: '/api/support/read',
      headers: bearer(player.accessToken),
    });
    expect((await ownConversation(player)).unread).toBe(0);

    // Answered conversations no longer wait; the audit row names the staff member.
    const after = (await staffList()).conversations.find((c) => c.playerId === player.user.id);
    expect(after).toMatchObject({ unanswered: 0, lastAuthor: 'staff' });
    const audit = await database.db
      .selectFrom('admin_audit')
      .select(['operator', 'action', 'target_user_id'])
      .where('target_user_id', '=', player.user.id)
      .execute();
    expect(audit).toEqual([
      {
        operator: `console:${support.user.username}`,
        action: 'support.reply',
        target_user_id: player.user.id,
      },
    ]);
  });

  it('lists conversations waiting for an answer first', async () => {
    skipRateWindow();
    const answered = await signUp(server);
    const waiting = await signUp(server);
    await write(waiting, 'First: I wrote first and still wait.');
    await write(answered, 'Second: answered below.');
    await staff('POST', `/api/admin/support/conversations/${answered.user.id}/reply`, {
      body: 'Done.',
    });
    const ids = (await staffList()).conversations.map((c) => c.playerId);
    expect(ids.indexOf(waiting.user.id)).toBeLessThan(ids.indexOf(answered.user.id));
  });

  it("never shows a player another player's conversation", async () => {
    skipRateWindow();
    const alice = await signUp(server);
    const mallory = await signUp(server);
    await write(alice, 'My private question about my account.');
    const malloryView = await ownConversation(mallory);
    expect(malloryView.messages).toEqual([]);
    // The staff routes refuse a player (the console's gate) ...
    const asPlayer = await server.app.inject({
      url: `/api/admin/support/conversations/${alice.user.id}`,
      headers: bearer(mallory.accessToken),
    });
    expect(asPlayer.statusCode).toBe(403);
    // ... and a visitor reads nothing.
    expect((await server.app.inject({ url: '/api/support/conversation' })).statusCode).toBe(401);
    // A staff answer to Alice never reaches Mallory's socket.
    const socket = await clients.open(baseUrl, '/user');
    await join(socket, mallory.accessToken);
    const heard = collect(socket, 'support:message', 400);
    await staff('POST', `/api/admin/support/conversations/${alice.user.id}/reply`, {
      body: 'Hi Alice',
    });
    expect(await heard).toEqual([]);
  });

  it('refuses empty, too long and too many messages with 4xx, writing nothing', async () => {
    skipRateWindow();
    const player = await signUp(server);
    const empty = await write(player, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain(SUPPORT_MESSAGES.empty);
    const long = await write(player, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain(SUPPORT_MESSAGES.tooLong);
    expect(await messageCount(player.user.id)).toBe(0);

    // N concurrent sends: exactly the limit is written, the rest are 429.
    const results = await Promise.all(
      Array.from({ length: SUPPORT_RATE_LIMIT.messages + 3 }, (_, i) =>
        write(player, `Message ${i}`),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(SUPPORT_RATE_LIMIT.messages);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    const refused = results.find((r) => r.statusCode === 429);
    expect(refused?.json().error.message).toBe(SUPPORT_MESSAGES.tooFast);
    expect(await messageCount(player.user.id)).toBe(SUPPORT_RATE_LIMIT.messages);

    // After the window the player may write again.
    skipRateWindow();
    expect((await write(player, 'Later message')).statusCode).toBe(200);
  });

  it('closes and reopens a conversation (audited); a player writing reopens it', async () => {
    skipRateWindow();
    const player = await signUp(server);
    await write(player, 'Thanks, all good now.');
    const socket = await clients.open(baseUrl, '/user');
    await join(socket, player.accessToken);
    const statuses = collect<{ status: string }>(socket, 'support:status', 500);
    const close = await staff(
      'POST',
      `/api/admin/support/conversations/${player.user.id}/close`,
      {},
    );
    expect(close.statusCode).toBe(200);
    expect(await statuses).toEqual([{ status: 'closed' }]);
    const again = await staff(
      'POST',
      `/api/admin/support/conversations/${player.user.id}/close`,
      {},
    );
    expect([again.statusCode, again.json().error.message]).toEqual([
      409,
      SUPPORT_MESSAGES.alreadyClosed,
    ]);
    expect((await staffList('closed')).conversations.map((c) => c.playerId)).toContain(
      player.user.id,
    );
    expect((await ownConversation(player)).status).toBe('closed');

    await write(player, 'One more question.');
    expect((await ownConversation(player)).status).toBe('open');
    const actions = await database.db
      .selectFrom('admin_audit')
      .select('action')
      .where('target_user_id', '=', player.user.id)
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['support.close']);

    const missing = await staff(
      'POST',
      `/api/admin/support/conversations/${support.user.id}/reply`,
      {
        body: 'Hello?',
      },
    );
    expect([missing.statusCode, missing.json().error.message]).toEqual([
      404,
      SUPPORT_MESSAGES.conversationNotFound,
    ]);
  });

  it('seeds two demo questions once, waiting in the console', async () => {
    const sakura = await signUp(server, { username: 'SakuraSpins', email: 'sakura@example.com' });
    const zen = await signUp(server, { username: 'ZenDegen', email: 'zen@example.com' });
    expect(await seedLiveSupportDemo(database.db)).toBe(2);
    expect(await seedLiveSupportDemo(database.db)).toBe(0);
    const waiting = (await staffList()).conversations.filter((c) =>
      [sakura.user.id, zen.user.id].includes(c.playerId),
    );
    expect(waiting.map((c) => [c.username, c.unanswered])).toEqual([
      ['ZenDegen', 1],
      ['SakuraSpins', 1],
    ]);
  });

  it('answers the widget mode: ours unless LIVE_SUPPORT_SCRIPT_URL is set', async () => {
    const res = await server.app.inject({ url: '/api/support/config' });
    expect(res.json()).toEqual({ mode: 'builtin' });
  });
});
