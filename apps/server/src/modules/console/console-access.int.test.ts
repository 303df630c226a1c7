import { randomUUID } from 'node:crypto';
import { CONSOLE_MESSAGES, STAFF_ROLES, type StaffRole } from '@tengu/shared';
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
import Fastify from 'fastify';
import { installConsoleAccess, type ConsoleRoute } from './console-access';
import { BODY_NO_SCHEMA_FITS } from '#app/security/authorisation-matrix.int-helpers';
import { addBanner } from '#app/modules/banners/banners.service';
import { createLootboxCode } from '#app/modules/lootbox/lootbox.operator';
import { enableTwoFactor, staffMember } from './console.int-helpers';
import { withdrawalFixture } from './console-ops.int-helpers';
// Promotions (ADR 046).
import { createChallenge } from '#app/modules/challenges/challenges.operator';
import { createQuest } from '#app/modules/quests/quests.operator';
// Sportsbook trading (issue 22, ADR 047).
import {
  TRADING_MATRIX_BODIES,
  tradingMatrixParams,
} from '#app/modules/sportsbook/trading/trading.int-helpers';

let database: TestDatabase;
let server: TestServer;
let visitorTarget: SignedUp;
let player: SignedUp;
let staffWithout2fa: SignedUp;
const byRole = new Map<StaffRole, SignedUp>();

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
  visitorTarget = await signUp(server);
  await enableTwoFactor(server, visitorTarget);
  // Live support's console routes need the target's conversation (issue 23 item 3).
  await server.app.inject({
    method: 'POST',
    url: '/api/support/messages',
    headers: bearer(visitorTarget.accessToken),
    payload: { body: 'A question for the matrix' },
  });
  player = await signUp(server);
  staffWithout2fa = await staffMember(server, database.db, ['admin'], { twoFactor: false });
  for (const role of STAFF_ROLES) byRole.set(role, await staffMember(server, database.db, [role]));
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

/** A valid request body for each mutating route (the matrix calls each with the right role once). */
const BODIES: Record<string, object> = {
  'POST /api/admin/players/:id/adjust': {
    action: 'credit',
    amount: '5',
    reason: 'matrix',
    requestId: randomUUID(),
  },
  'POST /api/admin/players/:id/mute': { minutes: 5, reason: 'matrix' },
  'POST /api/admin/players/:id/unmute': { reason: 'matrix' },
  'POST /api/admin/players/:id/status': { status: 'active', reason: 'matrix' },
  'POST /api/admin/players/:id/reset-2fa': { reason: 'matrix' },
  'POST /api/admin/players/:id/flags': { needChangeUsername: true, reason: 'matrix' },
  'POST /api/admin/players/:id/notify': { title: 'Hello', message: 'From the matrix' },
  'POST /api/admin/players/:id/notes': { body: 'matrix note' },
  'POST /api/admin/players/:id/sessions/:sessionId/revoke': { reason: 'matrix' },
  // Live support (issue 23 item 3, ADR 041): `:id` is the player's id, whose conversation exists.
  'POST /api/admin/support/conversations/:id/reply': { body: 'An answer from the matrix' },
  'POST /api/admin/support/conversations/:id/close': {},
  'POST /api/admin/support/conversations/:id/reopen': {},
  // Chat moderation and content (ADR 040).
  'POST /api/admin/chat/messages/:messageId/delete': { reason: 'matrix' },
  'POST /api/admin/banners': { texts: { en: 'Matrix banner' } },
  'PUT /api/admin/banners/:bannerId': { texts: { en: 'Matrix banner, edited' }, position: 2 },
  'POST /api/admin/banners/:bannerId/remove': { reason: 'matrix' },
  'PUT /api/admin/content': { kind: 'support', id: 'matrix-faq', title: 'Q?', body: 'A.' },
  'POST /api/admin/content/delete': { kind: 'support', id: 'matrix-faq', language: 'en' },
  'PUT /api/admin/blog': {
    slug: 'matrix-post',
    title: 'Matrix',
    excerpt: 'A post.',
    cover: '/blog/covers/matrix.svg',
    content: 'Body.',
  },
  'POST /api/admin/blog/delete': { slug: 'matrix-post', language: 'en' },
  // Money and operations sections (ADR 039).
  'POST /api/admin/withdrawals/:withdrawalId/approve': {},
  'POST /api/admin/withdrawals/:withdrawalId/reject': { reason: 'matrix' },
  'POST /api/admin/withdrawals/:withdrawalId/sent': { txid: 'ab'.repeat(32), reason: 'matrix' },
  'POST /api/admin/withdrawals/:withdrawalId/retry': { reason: 'matrix' },
  'POST /api/admin/system/ledger-check': {},
  // Games section (ADR 044).
  'PUT /api/admin/games/:game': {
    enabled: true,
    minBet: '0',
    maxBet: null,
    maxProfit: null,
    reason: 'matrix',
  },
  // Rewards: rates, gifts, lootbox codes (ADR 045).
  'PUT /api/admin/rewards/rates/:group': { settings: { rakebackBps: 500 }, reason: 'matrix' },
  'POST /api/admin/rewards/gifts': {
    target: { audience: 'all' },
    type: 'credits',
    amount: '1',
    reason: 'matrix',
    requestId: randomUUID(),
  },
  'POST /api/admin/rewards/codes': { code: 'MATRIX-NEW' },
  'POST /api/admin/rewards/codes/:code/disable': { reason: 'matrix' },
  // Promotions: quests, challenges, the raffle (ADR 046).
  'POST /api/admin/promotions/quests': {
    title: 'Matrix quest',
    reward: '10',
    tasks: [{ kind: 'chat', title: 'Say hi', target: '1' }],
  },
  'PUT /api/admin/promotions/quests/:questId': { title: 'Matrix quest, edited' },
  'POST /api/admin/promotions/quests/:questId/end': { reason: 'matrix' },
  'POST /api/admin/promotions/challenges': {
    game: 'dice',
    multiplier: '50',
    stake: '1',
    prize: '5',
  },
  'POST /api/admin/promotions/challenges/:number/cancel': { reason: 'matrix' },
  'POST /api/admin/promotions/raffle/draw': {},
  // Sportsbook trading (ADR 047).
  ...TRADING_MATRIX_BODIES,
  // The provider catalogue (ADR 048).
  'POST /api/admin/catalogue/games/:gameId/enabled': { enabled: false, reason: 'matrix' },
  'POST /api/admin/catalogue/games/:gameId/position': { position: 1 },
  'POST /api/admin/catalogue/providers/:providerId/enabled': { enabled: false },
};

