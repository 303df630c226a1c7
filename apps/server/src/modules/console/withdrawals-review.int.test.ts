import { randomUUID } from 'node:crypto';
import type { ReviewWithdrawal, WithdrawalsResponse } from '@tengu/shared';
import { sql } from 'kysely';
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
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { staffMember } from './console.int-helpers';
import { ageAccount, usd, withdrawalFixture } from './console-ops.int-helpers';

let database: TestDatabase;
let server: TestServer;
let finance: SignedUp;
let finance2: SignedUp;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
  finance = await staffMember(server, database.db, ['finance']);
  finance2 = await staffMember(server, database.db, ['finance']);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const get = (url: string, who: SignedUp = finance) =>
  server.app.inject({ url, headers: bearer(who.accessToken) });
const post = (url: string, payload: object, who: SignedUp = finance) =>
  server.app.inject({ method: 'POST', url, headers: bearer(who.accessToken), payload });

const withdrawal = async (id: string) =>
  database.db
    .selectFrom('payment_withdrawals')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const credits = async (userId: string) =>
  (
    await database.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('user_id', '=', userId)
      .where('pocket', '=', 'credits')
      .executeTakeFirst()
  )?.balance ?? 0n;
const auditRows = (action: string, withdrawalId: string) =>
  database.db
    .selectFrom('admin_audit')
    .selectAll()
    .where('action', '=', action)
    .where(sql<string>`details->>'withdrawalId'`, '=', withdrawalId)
    .execute();

