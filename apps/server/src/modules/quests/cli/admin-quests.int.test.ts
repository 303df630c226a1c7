import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { getQuestSettings } from '../quest-settings';
import { runQuestsAdminCommand, type QuestsAdminValues } from './admin-quests';

/** `npm run admin -- quests …` (issue 17 item 1): the operator's quests, every change audited. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

async function admin(positionals: string[], values: QuestsAdminValues = {}) {
  const lines: string[] = [];
  await runQuestsAdminCommand({
    db: database.db,
    positionals: ['quests', ...positionals],
    values,
    operator: 'ops',
    print: (line) => lines.push(line),
  });
  return lines.join('\n');
}

const audits = () =>
  database.db
    .selectFrom('admin_audit')
    .select(['action', 'operator'])
    .where('action', 'like', 'quest%')
    .orderBy('id')
    .execute();

describe('quests admin', () => {
  it('creates, lists, edits and disables a quest, auditing each change', async () => {
    const tasks = JSON.stringify([
      { kind: 'wager', title: 'Wager $5 on Keno', target: '5', game: 'keno' },
      { kind: 'multiplier', title: 'Win ×3', target: '2', min_multiplier: '3' },
    ]);
    const created = await admin(['create'], { title: 'Keno night', reward: '40', tasks });
    const id = /quest (\S+) created/.exec(created)?.[1] ?? '';
    expect(await admin(['list'])).toMatch(new RegExp(`${id} active +40 Gold "Keno night"`));

    await admin(['edit', id], {
      title: 'Keno weekend',
      reward: '60',
      ends: '2030-01-01T00:00:00Z',
    });
    const row = await database.db
      .selectFrom('quests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Keno weekend', reward: 6_000_000_000n, active: true });
    expect(row.ends_at?.toISOString()).toBe('2030-01-01T00:00:00.000Z');

    await admin(['disable', id]);
    expect(await admin(['list'])).toMatch(new RegExp(`${id} disabled`));
    expect(await audits()).toEqual([
      { action: 'quest_create', operator: 'ops' },
      { action: 'quest_edit', operator: 'ops' },
      { action: 'quest_disable', operator: 'ops' },
    ]);
  });

  it('refuses bad quests with a readable message and changes nothing', async () => {
    const before = await audits();
    await expect(admin(['create'], { title: 'X', reward: '10', tasks: '[]' })).rejects.toThrow(
      /invalid tasks/,
    );
    const chatOnGame = JSON.stringify([{ kind: 'chat', title: 'Chat', target: '2', game: 'dice' }]);
    await expect(
      admin(['create'], { title: 'X', reward: '10', tasks: chatOnGame }),
    ).rejects.toThrow(/invalid tasks.0.game/);
    await expect(
      admin(['create'], {
        title: 'X',
        reward: '0',
        tasks: '[{"kind":"chat","title":"c","target":"1"}]',
      }),
    ).rejects.toThrow(/invalid reward/);
    await expect(admin(['disable', '00000000-0000-4000-8000-000000000000'])).rejects.toThrow(
      /Quest not found/,
    );
    expect(await audits()).toEqual(before);
  });

  it('shows and sets the Gold multiplier by VIP level', async () => {
    expect(await admin(['multipliers'])).toContain('1,1,1,1,1,1.1,');
    const levels = Array.from({ length: 41 }, (_, n) => (n < 10 ? '1' : '1.5')).join(',');
    await admin(['multipliers', `levels=${levels}`]);
    const settings = await getQuestSettings(database.db);
    expect(settings.goldMultiplierBps[9]).toBe(10_000);
    expect(settings.goldMultiplierBps[10]).toBe(15_000);
    await expect(admin(['multipliers', 'levels=1,2'])).rejects.toThrow(/goldMultiplierBps/);
  });
});
