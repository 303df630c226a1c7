import {
  REWARD_MESSAGES,
  type BoostStatus,
  type ClaimResult,
  type RewardClaimRecord,
  type RewardStats,
  type UserProfileResponse,
} from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { fund, pocketUnits } from '#app/modules/wallet/wallet.int-helpers';
import {
  calendarRowsOf,
  claimsOf,
  errorOf,
  rewardsTestServer,
  setCounters,
  setLevel,
  setPeriod,
  setRunningPeriod,
} from './rewards.int-helpers';

/**
 * Claims on the real app and database (issue 16): the spec's refusals answer 4xx and change
 * nothing; a claim pays half now and schedules the rest on the calendar; concurrent claims pay
 * once; the boost and the weekly and monthly bonuses follow a clock the test moves.
 */
const t = rewardsTestServer('2026-11-25T10:00:00Z');
const USD = 100_000_000n;

/** Nothing of the player's rewards moved: no claim, no calendar item, no credits. */
async function expectNothingChanged(userId: string) {
  expect(await claimsOf(t.db, userId)).toEqual([]);
  expect(await calendarRowsOf(t.db, userId)).toEqual([]);
  expect(await pocketUnits(t.db, userId, 'credits')).toBe(0n);
}

describe('visitors', () => {
  it('get 401 everywhere but the public level table', async () => {
    for (const path of [
      '',
      '/rakeback-percentage',
      '/referral-percentage',
      '/boost',
      '/calendar',
    ]) {
      expect((await t.get(null, path)).statusCode).toBe(401);
    }
    for (const path of ['/gifts', '/inventory', '/stats', '/history', '/vip', '/wagering']) {
      expect((await t.get(null, path)).statusCode).toBe(401);
    }
    for (const path of [
      '/rakeback/claim',
      '/boost/claim',
      '/daily-dollars/claim',
      '/weekly/claim',
    ]) {
      expect((await t.post(null, path)).statusCode).toBe(401);
    }
    for (const path of ['/monthly/claim', '/referral/claim', '/gifts/read']) {
      expect((await t.post(null, path)).statusCode).toBe(401);
    }
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.post(null, `/calendar/${id}/claim`)).statusCode).toBe(401);
    expect((await t.post(null, `/gifts/${id}/claim`)).statusCode).toBe(401);
    const levels = await t.get(null, '/levels');
    expect(levels.statusCode).toBe(200);
    expect(levels.json<{ level_bands: unknown[] }>().level_bands[1]).toEqual({
      level: 1,
      min: 2_500,
      max: 4_500,
      reward: '0.42',
    });
  });
});