async function depositAddress(userId: string, address: string, network = 'btc') {
  return database.db
    .insertInto('payment_deposit_addresses')
    .values({
      user_id: userId,
      network,
      address,
      tag: null,
      key_id: 'test-key',
      derivation_index: Math.floor(Math.random() * 1e9),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function deposit(userId: string, dollars: number, status: 'COMPLETED' | 'PENDING') {
  const address = await depositAddress(userId, `bc1qdep${randomUUID().slice(0, 12)}`);
  await database.db
    .insertInto('payment_deposits')
    .values({
      user_id: userId,
      address_id: address.id,
      asset: 'BTC',
      network: 'btc',
      txid: randomUUID().replaceAll('-', ''),
      output_index: 0,
      asset_amount: '1000',
      asset_decimals: 8,
      status,
      required_confirmations: 1,
      fiat_amount: usd(dollars),
      price_usd: '50000',
      source: 'simulator',
      completed_at: status === 'COMPLETED' ? new Date() : null,
    })
    .execute();
}

describe('withdrawals review: the PENDING queue and its risk hints', () => {
  it('computes new account, deposit/wager ratio, address reuse and large amount per row', async () => {
    const fresh = await signUp(server);
    const veteran = await signUp(server);
    const sharer = await signUp(server);
    const owner = await signUp(server);
    await ageAccount(database.db, veteran.user.id, 40);
    await database.db
      .updateTable('users')
      .set({ amount_wagered: usd(50) })
      .where('id', '=', veteran.user.id)
      .execute();
    await deposit(veteran.user.id, 200, 'COMPLETED');
    await deposit(veteran.user.id, 999, 'PENDING');
    const reused = `bc1qreused${randomUUID().slice(0, 8)}`;
    await depositAddress(owner.user.id, reused);
    await withdrawalFixture(database.db, sharer.user.id, { toAddress: reused, dollars: 20 });
    const veteranId = await withdrawalFixture(database.db, veteran.user.id, {
      toAddress: reused,
      dollars: 1500,
    });
    const freshId = await withdrawalFixture(database.db, fresh.user.id, { dollars: 30 });

    const res = await get('/api/admin/withdrawals?queue=PENDING&pageSize=100');
    expect(res.statusCode).toBe(200);
    const body = res.json<WithdrawalsResponse>();
    expect(body.thresholds).toEqual({ largeAmount: '1000', newAccountDays: 7 });
    const byId = new Map(body.items.map((w) => [w.id, w]));
    expect(byId.get(veteranId)?.risk).toEqual({
      accountAgeDays: 40,
      newAccount: false,
      deposited: '200',
      wagered: '50',
      wagerRatio: 0.25,
      lowWager: true,
      addressSharedWith: 2,
      largeAmount: true,
    });
    expect(byId.get(veteranId)).toMatchObject({
      username: veteran.user.username,
      amount: '1500',
      status: 'PENDING',
      assetAmount: '0.001',
    });
    expect(byId.get(freshId)?.risk).toEqual({
      accountAgeDays: 0,
      newAccount: true,
      deposited: '0',
      wagered: '0',
      wagerRatio: null,
      lowWager: false,
      addressSharedWith: 0,
      largeAmount: false,
    });
    // Sorted by amount, largest first; filtered by the player's name.
    const sorted = (
      await get('/api/admin/withdrawals?sort=amount&dir=desc&pageSize=2')
    ).json<WithdrawalsResponse>();
    expect(sorted.items[0]?.id).toBe(veteranId);
    expect(sorted.total).toBeGreaterThanOrEqual(3);
    expect(sorted.items).toHaveLength(2);
    const filtered = (
      await get(`/api/admin/withdrawals?q=${encodeURIComponent(fresh.user.username)}`)
    ).json<WithdrawalsResponse>();
    expect(filtered.items.map((w) => w.id)).toEqual([freshId]);
    expect(filtered.total).toBe(1);
  });

  it('lists failed sends under UNSENT and PROCESSING ones under PROCESSING', async () => {
    const player = await signUp(server);
    const unsent = await withdrawalFixture(database.db, player.user.id, { state: 'UNSENT' });
    const processing = await withdrawalFixture(database.db, player.user.id, {
      state: 'PROCESSING',
    });
    const ids = async (queue: string) =>
      (await get(`/api/admin/withdrawals?queue=${queue}&pageSize=100`))
        .json<WithdrawalsResponse>()
        .items.map((w: ReviewWithdrawal) => w.id);
    expect(await ids('UNSENT')).toContain(unsent);
    expect(await ids('UNSENT')).not.toContain(processing);
    expect(await ids('PROCESSING')).toEqual(expect.arrayContaining([unsent, processing]));
    expect(await ids('PENDING')).not.toContain(unsent);
  });
});

describe('withdrawals review: approve and reject', () => {
  it('approves once when two staff approve at the same moment; the other gets a clear 409', async () => {
    const player = await signUp(server);
    const id = await withdrawalFixture(database.db, player.user.id, { dollars: 75 });
    const [a, b] = await Promise.all([
      post(`/api/admin/withdrawals/${id}/approve`, {}, finance),
      post(`/api/admin/withdrawals/${id}/approve`, {}, finance2),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error.message).toBe(`Withdrawal ${id} is PROCESSING, not PENDING.`);
    const row = await withdrawal(id);
    expect(row.status).toBe('PROCESSING');
    const audits = await auditRows('withdrawal_approve', id);
    expect(audits).toHaveLength(1);
    const winner = a.statusCode === 200 ? finance : finance2;
    expect(row.reviewed_by).toBe(`console:${winner.user.username}`);
    expect(audits[0]).toMatchObject({
      operator: `console:${winner.user.username}`,
      actor_user_id: winner.user.id,
      target_user_id: player.user.id,
      ip: '127.0.0.1',
    });
    expect(audits[0]?.details).toMatchObject({
      withdrawalId: id,
      before: { status: 'PENDING', amount: '75' },
      after: { status: 'PROCESSING', amount: '75' },
    });
  });

  it('rejects once under two concurrent rejections, returning the funds exactly once', async () => {
    const player = await signUp(server);
    const id = await withdrawalFixture(database.db, player.user.id, { dollars: 60 });
    expect(await credits(player.user.id)).toBe(0n);
    const payload = { reason: 'Address on a sanctions list' };
    const results = await Promise.all([
      post(`/api/admin/withdrawals/${id}/reject`, payload, finance),
      post(`/api/admin/withdrawals/${id}/reject`, payload, finance2),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await credits(player.user.id)).toBe(usd(60));
    const row = await withdrawal(id);
    expect([row.status, row.reason]).toEqual(['REJECTED', 'Address on a sanctions list']);
    const audits = await auditRows('withdrawal_reject', id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({
      reason: 'Address on a sanctions list',
      before: { status: 'PENDING' },
      after: { status: 'REJECTED' },
    });
    // An approval after the rejection is refused too.
    const late = await post(`/api/admin/withdrawals/${id}/approve`, {});
    expect([late.statusCode, late.json().error.message]).toEqual([
      409,
      `Withdrawal ${id} is REJECTED, not PENDING.`,
    ]);
    await expectLedgerConsistent(database.db);
  });

  it('lets one of an approval and a rejection racing each other win; the money moves at most once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const player = await signUp(server);
      const id = await withdrawalFixture(database.db, player.user.id, { dollars: 33 });
      const [approved, rejected] = await Promise.all([
        post(`/api/admin/withdrawals/${id}/approve`, {}, finance),
        post(`/api/admin/withdrawals/${id}/reject`, { reason: 'race' }, finance2),
      ]);
      expect([approved.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
      const row = await withdrawal(id);
      if (approved.statusCode === 200) {
        expect(row.status).toBe('PROCESSING');
        expect(await credits(player.user.id)).toBe(0n);
        expect(rejected.json().error.message).toBe(`Withdrawal ${id} is PROCESSING, not PENDING.`);
      } else {
        expect(row.status).toBe('REJECTED');
        expect(await credits(player.user.id)).toBe(usd(33));
      }
      const audits = [
        ...(await auditRows('withdrawal_approve', id)),
        ...(await auditRows('withdrawal_reject', id)),
      ];
      expect(audits).toHaveLength(1);
    }
    await expectLedgerConsistent(database.db);
  });

  it('refuses to reject an approved withdrawal (it may be on its way to the chain)', async () => {
    const player = await signUp(server);
    const id = await withdrawalFixture(database.db, player.user.id, { state: 'UNSENT' });
    const res = await post(`/api/admin/withdrawals/${id}/reject`, { reason: 'too late' });
    expect([res.statusCode, res.json().error.message]).toEqual([
      409,
      `Withdrawal ${id} is PROCESSING, not PENDING.`,
    ]);
    expect(await credits(player.user.id)).toBe(0n);
  });

  it('refuses a rejection without a reason and an unknown withdrawal, changing nothing', async () => {
    const player = await signUp(server);
    const id = await withdrawalFixture(database.db, player.user.id);
    const blank = await post(`/api/admin/withdrawals/${id}/reject`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('A reason is required.');
    expect((await withdrawal(id)).status).toBe('PENDING');
    const unknown = await post(`/api/admin/withdrawals/${randomUUID()}/approve`, {});
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([
      404,
      'Withdrawal not found.',
    ]);
    expect(await auditRows('withdrawal_reject', id)).toHaveLength(0);
  });
});

describe('withdrawals review: failed sends', () => {
  it('retries a failed send (attempts start over) and records a transaction found on the chain', async () => {
    const player = await signUp(server);
    const retried = await withdrawalFixture(database.db, player.user.id, { state: 'UNSENT' });
    const res = await post(`/api/admin/withdrawals/${retried}/retry`, { reason: 'node back up' });
    expect(res.json()).toMatchObject({ ok: true, status: 'PROCESSING' });
    const row = await withdrawal(retried);
    expect([row.broadcast_attempts, row.last_error, row.txid]).toEqual([0, null, null]);
    expect((await auditRows('withdrawal_retry', retried))[0]?.details).toMatchObject({
      before: { lastError: 'node refused: insufficient funds', broadcastAttempts: 3 },
      after: { lastError: null, broadcastAttempts: 0 },
    });

    const sent = await withdrawalFixture(database.db, player.user.id, { state: 'UNSENT' });
    const marked = await post(`/api/admin/withdrawals/${sent}/sent`, {
      txid: 'ab'.repeat(32),
      reason: 'found in the explorer',
    });
    expect(marked.statusCode).toBe(200);
    expect((await withdrawal(sent)).txid).toBe('ab'.repeat(32));
    // Now it has a transaction: neither action applies any more.
    const again = await post(`/api/admin/withdrawals/${sent}/retry`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('not an unsent PROCESSING withdrawal');
    const pending = await withdrawalFixture(database.db, player.user.id);
    const early = await post(`/api/admin/withdrawals/${pending}/sent`, {
      txid: 'cd'.repeat(32),
      reason: 'x',
    });
    expect(early.statusCode).toBe(409);
    expect((await withdrawal(pending)).txid).toBeNull();
  });
});

describe('CSV exports', () => {
  it('exports the filtered withdrawals queue as CSV with a header and one line per row', async () => {
    const player = await signUp(server);
    const id = await withdrawalFixture(database.db, player.user.id, { dollars: 12.5 });
    const res = await get(
      `/api/admin/withdrawals.csv?queue=PENDING&q=${encodeURIComponent(player.user.username)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="withdrawals-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,username,status,asset,network,asset_amount,usd,to_address,tag,txid,last_error,reviewed_by,account_age_days,deposited_usd,wagered_usd,wager_ratio,address_shared_with,large_amount',
    );
    expect(lines).toHaveLength(2);
    const cells = lines[1]?.split(',') ?? [];
    expect(cells[0]).toBe(id);
    expect(cells.slice(2, 8)).toEqual([
      player.user.username,
      'PENDING',
      'BTC',
      'btc',
      '0.001',
      '12.5',
    ]);
    expect(cells.slice(13)).toEqual(['0', '0', '0', '', '0', 'false']);
  });

  it('exports deposits as CSV, and answers the deposits table sorted by amount', async () => {
    const player = await signUp(server);
    await deposit(player.user.id, 10, 'COMPLETED');
    await deposit(player.user.id, 25, 'PENDING');
    const page = await get(
      `/api/admin/deposits?q=${encodeURIComponent(player.user.username)}&sort=amount&dir=asc`,
    );
    expect(page.json().items.map((d: { amount: string }) => d.amount)).toEqual(['10', '25']);
    const completed = await get(
      `/api/admin/deposits.csv?status=COMPLETED&q=${encodeURIComponent(player.user.username)}`,
    );
    const lines = completed.body.split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,username,status,asset,network,asset_amount,usd,txid,confirmations,source',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${player.user.username},COMPLETED,BTC,btc,0.00001,10,`);
  });
});
