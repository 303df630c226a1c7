import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_MESSAGES } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  refreshCookie,
  signUp,
  TEST_ENV,
  type SignedUp,
  type TestServer,
} from '#app/modules/auth/accounts.int-helpers';
import { withdrawalFixture } from '#app/modules/console/console-ops.int-helpers';
import { fund } from '#app/modules/wallet/wallet.int-helpers';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import {
  BODY_NO_SCHEMA_FITS,
  PLAY_ENDING,
  ROUTE_ACCESS,
  type MatrixEntry,
  type MatrixFixtures,
} from './authorisation-matrix.int-helpers';

/**
 * The authorisation matrix (issue 25 item 2): every route the app registers, called by a
 * visitor, by another player and by its owner (a moderator where it is theirs), with the answer
 * each must get. Player B asking for player A's resources gets 403/404, none of A's data, and
 * A's state does not change. /api/admin/* is checked role by role in console-access.int.test.ts.
 */

let database: TestDatabase;
let server: TestServer;
let owner: SignedUp;
let other: SignedUp;
let moderator: SignedUp;
let f: MatrixFixtures;
/** Strings of the owner's that no answer to anyone else may contain. */
let secrets: string[];

const FOREIGN_IP = { 'x-forwarded-for': '203.0.113.9' };
const EXPIRED = [401, SESSION_MESSAGES.expired];