/** Path parameters other than the player's id, per route (filled in beforeAll). */
const PARAMS: Record<string, Record<string, string>> = {
  // Games section (ADR 044).
  'PUT /api/admin/games/:game': { game: 'keno' },
};
/** Query strings of GET routes that need one. */
const QUERIES: Record<string, string> = {
  '/api/admin/players': '?q=p',
  '/api/admin/content': '?kind=support',
  // Rewards (ADR 045).
  '/api/admin/rewards/gifts/preview': '?audience=all',
  // CSV exports and the catalogue (ADR 048).
  '/api/admin/players.csv': '?q=p',
};

beforeAll(async () => {
  const banner = async () =>
    String(
      (
        await addBanner({
          db: database.db,
          operator: { name: 'matrix' },
          input: { texts: { en: 'For the matrix' } },
        })
      ).id,
    );
  PARAMS['PUT /api/admin/banners/:bannerId'] = { bannerId: await banner() };
  PARAMS['POST /api/admin/banners/:bannerId/remove'] = { bannerId: await banner() };
  const message = await database.db
    .insertInto('chat_messages')
    .values({ room: 'en', user_id: player.user.id, message: 'delete me', created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  PARAMS['POST /api/admin/chat/messages/:messageId/delete'] = { messageId: message.id };
  // Rewards (ADR 045): a rates group and a lootbox code.
  PARAMS['PUT /api/admin/rewards/rates/:group'] = { group: 'rewards' };
  await createLootboxCode({ db: database.db, operator: 'matrix', code: 'MATRIX' });
  PARAMS['POST /api/admin/rewards/codes/:code/disable'] = { code: 'MATRIX' };
  PARAMS['GET /api/admin/rewards/codes/:code/redemptions'] = { code: 'MATRIX' };
  // Promotions (ADR 046).
  const quest = async () =>
    (
      await createQuest({
        db: database.db,
        operator: 'matrix',
        input: { title: 'Q', reward: '1', tasks: [{ kind: 'chat', title: 'T', target: '1' }] },
      })
    ).id;
  PARAMS['PUT /api/admin/promotions/quests/:questId'] = { questId: await quest() };
  PARAMS['POST /api/admin/promotions/quests/:questId/end'] = { questId: await quest() };
  const challenge = await createChallenge({
    db: database.db,
    operator: 'matrix',
    input: { game: 'dice', multiplier: '50', stake: '1', prize: '5' },
  });
  PARAMS['POST /api/admin/promotions/challenges/:number/cancel'] = {
    number: String(challenge.challenge.number),
  };
  PARAMS['GET /api/admin/promotions/raffle/weeks/:week/winners'] = { week: '2026-11-20' };
  // Sportsbook trading (ADR 047): one event per route, in the state its call succeeds in.
  Object.assign(PARAMS, await tradingMatrixParams(server, database.db));
});

// The provider catalogue (ADR 048): one provider game for its routes.
beforeAll(async () => {
  const game = await database.db
    .insertInto('provider_games')
    .values({
      provider_id: 'matrix-studio',
      provider_name: 'Matrix Studio',
      code: 'matrix-game',
      name: 'Matrix Game',
      slug: 'matrix-game',
      categories: ['slots'],
      rtp: 96,
      volatility: 'medium',
      max_win_x: 1000,
      release_date: '2026-01-01',
      image: '/matrix.svg',
      image_gradient: ['#000000', '#111111'],
      features: [],
      description: 'For the matrix',
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  for (const route of ['enabled', 'position'])
    PARAMS[`POST /api/admin/catalogue/games/:gameId/${route}`] = { gameId: game.uuid };
  PARAMS['POST /api/admin/catalogue/providers/:providerId/enabled'] = {
    providerId: 'matrix-studio',
  };
});

/** A fresh withdrawal of the plain player in the state the route acts on (ADR 039). */
const withdrawalFor = (url: string) =>
  withdrawalFixture(database.db, player.user.id, {
    state: /\/(sent|retry)$/.test(url) ? 'UNSENT' : 'PENDING',
  });

async function liveSessionOf(userId: string): Promise<string> {
  const row = await database.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function call(route: ConsoleRoute, who: SignedUp | null, body?: object) {
  const key = `${route.method} ${route.url}`;
  let url = route.url.replace(':id', visitorTarget.user.id);
  if (url.includes(':sessionId'))
    url = url.replace(':sessionId', await liveSessionOf(visitorTarget.user.id));
  for (const [name, value] of Object.entries(PARAMS[key] ?? {}))
    url = url.replace(`:${name}`, value);
  url += QUERIES[url] ?? '';
  if (url.includes(':withdrawalId'))
    url = url.replace(':withdrawalId', await withdrawalFor(route.url));
  return server.app.inject({
    method: route.method as 'GET' | 'POST' | 'PUT',
    url,
    headers: who ? bearer(who.accessToken) : {},
    ...(route.method === 'GET' ? {} : { payload: body ?? BODIES[key] ?? {} }),
  });
}

const auditCount = async () =>
  Number(
    (
      await database.db
        .selectFrom('admin_audit')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the /api/admin authorisation matrix', () => {
  it('registers the console routes, each with its roles', () => {
    const urls = server.consoleRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('GET /api/admin/players');
    expect(urls).toContain('POST /api/admin/players/:id/adjust');
    expect(urls).toContain('GET /api/admin/audit');
    for (const key of Object.keys(BODIES)) expect(urls).toContain(key);
  });

  it('stops the app at start-up when a console route declares no roles', async () => {
    const app = Fastify();
    app.decorate('requireUser', async () => {});
    const start = async () => {
      await app.register(async (scope) => {
        installConsoleAccess(scope, database.db, []);
        scope.get('/api/admin/forgotten', async () => ({}));
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/declares no staffRoles/);
  });

  it('refuses visitors, players, staff without 2FA and wrong roles on every route, changing nothing', async () => {
    const before = await auditCount();
    for (const route of server.consoleRoutes) {
      const label = `${route.method} ${route.url}`;
      const visitor = await call(route, null, BODY_NO_SCHEMA_FITS);
      expect(visitor.statusCode, `${label} visitor`).toBe(401);
      const asPlayer = await call(route, player);
      expect([asPlayer.statusCode, asPlayer.json().error.message], `${label} player`).toEqual([
        403,
        CONSOLE_MESSAGES.staffOnly,
      ]);
      const no2fa = await call(route, staffWithout2fa);
      expect([no2fa.statusCode, no2fa.json().error.message], `${label} no 2FA`).toEqual([
        403,
        CONSOLE_MESSAGES.twoFactorRequired,
      ]);
      for (const role of STAFF_ROLES) {
        if (role === 'admin' || route.roles.includes(role)) continue;
        const wrong = await call(route, byRole.get(role) ?? null);
        expect([wrong.statusCode, wrong.json().error.message], `${label} as ${role}`).toEqual([
          403,
          CONSOLE_MESSAGES.wrongRole,
        ]);
      }
    }
    expect(await auditCount()).toBe(before);
    const balances = await database.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('user_id', '=', visitorTarget.user.id)
      .execute();
    expect(balances.every((b) => b.balance === 0n)).toBe(true);
  });

  it('lets the right role through on every route; every change writes one audit row', async () => {
    for (const route of server.consoleRoutes) {
      const label = `${route.method} ${route.url}`;
      const role = route.roles.find((r) => r !== 'admin') ?? 'admin';
      const before = await auditCount();
      const res = await call(route, byRole.get(role) ?? null);
      expect(res.statusCode, `${label} as ${role}: ${res.body}`).toBe(200);
      expect(await auditCount(), `${label} audit rows`).toBe(
        before + (route.method === 'GET' ? 0 : 1),
      );
    }
  });

  it('lets admin use every route', async () => {
    const admin = byRole.get('admin');
    for (const route of server.consoleRoutes.filter((r) => r.method === 'GET')) {
      const res = await call(route, admin ?? null);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(200);
    }
  });

  it('answers /api/admin/me with the staff roles', async () => {
    const member = await staffMember(server, database.db, ['finance', 'support']);
    const res = await server.app.inject({
      url: '/api/admin/me',
      headers: bearer(member.accessToken),
    });
    expect(res.json()).toEqual({
      userId: member.user.id,
      username: member.user.username,
      roles: ['finance', 'support'],
    });
  });
});
