import { DEFAULT_RAFFLE_SETTINGS } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { raffleTestServer } from '../raffle.int-helpers';
import { getRaffleSettings } from '../raffle-settings';
import { runRaffleAdminCommand } from './admin-raffle';

/** `npm run admin -- raffle …`: settings shown, changed (validated, audited), draws run. */

const t = raffleTestServer('2026-11-25T10:00:00Z');

async function run(...positionals: string[]) {
  const lines: string[] = [];
  await runRaffleAdminCommand({
    db: t.db,
    positionals: ['raffle', ...positionals],
    operator: 'ops-alice',
    print: (line) => lines.push(line),
    now: () => new Date('2026-11-25T10:00:00Z'),
  });
  return lines;
}

describe('npm run admin -- raffle', () => {
  it('shows the defaults, changes a setting with an audit row, refuses bad values', async () => {
    expect(await run('show')).toContain(`usdPerTicket=${DEFAULT_RAFFLE_SETTINGS.usdPerTicket}`);
    const lines = await run('set', 'usdPerTicket=50', 'goldPerTicket=250');
    expect(lines).toContain('usdPerTicket=50');
    expect(await getRaffleSettings(t.db)).toMatchObject({ usdPerTicket: 50, goldPerTicket: 250 });
    const audit = await t.db
      .selectFrom('admin_audit')
      .select(['operator', 'details'])
      .where('action', '=', 'raffle_settings')
      .executeTakeFirstOrThrow();
    expect(audit.operator).toBe('ops-alice');
    expect(audit.details).toMatchObject({
      before: { usdPerTicket: 100 },
      after: { usdPerTicket: 50 },
    });
    await expect(run('set', 'usdPerTicket=0')).rejects.toThrow('invalid usdPerTicket');
    await expect(run('set', 'prize=1')).rejects.toThrow('unknown setting');
    expect((await getRaffleSettings(t.db)).usdPerTicket).toBe(50);
  });

  it('runs the due draws', async () => {
    expect(await run('draw')).toEqual(['no raffle week is due']);
  });
});
