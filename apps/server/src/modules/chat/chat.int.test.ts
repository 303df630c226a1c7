import { CHAT_MESSAGES, type ChatMessage, type RainPayload } from '@tengu/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { pocketUnits } from '#app/modules/wallet/wallet.int-helpers';
import { collect, socketClients } from '#test/socket-clients';
import { useTestServer } from '#test/test-server';
import { errorMessage, joinRoom, next, send, setWagered, USD } from './chat.int-helpers';

const t = useTestServer('2026-11-26T10:00:00Z');
const clients = socketClients();
afterAll(() => clients.close());

async function chatter(): Promise<SignedUp> {
  const p = await t.signUp();
  await setWagered(t.db, p.user.id, 100n * USD);
  return p;
}

let baseUrl: Promise<string> | undefined;
async function listener(room: string) {
  baseUrl ??= t.server.listen();
  const socket = await clients.open(await baseUrl, '/chat');
  expect(await joinRoom(socket, room)).toEqual({ ok: true, room });
  return socket;
}

describe('chat rules, with the spec texts', () => {
  it('refuses empty, blank, too long, links and script tags, and stores nothing', async () => {
    const p = await chatter();
    const cases: Array<[string, string]> = [
      ['', CHAT_MESSAGES.empty],
      ['   \n  ', CHAT_MESSAGES.empty],
      ['x'.repeat(201), CHAT_MESSAGES.tooLong],
      ['join https://evil.example now', CHAT_MESSAGES.links],
      ['visit www.scam.io', CHAT_MESSAGES.links],
      ['free money at tengu-free.com', CHAT_MESSAGES.links],
      ['<script>alert(1)</script>', CHAT_MESSAGES.links],
    ];
    for (const [message, text] of cases) {
      const res = await send(t.server, p, message);
      expect(res.statusCode, message).toBe(400);
      expect(errorMessage(res)).toBe(text);
    }
    const stored = await t.db
      .selectFrom('chat_messages')
      .where('user_id', '=', p.user.id)
      .selectAll()
      .execute();
    expect(stored).toHaveLength(0);
    // Exactly 200 characters is fine.
    expect((await send(t.server, p, 'y'.repeat(200))).statusCode).toBe(200);
  });

  it('needs $100 wagered: "You are not allowed to send messages"', async () => {
    const p = await t.signUp();
    await setWagered(t.db, p.user.id, 100n * USD - 1n);
    const res = await send(t.server, p, 'hello');
    expect(res.statusCode).toBe(403);
    expect(errorMessage(res)).toBe(CHAT_MESSAGES.notAllowed);
  });

  it('visitors cannot send', async () => {
    const res = await t.server.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      payload: { message: 'hi' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('rate-limits a flood with a clear message', async () => {
    const p = await chatter();
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await send(t.server, p, `msg ${i}`));
    expect(results.slice(0, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results[5]?.statusCode).toBe(429);
    expect(errorMessage(results[5]!)).toBe(CHAT_MESSAGES.tooFast);
  });
});

describe('rooms, history and live delivery', () => {
  it('reaches every client in its room and none in another, and is in the history', async () => {
    const p = await chatter();
    const [en1, en2, pl] = [await listener('en'), await listener('en'), await listener('pl')];
    const inPl = collect<ChatMessage>(pl, 'chat:newMessage', 500);
    const got = Promise.all([next(en1, 'chat:newMessage'), next(en2, 'chat:newMessage')]);
    const res = await send(t.server, p, 'hello <b>room</b>'.replace('<b>', '').replace('</b>', ''));
    expect(res.statusCode).toBe(200);
    const [a, b] = await got;
    expect(a).toMatchObject({
      username: p.user.username,
      message: 'hello room',
      message_type: 'text',
      room: 'en',
    });
    expect(b.id).toBe(a.id);
    expect(await inPl).toEqual([]);
    // The quest event is enqueued with the message.
    const outbox = await t.db
      .selectFrom('outbox')
      .select(['topic', 'payload'])
      .where('topic', '=', 'chat.message')
      .execute();
    expect(outbox.map((o) => (o.payload as { messageId: string }).messageId)).toContain(a.id);

    const history = await t.server.app.inject({ url: '/api/chat/history?room=en' });
    const messages = history.json<{ messages: ChatMessage[] }>().messages;
    expect(messages.at(-1)?.id).toBe(a.id); // newest at the bottom
    const plHistory = await t.server.app.inject({ url: '/api/chat/history?room=pl' });
    expect(plHistory.json<{ messages: ChatMessage[] }>().messages.map((m) => m.id)).not.toContain(
      a.id,
    );
  });

  it('/betid shares an own bet as a bet_share card; another player cannot share it', async () => {
    const owner = await chatter();
    const other = await chatter();
    await fundPlayer({ db: t.db, userId: owner.user.id, amount: 10n * USD });
    const bet = await t.server.app.inject({
      method: 'POST',
      url: '/api/games/dice/bet',
      headers: bearer(owner.accessToken),
      payload: { amount: '1', target: 50.5, condition: 'over' },
    });
    expect(bet.statusCode).toBe(200);
    const betId = bet.json<{ bet: { id: string } }>().bet.id;
    const shared = await send(t.server, owner, `/betid ${betId}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json<{ message: ChatMessage }>().message).toMatchObject({
      message_type: 'bet_share',
      metadata: { id: betId, game_name: 'Dice', amount: '1', game_url: '/casino/game/dice' },
    });
    const stolen = await send(t.server, other, `/betid ${betId}`);
    expect(stolen.statusCode).toBe(403);
    expect(errorMessage(stolen)).toBe(CHAT_MESSAGES.notYourBet);
  });
});

describe('moderation', () => {
  it('a moderator deletes a message everywhere and mutes a player live; players cannot', async () => {
    const mod = await chatter();
    await t.db
      .updateTable('users')
      .set({ chat_role: 'moderator' })
      .where('id', '=', mod.user.id)
      .execute();
    const p = await chatter();
    const [en, ru] = [await listener('en'), await listener('ru')];
    const sent = (await send(t.server, p, 'rude words')).json<{ message: ChatMessage }>().message;

    const notMod = await t.server.app.inject({
      method: 'DELETE',
      url: `/api/chat/messages/${sent.id}`,
      headers: bearer(p.accessToken),
    });
    expect(notMod.statusCode).toBe(403);

    const deletions = Promise.all([next(en, 'chat:deleteMessage'), next(ru, 'chat:deleteMessage')]);
    const del = await t.server.app.inject({
      method: 'DELETE',
      url: `/api/chat/messages/${sent.id}`,
      headers: bearer(mod.accessToken),
    });
    expect(del.statusCode).toBe(200);
    expect(await deletions).toEqual([{ messageId: sent.id }, { messageId: sent.id }]);
    const history = (await t.server.app.inject({ url: '/api/chat/history?room=en' })).json<{
      messages: ChatMessage[];
    }>();
    expect(history.messages.map((m) => m.id)).not.toContain(sent.id);

    const mute = await t.server.app.inject({
      method: 'POST',
      url: '/api/chat/mutes',
      headers: bearer(mod.accessToken),
      payload: { userId: p.user.id, minutes: 10, reason: 'spam' },
    });
    expect(mute.statusCode).toBe(200);
    const refused = await send(t.server, p, 'still here?');
    expect(refused.statusCode).toBe(403);
    expect(errorMessage(refused)).toBe(CHAT_MESSAGES.muted);
    // The mute ends on time.
    t.setNow('2026-11-26T10:11:00Z');
    expect((await send(t.server, p, 'back')).statusCode).toBe(200);
    t.setNow('2026-11-26T10:00:00Z');

    const audit = await t.db
      .selectFrom('chat_moderation_audit')
      .select(['action', 'actor'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['delete', 'mute']);
    expect(audit[0]?.actor).toBe(`user:${mod.user.id}`);
  });

  it('banners are operator data', async () => {
    await t.db
      .insertInto('banners')
      .values({
        texts: JSON.stringify({ en: 'Welcome! [Rules](https://tengu.example/rules)' }),
        created_by: 'test',
      })
      .execute();
    const res = await t.server.app.inject({ url: '/api/chat/banners' });
    expect(
      res.json<{ banners: Array<{ description: string }> }>().banners.map((b) => b.description),
    ).toContain('Welcome! [Rules](https://tengu.example/rules)');
  });
});

describe('Tip Rain', () => {
  it('splits exactly among recent chatters of the room, once, in one balanced entry', async () => {
    t.setNow('2026-11-26T12:00:00Z');
    const sender = await chatter();
    const others = [await chatter(), await chatter(), await chatter()];
    const outsider = await chatter();
    for (const [i, o] of others.entries()) {
      t.setNow(`2026-11-26T12:00:0${i + 1}Z`);
      expect((await send(t.server, o, 'hi', 'zh')).statusCode).toBe(200);
    }
    t.setNow('2026-11-26T12:00:10Z');
    expect((await send(t.server, outsider, 'hi', 'ca')).statusCode).toBe(200);
    await fundPlayer({ db: t.db, userId: sender.user.id, amount: 10n * USD });
    const zh = await listener('zh');
    const card = next<RainPayload>(zh, 'rain:new');

    const rain = (key: string) =>
      t.server.app.inject({
        method: 'POST',
        url: '/api/chat/rain',
        headers: { ...bearer(sender.accessToken), 'idempotency-key': key },
        payload: { amount: '1.00000001', room: 'zh' },
      });
    // The same key sent five times at once rains once.
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => rain('rain-1')));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results[0]?.json()).toMatchObject({
      success: true,
      recipients: 3,
      amount: '1.00000001',
    });
    expect(await card).toMatchObject({
      username: sender.user.username,
      amount: '1.00000001',
      recipients: 3,
    });

    expect(await pocketUnits(t.db, sender.user.id, 'credits')).toBe(10n * USD - (USD + 1n));
    const shares = await Promise.all(others.map((o) => pocketUnits(t.db, o.user.id, 'credits')));
    // 100000001 units / 3 = 33333333 rest 2: the two earliest chatters get one unit more.
    expect(shares).toEqual([33_333_334n, 33_333_334n, 33_333_333n]);
    expect(await pocketUnits(t.db, outsider.user.id, 'credits')).toBe(0n);
    const entries = await t.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('kind', '=', 'rain')
      .execute();
    expect(entries).toHaveLength(1);
    await expectLedgerConsistent(t.db);

    // The rain stays in the room's history (a player joining later sees the card), not elsewhere.
    const history = async (room: string) =>
      (await t.server.app.inject({ url: `/api/chat/history?room=${room}` })).json<{
        rains: RainPayload[];
      }>().rains;
    expect(await history('zh')).toEqual([
      expect.objectContaining({ username: sender.user.username, amount: '1.00000001' }),
    ]);
    expect(await history('ca')).toEqual([]);

    const details = await t.server.app.inject({
      url: '/api/chat/rain',
      headers: bearer(sender.accessToken),
    });
    expect(details.json()).toEqual({ sent: '1.00000001', required: '0' });
    t.setNow('2026-11-26T10:00:00Z');
  });

  it('refuses a zero, negative or malformed amount and more than the credits, moving nothing', async () => {
    const sender = await chatter();
    expect((await send(t.server, await chatter(), 'anyone?')).statusCode).toBe(200);
    for (const amount of ['0', '-1', 'abc', '']) {
      const res = await t.server.app.inject({
        method: 'POST',
        url: '/api/chat/rain',
        headers: bearer(sender.accessToken),
        payload: { amount, room: 'en' },
      });
      expect(res.statusCode, amount).toBe(400);
      expect(errorMessage(res)).toBe(CHAT_MESSAGES.invalidAmount);
    }
    const poor = await t.server.app.inject({
      method: 'POST',
      url: '/api/chat/rain',
      headers: bearer(sender.accessToken),
      payload: { amount: '5', room: 'en' },
    });
    expect(poor.statusCode, poor.body).toBe(403);
    expect(errorMessage(poor)).toBe(CHAT_MESSAGES.insufficientFunds);
    await expectLedgerConsistent(t.db);
  });
});