describe('rakeback claim', () => {
  it("refuses nothing and less than $1 with the spec's texts, changing nothing", async () => {
    const player = await t.signUp();
    expect(errorOf(await t.post(player, '/rakeback/claim'))).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: REWARD_MESSAGES.rakebackNone,
    });
    await setCounters(t.db, player.user.id, { rakeback: '0.99999999' });
    expect(errorOf(await t.post(player, '/rakeback/claim'))).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'You need at least $1 to claim rakeback.',
      data: { title: 'Not Enough Rakeback to Claim' },
    });
    await expectNothingChanged(player.user.id);
    const info = await t.get(player, '');
    expect(info.json()).toMatchObject({ balances: { rakeback_balance: '0.99999999' } });
  });

  it('pays half now and spreads the rest over the next 3 days of the calendar', async () => {
    const player = await t.signUp();
    await setCounters(t.db, player.user.id, { rakeback: '5.00000001' });
    const res = await t.post(player, '/rakeback/claim');
    expect(res.statusCode).toBe(200);
    expect(res.json<ClaimResult>()).toEqual({
      value: '5.00000001',
      paid: '2.5',
      scheduled: '2.50000001',
      cooldownDays: 3,
      balance: { credits: '2.5', freebets: '0' },
    });
    expect(await pocketUnits(t.db, player.user.id, 'credits')).toBe(250_000_000n);
    expect(
      (await calendarRowsOf(t.db, player.user.id)).map((r) => [r.date, r.message, r.amount]),
    ).toEqual([
      ['2026-11-26', 'Rakeback 1/3', 83_333_333n],
      ['2026-11-27', 'Rakeback 2/3', 83_333_333n],
      ['2026-11-28', 'Rakeback 3/3', 83_333_335n],
    ]);
    const info = await t.get(player, '');
    expect(info.json()).toMatchObject({ balances: { rakeback_balance: '0' } });
    // The public profile counts the rakeback received (kind 'reward', reference 'rakeback').
    const profile = await t.server.app.inject({
      url: `/api/users/${player.user.username}/profile`,
      headers: bearer(player.accessToken),
    });
    expect(profile.json<UserProfileResponse>()).toMatchObject({
      totalRakeback: '2.5',
      totalRewarded: '2.5',
    });
  });

  it('pays exactly once when 50 claims arrive together', async () => {
    const player = await t.signUp();
    await setCounters(t.db, player.user.id, { rakeback: '10' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.post(player, '/rakeback/claim')),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const refused of answers.filter((r) => r.statusCode !== 200)) {
      expect(errorOf(refused)).toMatchObject({ status: 400, message: 'No rakeback available' });
    }
    expect(await pocketUnits(t.db, player.user.id, 'credits')).toBe(5n * USD);
    expect(await claimsOf(t.db, player.user.id)).toHaveLength(1);
    expect(await calendarRowsOf(t.db, player.user.id)).toHaveLength(3);
  });
});

describe('Daily Dollars and referral claims', () => {
  it('needs VIP 1 and a balance; pays half now over 3 days', async () => {
    const player = await t.signUp();
    await setCounters(t.db, player.user.id, { dd_balance: '2' });
    expect(errorOf(await t.post(player, '/daily-dollars/claim'))).toMatchObject({
      status: 400,
      message: 'Unlock at VIP 1',
    });
    await expectNothingChanged(player.user.id);
    await setLevel(t.db, player.user.id, 1);
    await setCounters(t.db, player.user.id, { dd_balance: '0' });
    expect(errorOf(await t.post(player, '/daily-dollars/claim'))).toMatchObject({
      status: 400,
      message: 'You are not eligible for rewards.',
      data: { title: 'Not Eligible' },
    });
    await expectNothingChanged(player.user.id);
    await setCounters(t.db, player.user.id, { dd_balance: '2' });
    const res = await t.post(player, '/daily-dollars/claim');
    expect(res.json<ClaimResult>()).toMatchObject({ paid: '1', scheduled: '1', cooldownDays: 3 });
  });

  it('pays the whole referral balance at once, then has none', async () => {
    const player = await t.signUp();
    expect(errorOf(await t.post(player, '/referral/claim'))).toMatchObject({
      status: 400,
      message: 'No referral reward available',
    });
    await setCounters(t.db, player.user.id, { referral: '3.25' });
    const res = await t.post(player, '/referral/claim');
    expect(res.json<ClaimResult>()).toEqual({
      value: '3.25',
      paid: '3.25',
      scheduled: '0',
      cooldownDays: 0,
      balance: { credits: '3.25', freebets: '0' },
    });
    expect(await calendarRowsOf(t.db, player.user.id)).toEqual([]);
    expect((await t.post(player, '/referral/claim')).statusCode).toBe(400);
  });
});

