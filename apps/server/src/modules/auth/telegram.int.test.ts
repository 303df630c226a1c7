import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '#test/log-capture';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { bearer, refreshCookie, signUp, TEST_ENV, type TestServer } from './accounts.int-helpers';

const BOT_TOKEN = '123456789:AAEtest-bot-token_for_integration';
const now = () => Math.floor(Date.now() / 1000);

/** Signs Login Widget data exactly as Telegram documents it. */
function widgetData(fields: Record<string, string | number>, botToken = BOT_TOKEN) {
  const checkString = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(checkString).digest('hex') };
}

/** Builds Mini App initData exactly as Telegram documents it. */
function initData(fields: Record<string, string>, botToken = BOT_TOKEN) {
  const checkString = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({
    db: database.db,
    env: { ...TEST_ENV, TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_BOT_NAME: 'tengu_test_bot' },
  });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const widget = (payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/auth/telegram/widget', payload, headers });
const miniApp = (data: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/telegram/mini-app',
    payload: { initData: data },
  });

describe('Telegram Login Widget', () => {
  it('creates a player who must choose a username, then signs the same player in', async () => {
    const data = widgetData({
      id: 700001,
      first_name: 'Ann',
      username: 'ann_tg',
      auth_date: now(),
    });
    const first = await widget(data);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({
      need_change_username: true,
      email: null,
      telegram_linked: true,
    });
    expect(first.json().user.username).toMatch(/^tg_[0-9a-f]{10}$/);
    expect(refreshCookie(first)).toEqual(expect.any(String));
    const second = await widget(widgetData({ id: 700001, first_name: 'Ann', auth_date: now() }));
    expect(second.json().user.id).toBe(first.json().user.id);
  });

  it('refuses a tampered hash, a wrong bot and a stale auth_date', async () => {
    const good = widgetData({ id: 700002, first_name: 'Bo', auth_date: now() });
    const tampered = await widget({ ...good, id: 700003 });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toEqual({
      code: 'TELEGRAM_AUTH_FAILED',
      message: 'Telegram login failed. Please try again.',
    });
    const otherBot = await widget(
      widgetData({ id: 700002, auth_date: now() }, '987:other-bot-token'),
    );
    expect(otherBot.statusCode).toBe(400);
    const stale = await widget(widgetData({ id: 700002, auth_date: now() - 24 * 3600 - 60 }));
    expect(stale.json().error.message).toBe('Telegram login data has expired. Please try again.');
  });

  it('links Telegram to the signed-in player', async () => {
    const player = await signUp(server);
    const linked = await widget(
      widgetData({ id: 700010, auth_date: now() }),
      bearer(player.accessToken),
    );
    expect(linked.json().user).toMatchObject({ id: player.user.id, telegram_linked: true });
    const later = await widget(widgetData({ id: 700010, auth_date: now() }));
    expect(later.json().user.id).toBe(player.user.id);
    const other = await signUp(server);
    const conflict = await widget(
      widgetData({ id: 700010, auth_date: now() }),
      bearer(other.accessToken),
    );
    expect(conflict.statusCode).toBe(409);
  });
});

describe('Telegram Mini App', () => {
  const user = (id: number) => JSON.stringify({ id, first_name: 'Cy', username: 'cy_tg' });

  it('verifies initData and signs in a new player who must choose a username', async () => {
    const res = await miniApp(
      initData({ auth_date: String(now()), query_id: 'AAH1', user: user(800001) }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.need_change_username).toBe(true);
    const again = await miniApp(initData({ auth_date: String(now()), user: user(800001) }));
    expect(again.json().user.id).toBe(res.json().user.id);
  });

  it('refuses tampered, stale or unsigned initData', async () => {
    const good = initData({ auth_date: String(now()), user: user(800002) });
    const tampered = good.replace('800002', '800003');
    expect((await miniApp(tampered)).json().error.code).toBe('TELEGRAM_AUTH_FAILED');
    const stale = await miniApp(
      initData({ auth_date: String(now() - 25 * 3600), user: user(800002) }),
    );
    expect(stale.json().error.message).toBe('Telegram login data has expired. Please try again.');
    const unsigned = await miniApp(`auth_date=${now()}&user=${encodeURIComponent(user(800002))}`);
    expect(unsigned.statusCode).toBe(400);
  });

  it('is unavailable without TELEGRAM_BOT_TOKEN: 404, no error log', async () => {
    const on = await server.app.inject({ url: '/api/auth/telegram/config' });
    expect(on.json()).toEqual({ enabled: true, botName: 'tengu_test_bot', botId: '123456789' });
    const log = captureLog();
    const plain = await createTestApp({
      db: database.db,
      env: { ...TEST_ENV, LOG_LEVEL: 'info' },
      logStream: log.stream,
    });
    try {
      const off = await plain.app.inject({ url: '/api/auth/telegram/config' });
      expect(off.json()).toEqual({ enabled: false, botName: null, botId: null });
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/telegram/mini-app',
        payload: { initData: initData({ auth_date: String(now()), user: user(800004) }) },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({
        code: 'NOT_FOUND',
        message: 'Telegram login is not available.',
      });
      // An unconfigured feature is not a fault: no error with a stack trace on every call.
      expect(log.lines.filter((l) => Number(l.level) >= 40)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
