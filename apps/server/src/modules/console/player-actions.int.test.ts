import { randomUUID } from 'node:crypto';
import { CONSOLE_MESSAGES } from '@tengu/shared';
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
import { enableTwoFactor, staffMember } from './console.int-helpers';

let database: TestDatabase;
let server: TestServer;
let admin: SignedUp;
let finance: SignedUp;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
  admin = await staffMember(server, database.db, ['admin']);
  finance = await staffMember(server, database.db, ['finance']);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const post = (who: SignedUp, url: string, payload: object) =>
  server.app.inject({ method: 'POST', url, payload, headers: bearer(who.accessToken) });
const get = (who: SignedUp, url: string) =>
  server.app.inject({ url, headers: bearer(who.accessToken) });

async function creditsOf(userId: string): Promise<string> {
  const res = await get(admin, `/api/admin/players/${userId}`);
  return (
    res.json().balances.find((b: { pocket: string }) => b.pocket === 'credits')?.balance ?? '0'
  );
}

const auditRows = (targetUserId: string) =>
  database.db
    .selectFrom('admin_audit')
    .selectAll()
    .where('target_user_id', '=', targetUserId)
    .orderBy('id')
    .execute();

describe('players: search and pages', () => {
  it('finds a player by name, email and id', async () => {
    const p = await signUp(server);
    for (const q of [p.user.username.toUpperCase(), p.user.email ?? '', p.user.id]) {
      const res = await get(finance, `/api/admin/players?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().players.map((x: { id: string }) => x.id)).toContain(p.user.id);
    }
    const none = await get(finance, '/api/admin/players?q=no-such-player-anywhere');
    expect(none.json()).toEqual({ players: [] });
  });

  it('finds a player by deposit address and by transaction id, and shows the deposit', async () => {
    const p = await signUp(server);
    const address = await database.db
      .insertInto('payment_deposit_addresses')
      .values({
        user_id: p.user.id,
        network: 'ethereum',
        address: `0xAbC${p.user.id.replace(/-/g, '').slice(0, 20)}`,
        tag: null,
        key_id: 'test',
        derivation_index: Math.floor(Math.random() * 1e6),
      })
      .returning(['id', 'address'])
      .executeTakeFirstOrThrow();
    const txid = `0x${p.user.id.replace(/-/g, '')}`;
    await database.db
      .insertInto('payment_deposits')
      .values({
        user_id: p.user.id,
        address_id: address.id,
        asset: 'ETH',
        network: 'ethereum',
        txid,
        output_index: 0,
        asset_amount: '1000',
        asset_decimals: 18,
        status: 'PENDING',
        required_confirmations: 12,
        block_height: null,
        block_hash: null,
        fiat_amount: null,
        price_usd: null,
        ledger_entry_id: null,
        source: 'simulator',
        reason: null,
        completed_at: null,
      })
      .execute();
    const byAddress = await get(finance, `/api/admin/players?q=${address.address.toLowerCase()}`);
    expect(byAddress.json().players).toMatchObject([{ id: p.user.id, matchedBy: 'address' }]);
    const byTxid = await get(finance, `/api/admin/players?q=${txid.toUpperCase()}`);
    expect(byTxid.json().players).toMatchObject([{ id: p.user.id, matchedBy: 'txid' }]);
    const detail = (await get(finance, `/api/admin/players/${p.user.id}`)).json();
    expect(detail.deposits).toMatchObject([
      { txid, asset: 'ETH', status: 'PENDING', amount: null },
    ]);
  });

  it('answers 404 for an unknown player and 400 for a bad id', async () => {
    const unknown = await get(admin, '/api/admin/players/00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([
      404,
      CONSOLE_MESSAGES.playerNotFound,
    ]);
    expect((await get(admin, '/api/admin/players/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('credit and debit', () => {
  it('credits with a reason as one balanced ledger entry, in the ledger and the audit log', async () => {
    const p = await signUp(server);
    const res = await post(finance, `/api/admin/players/${p.user.id}/adjust`, {
      action: 'credit',
      requestId: randomUUID(),
      amount: '25.5',
      reason: 'goodwill after an outage',
    });
    expect(res.statusCode).toBe(200);
    expect(await creditsOf(p.user.id)).toBe('25.5');
    const [audit] = await auditRows(p.user.id);
    expect(audit).toMatchObject({
      operator: `console:${finance.user.username}`,
      action: 'balance_credit',
      actor_user_id: finance.user.id,
      ip: expect.any(String),
    });
    expect(audit?.details).toMatchObject({
      reason: 'goodwill after an outage',
      amount: '25.5',
      before: '0',
      after: '25.5',
    });
    const postings = await database.db
      .selectFrom('ledger_postings')
      .select('amount')
      .where('entry_id', '=', audit?.ledger_entry_id ?? -1n)
      .execute();
    expect(postings).toHaveLength(2);
    expect(postings.reduce((sum, row) => sum + row.amount, 0n)).toBe(0n);

    const ledger = await get(finance, `/api/admin/players/${p.user.id}/ledger?pageSize=10`);
    expect(ledger.json()).toMatchObject({
      total: 1,
      items: [{ kind: 'admin', pocket: 'credits', amount: '25.5', balanceAfter: '25.5' }],
    });
  });

  it('refuses a debit above the balance and a missing reason, changing nothing', async () => {
    const p = await signUp(server);
    const debit = await post(finance, `/api/admin/players/${p.user.id}/adjust`, {
      action: 'debit',
      requestId: randomUUID(),
      amount: '1',
      reason: 'chargeback',
    });
    expect(debit.statusCode).toBe(403);
    expect(debit.json().error.code).toBe('INSUFFICIENT_FUNDS');
    const noReason = await post(finance, `/api/admin/players/${p.user.id}/adjust`, {
      action: 'credit',
      requestId: randomUUID(),
      amount: '1',
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    const badAmount = await post(finance, `/api/admin/players/${p.user.id}/adjust`, {
      action: 'credit',
      requestId: randomUUID(),
      amount: '-3',
      reason: 'x',
    });
    expect(badAmount.statusCode).toBe(400);
    expect(await creditsOf(p.user.id)).toBe('0');
    expect(await auditRows(p.user.id)).toEqual([]);
  });

  it('moves money once for concurrent or repeated requests of one intent', async () => {
    const p = await signUp(server);
    const body = {
      action: 'credit',
      amount: '10',
      reason: 'double click',
      requestId: randomUUID(),
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(finance, `/api/admin/players/${p.user.id}/adjust`, body),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().auditId)).size).toBe(1);
    expect(await creditsOf(p.user.id)).toBe('10');
    expect(await auditRows(p.user.id)).toHaveLength(1);
    const again = await post(finance, `/api/admin/players/${p.user.id}/adjust`, body);
    expect(again.json().auditId).toBe(answers[0]?.json().auditId);
    expect(await creditsOf(p.user.id)).toBe('10');
  });

  it('pages the ledger', async () => {
    const p = await signUp(server);
    for (const amount of ['1', '2', '3']) {
      await post(finance, `/api/admin/players/${p.user.id}/adjust`, {
        action: 'credit',
        requestId: randomUUID(),
        amount,
        reason: 'paging',
      });
    }
    const page2 = await get(finance, `/api/admin/players/${p.user.id}/ledger?page=2&pageSize=2`);
    expect(page2.json()).toMatchObject({ total: 3, page: 2, items: [{ amount: '1' }] });
  });
});

describe('suspend and ban', () => {
  it('signs a suspended player out everywhere and refuses sign-in and bets until reinstated', async () => {
    const p = await signUp(server);
    await post(admin, `/api/admin/players/${p.user.id}/adjust`, {
      action: 'credit',
      requestId: randomUUID(),
      amount: '10',
      reason: 'to bet',
    });
    const suspend = await post(admin, `/api/admin/players/${p.user.id}/status`, {
      status: 'suspended',
      reason: 'fraud review',
    });
    expect(suspend.statusCode).toBe(200);
    const bet = await server.app.inject({
      method: 'POST',
      url: '/api/games/dice/bet',
      headers: bearer(p.accessToken),
      payload: { amount: '1', target: 50.5, condition: 'over' },
    });
    expect(bet.statusCode).toBe(401);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: p.user.username, password: p.password },
    });
    expect([login.statusCode, login.json().error.message]).toEqual([
      403,
      CONSOLE_MESSAGES.accountSuspended,
    ]);
    expect(await creditsOf(p.user.id)).toBe('10');

    await post(admin, `/api/admin/players/${p.user.id}/status`, {
      status: 'banned',
      reason: 'confirmed',
    });
    const banned = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: p.user.username, password: p.password },
    });
    expect(banned.json().error.message).toBe(CONSOLE_MESSAGES.accountBanned);

    await post(admin, `/api/admin/players/${p.user.id}/status`, {
      status: 'active',
      reason: 'appeal accepted',
    });
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: p.user.username, password: p.password },
    });
    expect(again.statusCode).toBe(200);
    const audits = (await auditRows(p.user.id)).filter((a) => a.action === 'account_status');
    expect(audits.map((a) => a.details)).toMatchObject([
      { before: { status: 'active' }, after: { status: 'suspended' }, reason: 'fraud review' },
      { before: { status: 'suspended' }, after: { status: 'banned' } },
      { before: { status: 'banned' }, after: { status: 'active' } },
    ]);
  });

  it('refuses to let staff suspend themselves', async () => {
    const res = await post(admin, `/api/admin/players/${admin.user.id}/status`, {
      status: 'suspended',
      reason: 'oops',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('account and chat actions', () => {
  it('mutes and unmutes in chat', async () => {
    const p = await signUp(server);
    const mod = await staffMember(server, database.db, ['moderator']);
    expect(
      (await post(mod, `/api/admin/players/${p.user.id}/mute`, { minutes: 30, reason: 'spam' }))
        .statusCode,
    ).toBe(200);
    const muted = (await get(admin, `/api/admin/players/${p.user.id}`)).json();
    expect(muted.flags.mutedUntil).not.toBeNull();
    await post(mod, `/api/admin/players/${p.user.id}/unmute`, { reason: 'served' });
    const unmuted = (await get(admin, `/api/admin/players/${p.user.id}`)).json();
    expect(unmuted.flags.mutedUntil).toBeNull();
    expect((await auditRows(p.user.id)).map((a) => a.action)).toEqual(['chat_mute', 'chat_unmute']);
  });

  it('resets 2FA once, forces a password change, notifies and keeps notes', async () => {
    const p = await signUp(server);
    await enableTwoFactor(server, p);
    const support = await staffMember(server, database.db, ['support']);
    const url = `/api/admin/players/${p.user.id}`;
    expect((await post(support, `${url}/reset-2fa`, { reason: 'lost phone' })).statusCode).toBe(
      200,
    );
    const twice = await post(support, `${url}/reset-2fa`, { reason: 'lost phone' });
    expect([twice.statusCode, twice.json().error.message]).toEqual([
      409,
      CONSOLE_MESSAGES.twoFactorNotEnabled,
    ]);
    await post(support, `${url}/flags`, { needChangePassword: true, reason: 'leaked' });
    await post(support, `${url}/notify`, { title: 'Hi', message: 'Please change your password' });
    await post(support, `${url}/notes`, { body: 'Called about lost phone' });
    const detail = (await get(admin, url)).json();
    expect(detail.flags).toMatchObject({ twoFactorEnabled: false, needChangePassword: true });
    expect(detail.notes).toMatchObject([
      { author: support.user.username, body: 'Called about lost phone' },
    ]);
    const me = await server.app.inject({ url: '/api/users/me', headers: bearer(p.accessToken) });
    expect(me.json().need_change_password ?? me.json().needChangePassword).toBe(true);
    const notifications = await server.app.inject({
      url: '/api/notifications',
      headers: bearer(p.accessToken),
    });
    expect(JSON.stringify(notifications.json())).toContain('Please change your password');
  });

  it('revokes one session of the player', async () => {
    const p = await signUp(server);
    const detail = (await get(admin, `/api/admin/players/${p.user.id}`)).json();
    const [session] = detail.sessions;
    const res = await post(admin, `/api/admin/players/${p.user.id}/sessions/${session.id}/revoke`, {
      reason: 'stolen device',
    });
    expect(res.statusCode).toBe(200);
    const me = await server.app.inject({ url: '/api/users/me', headers: bearer(p.accessToken) });
    expect(me.statusCode).toBe(401);
    const again = await post(
      admin,
      `/api/admin/players/${p.user.id}/sessions/${session.id}/revoke`,
      {
        reason: 'stolen device',
      },
    );
    expect(again.statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('lists console actions newest first, filterable by actor and action', async () => {
    const p = await signUp(server);
    await post(finance, `/api/admin/players/${p.user.id}/adjust`, {
      action: 'credit',
      requestId: randomUUID(),
      amount: '3',
      reason: 'audit check',
    });
    await post(admin, `/api/admin/players/${p.user.id}/notes`, { body: 'audit note' });
    const all = (await get(admin, '/api/admin/audit?pageSize=2')).json();
    expect(all.items.map((i: { action: string }) => i.action)).toEqual([
      'note_add',
      'balance_credit',
    ]);
    expect(all.items[1]).toMatchObject({ targetUsername: p.user.username, ip: expect.any(String) });
    const byActor = (
      await get(admin, `/api/admin/audit?actor=${finance.user.username}&action=credit`)
    ).json();
    expect(byActor.items.length).toBeGreaterThan(0);
    expect(
      byActor.items.every(
        (i: { operator: string; action: string }) =>
          i.operator === `console:${finance.user.username}` && i.action === 'balance_credit',
      ),
    ).toBe(true);
  });

  it('filters by the player (name or id) and by days, and refuses a malformed day', async () => {
    const p = await signUp(server);
    const other = await signUp(server);
    for (const who of [p, other])
      await post(admin, `/api/admin/players/${who.user.id}/notes`, { body: 'day filter' });
    const actions = async (query: string) =>
      (await get(admin, `/api/admin/audit?${query}`))
        .json()
        .items.map((i: { targetUsername: string | null }) => i.targetUsername);
    expect(await actions(`player=${p.user.username}`)).toEqual([p.user.username]);
    expect(await actions(`player=${other.user.id}`)).toEqual([other.user.username]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await actions(`player=${p.user.username}&from=${today}&to=${today}`)).toEqual([
      p.user.username,
    ]);
    expect(await actions(`player=${p.user.username}&to=2020-01-01`)).toEqual([]);
    const bad = await get(admin, '/api/admin/audit?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Use a date like 2026-11-26.');
  });
});
