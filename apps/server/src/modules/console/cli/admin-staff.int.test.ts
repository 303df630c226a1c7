import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { listRolesOf } from '../staff.repository';
import { runStaffAdminCommand } from './admin-staff';

let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

async function run(...positionals: string[]) {
  const lines: string[] = [];
  const [, action, user, role] = ['staff', ...positionals];
  await runStaffAdminCommand({
    db: database.db,
    positionals: ['staff', action ?? ''],
    user,
    role,
    operator: 'ops-shell',
    print: (line) => lines.push(line),
  });
  return lines.join('\n');
}

describe('npm run admin -- staff', () => {
  it('grants several roles, lists them, revokes one, each change audited', async () => {
    const p = await signUp(server);
    const name = p.user.username;
    expect(await run('grant', name, 'finance')).toMatch(/finance granted .*roles now: finance/);
    expect(await run('grant', name, 'finance')).toContain('already holds finance');
    await run('grant', name, 'support');
    expect(await listRolesOf(database.db, p.user.id)).toEqual(['finance', 'support']);
    expect(await run('list')).toMatch(new RegExp(`${name}\\tfinance\\t2FA OFF`));
    expect(await run('revoke', name, 'finance')).toContain('roles now: support');
    expect(await run('revoke', name, 'finance')).toContain('does not hold finance');
    const audit = await database.db
      .selectFrom('admin_audit')
      .select(['operator', 'action', 'details'])
      .where('target_user_id', '=', p.user.id)
      .orderBy('id')
      .execute();
    expect(audit).toMatchObject([
      {
        operator: 'ops-shell',
        action: 'staff_grant',
        details: { role: 'finance', before: [], after: ['finance'] },
      },
      { action: 'staff_grant', details: { role: 'support' } },
      { action: 'staff_revoke', details: { before: ['finance', 'support'], after: ['support'] } },
    ]);
  });

  it('refuses an unknown role or user, changing nothing', async () => {
    const p = await signUp(server);
    await expect(run('grant', p.user.username, 'owner')).rejects.toThrow(/Unknown role: owner/);
    await expect(run('grant', 'nobody-here', 'admin')).rejects.toThrow(/Unknown user/);
    await expect(run('grant', p.user.username)).rejects.toThrow(/usage/);
    expect(await listRolesOf(database.db, p.user.id)).toEqual([]);
  });
});