describe('rakeback boost', () => {
  it('is claimable once per UTC window, active 8 hours, and again in the next window', async () => {
    const player = await t.signUp();
    t.setNow('2026-11-25T10:00:00Z');
    const before = (await t.get(player, '/boost')).json<BoostStatus>();
    expect(before).toMatchObject({ claimable: true, boost: { active: false, expiry: null } });
    expect(before.slots).toEqual([
      { id: '06-14', state: 'available' },
      { id: '14-22', state: 'inactive' },
      { id: '22-06', state: 'inactive' },
    ]);
    const claimed = await t.post(player, '/boost/claim');
    expect(claimed.json()).toMatchObject({
      success: true,
      boost_type: 15,
      expiry: '2026-11-25T18:00:00.000Z',
    });
    expect((await t.get(player, '/rakeback-percentage')).json()).toEqual({
      rakebackPercentage: 15,
    });
    expect(errorOf(await t.post(player, '/boost/claim'))).toMatchObject({
      status: 409,
      message: 'Failed to claim rakeback boost',
    });
    t.setNow('2026-11-25T13:59:59Z');
    expect((await t.post(player, '/boost/claim')).statusCode).toBe(409);
    const during = (await t.get(player, '/boost')).json<BoostStatus>();
    expect(during).toMatchObject({ claimable: false, boost: { active: true } });
    expect(during.slots[0]).toEqual({ id: '06-14', state: 'used' });
    const inventory = (await t.get(player, '/inventory')).json<{ items: unknown[] }>();
    expect(inventory.items).toEqual([
      expect.objectContaining({ kind: 'rakeback_boost', active: true }),
    ]);

    // 18:00 the boost ends; the 14–22 window allows a new one.
    t.setNow('2026-11-25T18:00:01Z');
    const next = (await t.get(player, '/boost')).json<BoostStatus>();
    expect(next).toMatchObject({ claimable: true, boost: { active: false } });
    expect(next.slots.map((s) => s.state)).toEqual(['used', 'available', 'inactive']);
    expect((await t.get(player, '/rakeback-percentage')).json()).toEqual({ rakebackPercentage: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.post(player, '/boost/claim')),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19);
    t.setNow('2026-11-25T10:00:00Z');
  });
});

describe('weekly and monthly bonuses', () => {
  it('unlock on Friday and on the 1st (UTC), once, from VIP 1', async () => {
    const player = await t.signUp();
    const id = player.user.id;
    await setPeriod(t.db, id, 'week', '2026-11-20', '100');
    await setPeriod(t.db, id, 'month', '2026-11-01', '100');
    t.setNow('2026-11-27T12:00:00Z');
    // Level 0: not eligible even with a week of play behind.
    expect(errorOf(await t.post(player, '/weekly/claim'))).toMatchObject({
      status: 400,
      message: 'You are not eligible for rewards.',
    });
    await setLevel(t.db, id, 1);

    t.setNow('2026-11-26T23:59:59Z'); // Thursday: the week of the 20th is still running.
    expect((await t.get(player, '')).json()).toMatchObject({
      balances: { weeklyBonusActive: false },
      bonuses: { weekly: { active: false, unlocks_at: '2026-11-27T00:00:00.000Z' } },
    });
    expect(errorOf(await t.post(player, '/weekly/claim'))).toMatchObject({ status: 400 });
    await expectNothingChanged(id);

    t.setNow('2026-11-27T00:00:00Z'); // Friday.
    expect((await t.get(player, '')).json()).toMatchObject({
      bonuses: { weekly: { active: true, value: '10' } },
    });
    const weekly = await t.post(player, '/weekly/claim');
    expect(weekly.json<ClaimResult>()).toMatchObject({
      value: '10',
      paid: '5',
      scheduled: '5',
      cooldownDays: 7,
    });
    expect((await t.post(player, '/weekly/claim')).statusCode).toBe(400);
    const weeklyItems = (await calendarRowsOf(t.db, id)).filter((r) => r.source === 'weekly');
    expect(weeklyItems.map((r) => r.date)).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);

    t.setNow('2026-11-30T23:59:59Z');
    expect(errorOf(await t.post(player, '/monthly/claim'))).toMatchObject({ status: 400 });
    t.setNow('2026-12-01T00:00:00Z');
    const monthly = await t.post(player, '/monthly/claim');
    expect(monthly.json<ClaimResult>()).toMatchObject({
      value: '5',
      paid: '2.5',
      scheduled: '2.5',
      cooldownDays: 28,
    });
    expect((await t.post(player, '/monthly/claim')).statusCode).toBe(400);
    const monthlyItems = (await calendarRowsOf(t.db, id)).filter((r) => r.source === 'monthly');
    expect(monthlyItems).toHaveLength(28);
    expect(monthlyItems.at(-1)?.date).toBe('2026-12-29');
    expect(monthlyItems.reduce((sum, r) => sum + r.amount, 0n)).toBe(250_000_000n);

    const stats = (await t.get(player, '/stats')).json<RewardStats>();
    expect(stats).toEqual({ rakeback: '0', dailyDollars: '0', LUR: '0', wb: '10', mb: '5' });
    const history = await t.get(player, '/history?limit=1');
    expect(history.json<{ claims: RewardClaimRecord[]; hasMore: boolean }>()).toMatchObject({
      claims: [{ kind: 'monthly', value: '5', paid: '2.5', scheduled: '2.5' }],
      hasMore: true,
    });
    expect((await t.get(player, '/history?limit=0')).statusCode).toBe(400);
    t.setNow('2026-11-25T10:00:00Z');
  });
});

