import { randomUUID } from 'node:crypto';
import {
  AFFILIATE_MESSAGES,
  decimalToUnits,
  type AffiliateDay,
  type AffiliateOverview,
  type ReferredPlayer,
} from '@tengu/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, fromIp, signUp, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';
import { diceBet, prepareHouse, USD } from '#app/modules/races/races.int-helpers';
import { useTestServer } from '#test/test-server';

const test = useTestServer('2026-11-26T12:00:00Z');
let ipCounter = 0;
/** Sign-ups are one per IP: each test player comes from its own address. */
const freshIp = () => ({ ...fromIp(`10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) });
const player = (overrides: { referralCode?: string } = {}) =>
  signUp(test.server, overrides, freshIp());

const get = (who: SignedUp, path: string) =>
  test.server.app.inject({ url: `/api/affiliate${path}`, headers: bearer(who.accessToken) });
const createCode = (who: SignedUp, name: string, code: string) =>
  test.server.app.inject({
    method: 'POST',
    url: '/api/affiliate/codes',
    headers: bearer(who.accessToken),
    payload: { name, code },
  });
const click = (code: string, visitorId: string, ip = '10.50.0.1') =>
  test.server.app.inject({
    method: 'POST',
    url: '/api/affiliate/clicks',
    headers: fromIp(ip),
    payload: { code, visitorId },
  });
const overview = async (who: SignedUp) => (await get(who, '')).json() as AffiliateOverview;
const unique = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`;

describe('affiliate campaigns', () => {
  it('creates a campaign and refuses bad names, bad codes and taken codes with their texts', async () => {
    const affiliate = await player();
    const code = unique('summer');
    const created = await createCode(affiliate, 'Summer', code);
    expect(created.statusCode).toBe(201);

    const refusals: [string, string, string][] = [
      ['  ', unique('x'), AFFILIATE_MESSAGES.nameRequired],
      ['n'.repeat(41), unique('x'), AFFILIATE_MESSAGES.nameTooLong],
      ['Ok', 'ab', AFFILIATE_MESSAGES.codeInvalid],
      ['Ok', 'has space', AFFILIATE_MESSAGES.codeInvalid],
      ['Ok', '<script>', AFFILIATE_MESSAGES.codeInvalid],
      ['Ok', code.toUpperCase(), AFFILIATE_MESSAGES.codeTaken],
      ['Ok', affiliate.user.referral_code, AFFILIATE_MESSAGES.codeTaken],
    ];
    for (const [name, badCode, message] of refusals) {
      const res = await createCode(affiliate, name, badCode);
      expect(res.statusCode, `${name}/${badCode}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error.message).toBe(message);
    }
    const codes = (await overview(affiliate)).codes;
    expect(codes.map((c) => c.code)).toEqual([affiliate.user.referral_code, code]);
  });

  it('limits a player to 20 campaigns', async () => {
    const affiliate = await player();
    for (let i = 0; i < 20; i += 1) {
      expect((await createCode(affiliate, `C${i}`, unique('lim'))).statusCode).toBe(201);
    }
    const res = await createCode(affiliate, 'One more', unique('lim'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(AFFILIATE_MESSAGES.tooManyCodes);
  });
});

describe('affiliate clicks and sign-ups', () => {
  it('counts a click once per visitor and per code, ignores unknown codes', async () => {
    const affiliate = await player();
    const code = unique('click');
    await createCode(affiliate, 'Clicks', code);
    const visitor = randomUUID();
    expect((await click(code, visitor)).json()).toEqual({ recorded: true });
    expect((await click(code.toLowerCase(), visitor)).json()).toEqual({ recorded: false });
    const again = await Promise.all(
      Array.from({ length: 5 }, () => click(code, visitor, '10.50.0.2')),
    );
    expect(again.every((r) => r.json().recorded === false)).toBe(true);
    expect((await click(code, randomUUID())).json()).toEqual({ recorded: true });
    expect((await click(affiliate.user.referral_code, visitor)).json()).toEqual({ recorded: true });
    expect((await click('nosuchcode', randomUUID())).json()).toEqual({ recorded: false });

    const view = await overview(affiliate);
    expect(view.codes.map((c) => [c.code, c.clicks])).toEqual([
      [affiliate.user.referral_code, 1],
      [code, 2],
    ]);
    expect(view.totals.clicks).toBe(3);
  });

  it('refuses a flood of click reports from one IP with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      statuses.push((await click('nosuchcode', randomUUID(), '10.60.0.1')).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('attributes a sign-up to the campaign code, keeps referred_by, and lists the player', async () => {
    const affiliate = await player();
    const code = unique('camp');
    await createCode(affiliate, 'Camp', code);
    const byCampaign = await player({ referralCode: code.toUpperCase() });
    const byDefault = await player({ referralCode: affiliate.user.referral_code });

    const rows = await test.db
      .selectFrom('users')
      .select(['id', 'referred_by', 'affiliate_code_id'])
      .where('id', 'in', [byCampaign.user.id, byDefault.user.id])
      .execute();
    const row = (id: string) => rows.find((r) => r.id === id);
    expect(row(byCampaign.user.id)?.referred_by).toBe(affiliate.user.id);
    expect(row(byCampaign.user.id)?.affiliate_code_id).not.toBeNull();
    expect(row(byDefault.user.id)?.referred_by).toBe(affiliate.user.id);
    expect(row(byDefault.user.id)?.affiliate_code_id).toBeNull();

    await test.db
      .updateTable('users')
      .set({ amount_wagered: 12_345_000_000n, hide_name: true })
      .where('id', '=', byCampaign.user.id)
      .execute();
    const view = await overview(affiliate);
    expect(view.codes.map((c) => [c.code, c.signups])).toEqual([
      [affiliate.user.referral_code, 1],
      [code, 1],
    ]);
    expect(view.totals.wagered).toBe('123.45');

    const referred = (await get(affiliate, '/referrals')).json();
    expect(referred).toEqual([
      expect.objectContaining({ username: byDefault.user.username, wagered: '0', code: null }),
      expect.objectContaining({ username: null, wagered: '123.45', code }),
    ]);
  });

  it('lists the commission each referred player’s bets earned, adding up to the referral balance', async () => {
    await prepareHouse(test.db);
    const affiliate = await player();
    const big = await player({ referralCode: affiliate.user.referral_code });
    const small = await player({ referralCode: affiliate.user.referral_code });
    const stranger = await player();
    for (const who of [big, small, stranger]) {
      await fundPlayer({ db: test.db, userId: who.user.id, amount: 1_000n * USD });
    }
    for (let i = 0; i < 3; i += 1) await diceBet(test.server, bearer(big.accessToken), '100');
    await diceBet(test.server, bearer(small.accessToken), '10');
    await diceBet(test.server, bearer(stranger.accessToken), '100');
    await test.server.outbox.drain();

    const referred = (await get(affiliate, '/referrals')).json() as ReferredPlayer[];
    const commissionOf = (name: string) =>
      decimalToUnits(referred.find((r) => r.username === name)?.commission ?? '-1');
    const bigShare = commissionOf(big.user.username);
    const smallShare = commissionOf(small.user.username);
    // $300 and $10 at the dice edge: the bigger bettor earned the affiliate 30 times as much.
    expect(smallShare).toBeGreaterThan(0n);
    expect(bigShare).toBe(smallShare * 30n);
    const view = await overview(affiliate);
    expect(decimalToUnits(view.totals.commission)).toBe(bigShare + smallShare);
    expect(decimalToUnits(view.referralBalance)).toBe(bigShare + smallShare);
    // Delivered once: draining again adds nothing.
    await test.server.outbox.drain();
    expect((await overview(affiliate)).totals.commission).toBe(view.totals.commission);
  });

  it('still refuses an unknown referral code at sign-up', async () => {
    await expect(player({ referralCode: 'nosuch-code' })).rejects.toThrow(/400/);
  });
});

describe('affiliate privacy and stats', () => {
  it('shows nobody another affiliate’s codes, clicks, referrals or stats', async () => {
    const alice = await player();
    const bob = await player();
    const code = unique('alice');
    await createCode(alice, 'Alice', code);
    await click(code, randomUUID());
    await player({ referralCode: code });

    const bobView = await overview(bob);
    expect(bobView.codes.map((c) => c.code)).toEqual([bob.user.referral_code]);
    expect(bobView.totals).toEqual({ clicks: 0, signups: 0, wagered: '0', commission: '0' });
    expect((await get(bob, '/referrals')).json()).toEqual([]);
    const days = (await get(bob, '/daily')).json() as AffiliateDay[];
    expect(days.every((d) => d.clicks === 0 && d.signups === 0)).toBe(true);
    for (const path of ['', '/referrals', '/daily']) {
      expect((await test.server.app.inject({ url: `/api/affiliate${path}` })).statusCode).toBe(401);
    }
  });

  it('counts clicks, sign-ups and referred wagering per UTC day over the last 30 days', async () => {
    const affiliate = await player();
    const code = unique('daily');
    await createCode(affiliate, 'Daily', code);
    test.setNow('2026-11-20T23:30:00Z');
    await click(code, randomUUID());
    test.setNow('2026-11-26T12:00:00Z');
    await click(code, randomUUID());
    await click(code, randomUUID());
    const referred = await player({ referralCode: code });
    await sql`UPDATE users SET created_at = '2026-11-24T08:00:00Z' WHERE id = ${referred.user.id}`.execute(
      test.db,
    );
    const bet = (at: string, spent: bigint) =>
      sql`INSERT INTO bets (id, user_id, game, amount, credits_spent, freebets_spent, credits_won,
            freebets_won, result, multiplier_e4, details, seed_id, nonce, created_at)
          VALUES (${randomUUID()}, ${referred.user.id}, 'crash', ${spent}, ${spent}, 0, 0, 0,
            'LOSS', 0, '{}', NULL, 0, ${at})`.execute(test.db);
    await bet('2026-11-25T10:00:00Z', 500_000_000n);
    await bet('2026-11-25T11:00:00Z', 250_000_000n);
    await bet('2026-10-01T11:00:00Z', 999_000_000n); // before the 30 days

    const days = (await get(affiliate, '/daily')).json() as AffiliateDay[];
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe('2026-10-28');
    expect(days.at(-1)?.date).toBe('2026-11-26');
    const on = (date: string) => days.find((d) => d.date === date);
    expect(on('2026-11-20')).toEqual({ date: '2026-11-20', clicks: 1, signups: 0, wagered: '0' });
    expect(on('2026-11-24')).toEqual({ date: '2026-11-24', clicks: 0, signups: 1, wagered: '0' });
    expect(on('2026-11-25')).toEqual({ date: '2026-11-25', clicks: 0, signups: 0, wagered: '7.5' });
    expect(on('2026-11-26')).toEqual({ date: '2026-11-26', clicks: 2, signups: 0, wagered: '0' });
  });
});
