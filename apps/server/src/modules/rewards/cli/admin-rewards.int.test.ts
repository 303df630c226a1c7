import { DEFAULT_REWARD_SETTINGS } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlayers } from '#app/modules/ledger/ledger.testing';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { forgetRewardSettings, getRewardSettings } from '../reward-settings';
import { runRewardsAdminCommand } from './admin-rewards';

/** `npm run admin -- rewards show|set|gift` (issue 16): the operator's settings and gifts. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

async function admin(positionals: string[], values: Record<string, string> = {}) {
  const lines: string[] = [];
  await runRewardsAdminCommand({
    db: database.db,
    positionals: ['rewards', ...positionals],
    values,
    operator: 'ops',
    print: (line) => lines.push(line),
  });
  return lines.join('\n');
}

async function audits(action: string) {
  return database.db
    .selectFrom('admin_audit')
    .select(['operator', 'details', 'target_user_id'])
    .where('action', '=', action)
    .execute();
}

describe('rewards settings', () => {
  it('shows the defaults, changes validated values and audits the change', async () => {
    expect(await admin(['show'])).toContain('rakebackBps=500\nboostBps=1500');
    const out = await admin(['set', 'rakebackBps=750', 'bonusMinLevel=2']);
    expect(out).toContain('rakebackBps=750');
    forgetRewardSettings(database.db);
    expect(await getRewardSettings(database.db)).toMatchObject({
      rakebackBps: 750,
      bonusMinLevel: 2,
      boostBps: DEFAULT_REWARD_SETTINGS.boostBps,
    });
    const [audit] = await audits('rewards_settings');
    expect(audit).toMatchObject({ operator: 'ops' });
    expect(JSON.stringify(audit?.details)).toContain('"rakebackBps":750');

    const levels = Array.from({ length: 41 }, (_, n) => (n === 0 ? '0' : '1.5')).join(',');
    await admin(['set', `dailyDollarsByLevel=${levels}`]);
    expect((await getRewardSettings(database.db)).dailyDollarsByLevel[3]).toBe('1.5');
  });

  it('refuses unknown keys and bad values, changing nothing', async () => {
    await expect(admin(['set', 'nope=1'])).rejects.toThrow(/unknown setting/);
    await expect(admin(['set', 'rakebackBps=20000'])).rejects.toThrow(/invalid rakebackBps/);
    await expect(admin(['set', 'dailyDollarsByLevel=1,2'])).rejects.toThrow(/dailyDollarsByLevel/);
    await expect(admin(['set'])).rejects.toThrow(/key=value/);
    await expect(admin(['frobnicate'])).rejects.toThrow(/rewards show/);
    forgetRewardSettings(database.db);
    expect((await getRewardSettings(database.db)).rakebackBps).toBe(750);
    expect(await audits('rewards_settings')).toHaveLength(2);
  });
});

describe('rewards gift', () => {
  it('gives a player a gift, audited and notified, and refuses bad input', async () => {
    const [userId] = await testPlayers(database.db, 1);
    const username = `test_${userId}`;
    const out = await admin(['gift'], {
      user: username,
      type: 'freebets',
      amount: '5',
      reason: 'Sorry',
    });
    expect(out).toMatch(/^gift [0-9a-f-]{36}: 5 freebets for test_/);
    const gifts = await database.db.selectFrom('reward_gifts').selectAll().execute();
    expect(gifts).toEqual([
      expect.objectContaining({
        user_id: userId,
        reward_type: 'freebets',
        amount: 500_000_000n,
        reason: 'Sorry',
        created_by: 'ops',
        claimed_at: null,
      }),
    ]);
    expect(await audits('reward_gift')).toEqual([
      expect.objectContaining({ operator: 'ops', target_user_id: userId }),
    ]);
    const notes = await database.db
      .selectFrom('notifications')
      .select(['title', 'message'])
      .where('user_id', '=', userId!)
      .execute();
    expect(notes).toEqual([{ title: 'You received a gift', message: 'Sorry' }]);

    const bad = { user: username, type: 'credits', amount: '5', reason: 'x' };
    await expect(admin(['gift'], { ...bad, type: 'gold' })).rejects.toThrow(/credits or freebets/);
    await expect(admin(['gift'], { ...bad, amount: '-1' })).rejects.toThrow(/positive/);
    await expect(admin(['gift'], { ...bad, amount: '0' })).rejects.toThrow(/positive/);
    await expect(admin(['gift'], { ...bad, user: 'nobody_here' })).rejects.toThrow(/Unknown user/);
    await expect(admin(['gift'], { user: username })).rejects.toThrow(/required/);
    expect(await database.db.selectFrom('reward_gifts').select('id').execute()).toHaveLength(1);
  });
});