describe('a bonus whose period is still in the running counters', () => {
  it('is claimable once the period ended, with no bet since, and only once', async () => {
    const player = await t.signUp();
    const id = player.user.id;
    await setLevel(t.db, id, 1);
    await setRunningPeriod(t.db, id, 'week', '2026-11-20', '30');
    await setRunningPeriod(t.db, id, 'month', '2026-11-01', '40');
    t.setNow('2026-11-26T12:00:00Z'); // Thursday: the week of the 20th still runs.
    expect((await t.get(player, '')).json()).toMatchObject({
      bonuses: { weekly: { active: false }, monthly: { active: false } },
    });
    t.setNow('2026-12-01T00:00:00Z'); // Both ended: WB1 for the week of the 20th, MB1 for November.
    expect((await t.get(player, '')).json()).toMatchObject({
      bonuses: { weekly: { active: true, value: '3' }, monthly: { active: true, value: '2' } },
    });
    const answers = await Promise.all([
      t.post(player, '/weekly/claim'),
      t.post(player, '/weekly/claim'),
      t.post(player, '/monthly/claim'),
      t.post(player, '/monthly/claim'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 400, 400]);
    expect((await claimsOf(t.db, id)).map((c) => [c.kind, c.value]).sort()).toEqual([
      ['monthly', 200_000_000n],
      ['weekly', 300_000_000n],
    ]);
    expect((await t.get(player, '')).json()).toMatchObject({
      bonuses: { weekly: { active: false }, monthly: { active: false } },
    });
    t.setNow('2026-11-25T10:00:00Z');
  });
});

describe('claims while betting', () => {
  it('never deadlock with the bets that accrue into the same rows (no 5xx)', async () => {
    const player = await t.signUp();
    await fund(t.db, player.user.id, '100');
    await setLevel(t.db, player.user.id, 1);
    await setCounters(t.db, player.user.id, { rakeback: '20', referral: '1', dd_balance: '1' });
    const bet = () =>
      t.server.app.inject({
        method: 'POST',
        url: '/api/games/dice/bet',
        payload: { amount: '1', target: 50, condition: 'over' },
        headers: bearer(player.accessToken),
      });
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, bet),
      ...Array.from({ length: 5 }, () => t.post(player, '/rakeback/claim')),
      ...Array.from({ length: 5 }, () => t.post(player, '/referral/claim')),
      ...Array.from({ length: 5 }, () => t.post(player, '/daily-dollars/claim')),
    ]);
    expect(answers.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(answers.slice(0, 20).every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.slice(20).filter((r) => r.statusCode === 200)).toHaveLength(3);
  });
});

describe('the ledger', () => {
  it('balances after every claim above', async () => {
    await expectLedgerConsistent(t.db);
  });
});
