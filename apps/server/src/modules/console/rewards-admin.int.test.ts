import { randomUUID } from 'node:crypto';
import { CONSOLE_MESSAGES, type RatesResponse } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '#test/test-server';
import { bearer, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';
import { staffMember } from './console.int-helpers';

const t = useTestServer('2026-11-30T10:00:00Z');

const as = (who: SignedUp) => bearer(who.accessToken);

async function staff(roles: Parameters<typeof staffMember>[2]) {
  return staffMember(t.server, t.db, roles);
}

const auditRows = (action: string) =>
  t.db
    .selectFrom('admin_audit')
    .select(['id', 'operator', 'actor_user_id', 'details'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();

describe('console rewards: rates', () => {
  it('changes the rakeback rate: audited with before and after, and players get the new rate', async () => {
    const finance = await staff(['finance']);
    const player = await t.signUp();
    const rate = async () =>
      (
        await t.server.app.inject({
          url: '/api/rewards/rakeback-percentage',
          headers: as(player),
        })
      ).json<{ rakebackPercentage: number }>().rakebackPercentage;
    expect(await rate()).toBe(5);
    // What a $10 dice bet (1 % edge) accrues: ⌊$10 × 1 % × rate⌋.
    await fundPlayer({ db: t.db, userId: player.user.id, amount: 100n * 100_000_000n });
    const rakebackAfterBet = async () => {
      const bet = await t.server.app.inject({
        method: 'POST',
        url: '/api/games/dice/bet',
        headers: as(player),
        payload: { amount: '10', target: 50.5, condition: 'over' },
      });
      expect(bet.statusCode, bet.body).toBe(200);
      const row = await t.db
        .selectFrom('reward_balances')
        .select('rakeback')
        .where('user_id', '=', player.user.id)
        .executeTakeFirstOrThrow();
      return row.rakeback;
    };
    const atFive = await rakebackAfterBet();
    expect(atFive).toBe(500_000n);

    const res = await t.server.app.inject({
      method: 'PUT',
      url: '/api/admin/rewards/rates/rewards',
      headers: as(finance),
      payload: { settings: { rakebackBps: 750 }, reason: 'Autumn promotion' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ rates: RatesResponse }>().rates.rewards.rakebackBps).toBe(750);
    expect(await rate()).toBe(7.5);
    // The next bet accrues at the new rate: $10 × 1 % × 7.5 %.
    expect((await rakebackAfterBet()) - atFive).toBe(750_000n);

    const [audit] = await auditRows('rewards_settings');
    expect(audit).toMatchObject({
      operator: `console:${finance.user.username}`,
      actor_user_id: finance.user.id,
      details: {
        reason: 'Autumn promotion',
        before: expect.objectContaining({ rakebackBps: 500 }),
        after: expect.objectContaining({ rakebackBps: 750 }),
      },
    });
    expect(String(audit?.id)).toBe(res.json<{ auditId: string }>().auditId);

    const read = await t.server.app.inject({
      url: '/api/admin/rewards/rates',
      headers: as(finance),
    });
    expect(read.json<RatesResponse>()).toMatchObject({
      rewards: { rakebackBps: 750 },
      rewardsDefaults: { rakebackBps: 500 },
      locked: { depositBonusPercentages: [200, 150, 100] },
    });
  });

  it('refuses invalid rates with the setting named, changing nothing', async () => {
    const admin = await staff(['admin']);
    const before = await auditRows('locked_balances_settings');
    const cases = [
      ['rewards', { rakebackBps: 20_000 }, /^Invalid rakebackBps: /],
      ['rewards', { weeklyBps: 'ten' }, /^Invalid weeklyBps: /],
      ['rewards', { dailyDollarsByLevel: ['1'] }, /^Invalid dailyDollarsByLevel: /],
      ['rewards', { madeUp: 1 }, /^Unknown setting: madeUp\.$/],
      ['locked', { depositBonusPercentages: [-5] }, /^Invalid depositBonusPercentages\.0: /],
      ['locked', {}, /^Nothing to change\.$/],
    ] as const;
    for (const [group, settings, message] of cases) {
      const res = await t.server.app.inject({
        method: 'PUT',
        url: `/api/admin/rewards/rates/${group}`,
        headers: as(admin),
        payload: { settings, reason: 'typo' },
      });
      expect(res.statusCode, JSON.stringify(settings)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const read = await t.server.app.inject({ url: '/api/admin/rewards/rates', headers: as(admin) });
    expect(read.json<RatesResponse>().locked.depositBonusPercentages).toEqual([200, 150, 100]);
    expect(await auditRows('locked_balances_settings')).toEqual(before);
  });

  it('is closed to support, moderators and traders', async () => {
    for (const role of ['support', 'moderator', 'trader'] as const) {
      const member = await staff([role]);
      const res = await t.server.app.inject({
        method: 'PUT',
        url: '/api/admin/rewards/rates/rewards',
        headers: as(member),
        payload: { settings: { rakebackBps: 1 }, reason: 'no' },
      });
      expect([res.statusCode, res.json().error.message]).toEqual([403, CONSOLE_MESSAGES.wrongRole]);
    }
  });
});

describe('console rewards: gifts', () => {
  it('gifts a VIP audience exactly once, even when the same request arrives twice at once', async () => {
    const finance = await staff(['finance']);
    const vips = [await t.signUp(), await t.signUp()];
    const suspended = await t.signUp();
    const others = [await t.signUp()];
    await t.db
      .updateTable('users')
      .set({ level: 12 })
      .where(
        'id',
        'in',
        [...vips, suspended].map((p) => p.user.id),
      )
      .execute();
    await t.db
      .updateTable('users')
      .set({ account_status: 'suspended' })
      .where('id', '=', suspended.user.id)
      .execute();

    const preview = await t.server.app.inject({
      url: '/api/admin/rewards/gifts/preview?audience=vip&minLevel=10',
      headers: as(finance),
    });
    expect(preview.json()).toEqual({ recipients: 2 });

    const body = {
      target: { audience: 'vip', minLevel: 10 },
      type: 'credits',
      amount: '2.50',
      reason: 'Thanks for playing',
      requestId: randomUUID(),
    };
    const send = () =>
      t.server.app.inject({
        method: 'POST',
        url: '/api/admin/rewards/gifts',
        headers: as(finance),
        payload: body,
      });
    const answers = await Promise.all([send(), send(), send()]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const ids = new Set(answers.map((a) => a.json<{ sendId: string }>().sendId));
    expect(ids.size).toBe(1);
    expect(answers[0]?.json()).toMatchObject({ recipients: 2 });
    expect(new Set(answers.map((a) => a.json<{ auditId: string }>().auditId)).size).toBe(1);

    for (const vip of vips) {
      const gifts = await t.server.app.inject({ url: '/api/rewards/gifts', headers: as(vip) });
      expect(gifts.json<{ gifts: unknown[] }>().gifts).toEqual([
        expect.objectContaining({
          reward_type: 'credits',
          value: '2.5',
          reason: 'Thanks for playing',
        }),
      ]);
      const notes = await t.server.app.inject({ url: '/api/notifications', headers: as(vip) });
      expect(
        notes
          .json<{ notifications: Array<{ title: string }> }>()
          .notifications.filter((n) => n.title === 'You received a gift'),
      ).toHaveLength(1);
    }
    for (const left of [suspended, ...others]) {
      const gifts = await t.server.app.inject({ url: '/api/rewards/gifts', headers: as(left) });
      expect(gifts.json<{ gifts: unknown[] }>().gifts).toEqual([]);
    }
    const audits = (await auditRows('reward_gift')).filter(
      (r) => (r.details as { sendId?: string }).sendId === [...ids][0],
    );
    expect(audits).toHaveLength(1);

    // A recipient claims it like any gift: the credits arrive, the send counts one claimed.
    const [first] = vips;
    if (!first) throw new Error('no vip');
    const mine = await t.server.app.inject({ url: '/api/rewards/gifts', headers: as(first) });
    const giftId = mine.json<{ gifts: Array<{ id: string }> }>().gifts[0]?.id;
    const claim = await t.server.app.inject({
      method: 'POST',
      url: `/api/rewards/gifts/${giftId}/claim`,
      headers: as(first),
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const wallet = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('user_id', '=', first.user.id)
      .where('pocket', '=', 'credits')
      .executeTakeFirstOrThrow();
    expect(wallet.balance).toBe(250_000_000n);

    const list = await t.server.app.inject({
      url: '/api/admin/rewards/gifts?page=1&pageSize=10',
      headers: as(finance),
    });
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ audience: 'vip', audienceValue: '10', amount: '2.5', recipients: 2, claimed: 1 }],
    });
  });

  it('gifts one player by name; an unknown name or an empty audience is refused and nothing is sent', async () => {
    const admin = await staff(['admin']);
    const player = await t.signUp();
    const post = (payload: object) =>
      t.server.app.inject({
        method: 'POST',
        url: '/api/admin/rewards/gifts',
        headers: as(admin),
        payload: {
          type: 'freebets',
          amount: '1',
          reason: 'Sorry',
          requestId: randomUUID(),
          ...payload,
        },
      });
    const before = (await auditRows('reward_gift')).length;
    const unknown = await post({ target: { audience: 'player', username: 'nobody-here' } });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([
      404,
      'Unknown player: nobody-here.',
    ]);
    const empty = await post({ target: { audience: 'vip', minLevel: 40 } });
    expect([empty.statusCode, empty.json().error.message]).toEqual([
      400,
      'No player matches this audience.',
    ]);
    const badAmount = await post({
      target: { audience: 'player', username: player.user.username },
      amount: '-3',
    });
    expect(badAmount.statusCode).toBe(400);
    expect((await auditRows('reward_gift')).length).toBe(before);

    const ok = await post({ target: { audience: 'player', username: player.user.username } });
    expect(ok.json()).toMatchObject({ ok: true, recipients: 1 });
    const gifts = await t.server.app.inject({ url: '/api/rewards/gifts', headers: as(player) });
    expect(gifts.json<{ gifts: unknown[] }>().gifts).toEqual([
      expect.objectContaining({ reward_type: 'freebets', value: '1', reason: 'Sorry' }),
    ]);
  });
});

describe('console rewards: lootbox codes', () => {
  it('creates, lists and disables a code, each audited; a disabled code no longer opens', async () => {
    const finance = await staff(['finance']);
    const created = await t.server.app.inject({
      method: 'POST',
      url: '/api/admin/rewards/codes',
      headers: as(finance),
      payload: { code: 'autumn-26', maxUses: 100, expiresAt: '2027-01-31T23:59:59Z' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const again = await t.server.app.inject({
      method: 'POST',
      url: '/api/admin/rewards/codes',
      headers: as(finance),
      payload: { code: 'AUTUMN-26' },
    });
    expect([again.statusCode, again.json().error.message]).toEqual([
      409,
      'The code AUTUMN-26 exists already.',
    ]);
    const bad = await t.server.app.inject({
      method: 'POST',
      url: '/api/admin/rewards/codes',
      headers: as(finance),
      payload: { code: 'a b' },
    });
    expect([bad.statusCode, bad.json().error.message]).toEqual([
      400,
      'A code is 3 to 32 letters, digits, - or _.',
    ]);

    const list = await t.server.app.inject({
      url: '/api/admin/rewards/codes?q=autumn',
      headers: as(finance),
    });
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ code: 'AUTUMN-26', active: true, usable: true, uses: 0, maxUses: 100 }],
    });

    const disabled = await t.server.app.inject({
      method: 'POST',
      url: '/api/admin/rewards/codes/AUTUMN-26/disable',
      headers: as(finance),
      payload: { reason: 'Leaked on a forum' },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const after = await t.server.app.inject({
      url: '/api/admin/rewards/codes?q=autumn',
      headers: as(finance),
    });
    expect(after.json()).toMatchObject({ items: [{ active: false, usable: false }] });
    expect(
      (await auditRows('lootbox_code_disable')).map((r) => [r.actor_user_id, r.details]),
    ).toEqual([[finance.user.id, { code: 'AUTUMN-26', reason: 'Leaked on a forum' }]]);
    expect((await auditRows('lootbox_code_create')).length).toBe(1);

    const player = await t.signUp();
    const open = await t.server.app.inject({
      method: 'POST',
      url: '/api/lootbox/open',
      headers: as(player),
      payload: { code: 'AUTUMN-26' },
    });
    expect(open.statusCode).toBeGreaterThanOrEqual(400);
    expect(open.statusCode).toBeLessThan(500);

    const redemptions = await t.server.app.inject({
      url: '/api/admin/rewards/codes/AUTUMN-26/redemptions',
      headers: as(finance),
    });
    expect(redemptions.json()).toEqual({ items: [] });
  });
});