beforeAll(async () => {
  database = await createTestDatabase();
  // Telegram sign-in configured, so that its routes answer rather than say "not available".
  server = await createTestApp({
    db: database.db,
    env: { ...TEST_ENV, TELEGRAM_BOT_TOKEN: '123456:matrix', TELEGRAM_BOT_NAME: 'matrix_bot' },
  });
  const db = database.db;
  [owner, other, moderator] = [await signUp(server), await signUp(server), await signUp(server)];
  await db
    .updateTable('users')
    .set({ chat_role: 'moderator' })
    .where('id', '=', moderator.user.id)
    .execute();
  const a = owner.user.id;

  // A second device of the owner's: the session another player tries to revoke.
  const secondLogin = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: owner.user.username, password: owner.password },
  });
  const sessions = await server.app.inject({
    url: '/api/sessions',
    headers: bearer(secondLogin.json<{ accessToken: string }>().accessToken),
  });
  const second = sessions.json<{ sessions: { id: string; current: boolean }[] }>().sessions;
  const ownerSecondSessionId = second.find((s) => s.current)?.id ?? '';

  // A bet of a player who hides their name: its public view must not name them.
  await fund(db, a, '100');
  await inject('PUT', '/api/users/me/privacy', owner, { hide_name: true });
  const bet = await inject('POST', '/api/games/dice/bet', owner, {
    amount: '1',
    target: 50.5,
    condition: 'over',
  });
  const betId = bet.json<{ bet: { id: string } }>().bet.id;

  const withdrawalId = await withdrawalFixture(db, a);
  const address = await db
    .insertInto('payment_deposit_addresses')
    .values({
      user_id: a,
      network: 'btc',
      address: `bc1qmatrix${randomUUID().slice(0, 8)}`,
      tag: null,
      key_id: 'matrix',
      derivation_index: 999_999,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const txid = randomUUID().replaceAll('-', '').repeat(2);
  const deposit = await db
    .insertInto('payment_deposits')
    .values({
      user_id: a,
      address_id: address.id,
      asset: 'BTC',
      network: 'btc',
      txid,
      output_index: 0,
      asset_amount: '12345',
      asset_decimals: 8,
      status: 'PENDING',
      required_confirmations: 2,
      block_height: null,
      block_hash: null,
      fiat_amount: null,
      price_usd: null,
      ledger_entry_id: null,
      source: 'simulator',
      reason: null,
      completed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const notificationTitle = `Matrix notice ${randomUUID()}`;
  const notification = await db
    .insertInto('notifications')
    .values({ user_id: a, title: notificationTitle, message: 'private', link: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const gift = await db
    .insertInto('reward_gifts')
    .values({
      user_id: a,
      reward_type: 'credits',
      amount: 100_000_000n,
      reason: 'matrix',
      created_by: 'matrix',
      read_at: null,
      claimed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const calendarItem = await db
    .insertInto('reward_calendar_items')
    .values({
      user_id: a,
      source: 'matrix',
      source_ref: randomUUID(),
      message: 'matrix',
      amount: 100_000_000n,
      unlock_date: new Date().toISOString().slice(0, 10),
      claimed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stakeEntry = await db
    .selectFrom('ledger_entries')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const sportsBetId = randomUUID();
  await db
    .insertInto('sb_bets')
    .values({
      id: sportsBetId,
      user_id: a,
      slip_id: randomUUID(),
      kind: 'single',
      original_stake: 100_000_000n,
      stake: 100_000_000n,
      total_odds: 2000,
      max_payout: 200_000_000n,
      stake_entry_id: stakeEntry.id,
      settled_at: null,
    })
    .execute();
  const chatMessage = await db
    .insertInto('chat_messages')
    .values({ room: 'en', user_id: a, message: 'matrix', created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lootboxOpenId = randomUUID();
  await db
    .insertInto('free_spin_grants')
    .values({
      user_id: a,
      spins: 3,
      spin_value: 20_000_000n,
      source: 'lootbox',
      source_id: lootboxOpenId,
    })
    .execute();
  const supportText = `Matrix private question ${randomUUID()}`;
  await inject('POST', '/api/support/messages', owner, { body: supportText });

  f = {
    ownerId: a,
    ownerSecondSessionId,
    betId,
    depositId: deposit.id,
    withdrawalId,
    notificationId: notification.id,
    giftId: gift.id,
    calendarItemId: calendarItem.id,
    sportsBetId,
    chatMessageId: chatMessage.id,
    lootboxOpenId,
    providerId: server.config.providers[0]?.id ?? 'tengu-studio',
    gameUuid: randomUUID(),
  };
  secrets = [
    owner.user.email ?? '',
    ownerSecondSessionId,
    deposit.id,
    txid,
    withdrawalId,
    notification.id,
    notificationTitle,
    gift.id,
    calendarItem.id,
    sportsBetId,
    lootboxOpenId,
    supportText,
  ].filter((s) => s.length > 0);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.drop();
});

function inject(
  method: string,
  url: string,
  who: SignedUp | null,
  body?: object,
  headers: Record<string, string> = {},
) {
  return server.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(who ? bearer(who.accessToken) : {}), ...headers },
    ...(body === undefined ? {} : { payload: body }),
  });
}

const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

function call(key: string, entry: MatrixEntry, who: SignedUp | null, headers = {}) {
  const [method = 'GET', path = '/'] = key.split(' ');
  const request = entry.request?.(f) ?? { url: path };
  const body = method === 'GET' || method === 'DELETE' ? undefined : (request.body ?? {});
  return inject(method, request.url, who, body, headers);
}

const errorCode = (res: LightMyRequestResponse) => {
  try {
    return res.json<{ error?: { code?: string } }>().error?.code;
  } catch {
    return undefined;
  }
};

const errorMessage = (res: LightMyRequestResponse) => {
  try {
    return res.json<{ error?: { message?: string } }>().error?.message;
  } catch {
    return undefined;
  }
};

/** Everything of the owner's another caller could change, read straight from the database. */
async function ownerState() {
  const db = database.db;
  const a = f.ownerId;
  return JSON.stringify(
    {
      balances: await db
        .selectFrom('ledger_accounts')
        .select(['pocket', 'balance'])
        .where('user_id', '=', a)
        .orderBy('pocket')
        .execute(),
      user: await db.selectFrom('users').selectAll().where('id', '=', a).executeTakeFirstOrThrow(),
      sessions: await db
        .selectFrom('sessions')
        .select(['id', 'revoked_at'])
        .where('user_id', '=', a)
        .orderBy('id')
        .execute(),
      withdrawals: await db
        .selectFrom('payment_withdrawals')
        .select(['id', 'status'])
        .where('user_id', '=', a)
        .execute(),
      notifications: await db
        .selectFrom('notifications')
        .select(['id', 'is_read'])
        .where('user_id', '=', a)
        .orderBy('id')
        .execute(),
      gifts: await db
        .selectFrom('reward_gifts')
        .select(['id', 'read_at', 'claimed_at'])
        .where('user_id', '=', a)
        .execute(),
      calendar: await db
        .selectFrom('reward_calendar_items')
        .select(['id', 'claimed_at'])
        .where('user_id', '=', a)
        .execute(),
      sportsBets: await db
        .selectFrom('sb_bets')
        .select(['id', 'status', 'stake', 'cashed_out'])
        .where('user_id', '=', a)
        .execute(),
      freeSpins: await db
        .selectFrom('free_spin_grants')
        .select(['id', 'status', 'spins'])
        .where('user_id', '=', a)
        .execute(),
      chat: await db
        .selectFrom('chat_messages')
        .selectAll()
        .where('user_id', '=', a)
        .orderBy('id')
        .execute(),
    },
    (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
  );
}

/** The non-admin routes in calling order: signing the caller out comes last. */
function matrixRoutes() {
  return server.registeredRoutes
    .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/admin'))
    .map(routeKey)
    .sort((x, y) => PLAY_ENDING.indexOf(x) - PLAY_ENDING.indexOf(y));
}

const entryOf = (key: string): MatrixEntry => {
  const entry = ROUTE_ACCESS[key];
  if (!entry) throw new Error(`${key} has no entry in ROUTE_ACCESS`);
  return entry;
};

describe('the authorisation matrix', () => {
  it('states who may call every registered route; /api/admin/* is the console matrix', () => {
    const registered = server.registeredRoutes.filter((r) => r.method !== 'HEAD').map(routeKey);
    const missing = registered.filter(
      (key) => !key.includes(' /api/admin') && ROUTE_ACCESS[key] === undefined,
    );
    expect(missing, 'routes without an entry in ROUTE_ACCESS').toEqual([]);
    const stale = Object.keys(ROUTE_ACCESS).filter((key) => !registered.includes(key));
    expect(stale, 'entries of routes the app no longer registers').toEqual([]);
    // Every /api/admin route goes through the console's access check (and its matrix test).
    const consoleKeys = new Set(server.consoleRoutes.map(routeKey));
    const unguarded = registered.filter((k) => k.includes(' /api/admin') && !consoleKeys.has(k));
    expect(unguarded, '/api/admin routes outside the console registry').toEqual([]);
  });

  it('answers visitors and other players as the table says, never 5xx, and leaks and changes nothing of the owner', async () => {
    const before = await ownerState();
    for (const key of matrixRoutes()) {
      const entry = entryOf(key);
      for (const [label, who] of [
        ['visitor', null],
        ['other player', other],
      ] as const) {
        const headers = entry.access === 'dev' ? FOREIGN_IP : {};
        const res = await call(key, entry, who, headers);
        const at = `${key} as ${label}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect.soft(res.statusCode, at).toBeLessThan(500);
        for (const secret of secrets) {
          expect.soft(res.body.includes(secret), `${at} leaks`).toBe(false);
        }
        switch (entry.access) {
          case 'public':
            expect.soft(res.statusCode, at).not.toBe(403);
            expect.soft(errorMessage(res), at).not.toBe(SESSION_MESSAGES.expired);
            break;
          case 'visitor':
            if (who) expect.soft(res.statusCode, at).toBe(403);
            else expect.soft(res.statusCode, at).toBeLessThan(300);
            break;
          case 'cookie':
            expect.soft([res.statusCode, errorMessage(res)], at).toEqual(EXPIRED);
            break;
          case 'player':
            // Refused, if at all, for what was asked (funds, input), never for who asked.
            if (who) expect.soft(['UNAUTHORIZED', 'FORBIDDEN'], at).not.toContain(errorCode(res));
            else expect.soft([res.statusCode, errorMessage(res)], at).toEqual(EXPIRED);
            break;
          case 'owner':
            if (who) {
              expect.soft([403, 404], at).toContain(res.statusCode);
              expect.soft(errorMessage(res), at).toBe(entry.notYours ?? errorMessage(res));
              expect.soft(errorMessage(res), at).toBeTruthy();
            } else {
              expect.soft([res.statusCode, errorMessage(res)], at).toEqual(EXPIRED);
            }
            break;
          case 'moderator':
            expect.soft(res.statusCode, at).toBe(who ? 403 : 401);
            break;
          case 'provider':
            expect
              .soft(res.json<{ status: string }>().status, at)
              .toMatch(/^RS_ERROR_INVALID_(SIGNATURE|PARTNER)$/);
            break;
          case 'dev':
            expect.soft(res.statusCode, at).toBe(404);
            break;
          case 'scraper':
            expect.soft([401, 404], at).toContain(res.statusCode);
            break;
          case 'staff':
            throw new Error(`${key}: staff routes live under /api/admin`);
        }
      }
    }
    expect(await ownerState(), "the owner's money, sessions and resources").toBe(before);
  });

  it('refuses a visitor before reading the body: every guarded write answers 401 to input that fits no schema', async () => {
    const guarded: Array<MatrixEntry['access']> = ['player', 'owner', 'moderator'];
    const writes = matrixRoutes().filter((key) => {
      const method = key.split(' ')[0];
      return method !== 'GET' && method !== 'DELETE' && guarded.includes(entryOf(key).access);
    });
    expect(writes.length).toBeGreaterThan(30);
    for (const key of writes) {
      const entry = entryOf(key);
      const [method = 'POST', path = '/'] = key.split(' ');
      const url = entry.request?.(f).url ?? path;
      const res = await inject(method, url, null, BODY_NO_SCHEMA_FITS);
      const at = `${key} as visitor with an invalid body: ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect.soft([res.statusCode, errorMessage(res)], at).toEqual(EXPIRED);
    }
  });

  it("names no player who hides their name in their bet's public view", async () => {
    const res = await inject('GET', `/api/bets/${f.betId}`, other);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(owner.user.username);
  });

  it('lets the owner use each of their resources, and a moderator moderate', async () => {
    for (const key of matrixRoutes()) {
      const entry = entryOf(key);
      if (entry.access !== 'owner' && entry.access !== 'moderator') continue;
      const res = await call(key, entry, entry.access === 'owner' ? owner : moderator);
      const at = `${key} as ${entry.access}: ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect.soft(res.statusCode, at).toBeLessThan(500);
      if (entry.notYours) expect.soft(errorMessage(res), at).not.toBe(entry.notYours);
      else expect.soft([401, 403, 404], at).not.toContain(res.statusCode);
    }
  });

  it('takes the refresh cookie as the credential of /api/auth/refresh', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { tengu_refresh: moderator.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(refreshCookie(res)).toBeTruthy();
  });
});
