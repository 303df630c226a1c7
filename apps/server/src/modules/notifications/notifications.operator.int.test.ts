import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnTs } from '#test/process';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';

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

async function runCli(args: string[]) {
  const child = spawnTs('apps/server/src/modules/admin/cli/admin.ts', args, {
    DATABASE_URL: database.url,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, output };
}

describe('npm run admin -- notify', () => {
  // Each CLI run is a fresh Node process with tsx: slow on a loaded two-core machine.
  it('sends a player a notification they read on the next fetch, audited; refuses clearly', async () => {
    const p = await signUp(server);
    const ok = await runCli([
      'notify',
      '--user',
      p.user.username,
      '--title',
      'Maintenance',
      '--message',
      'Back at 14:00 UTC',
      '--link',
      '/promotions',
      '--operator',
      'ops-cli',
    ]);
    expect(ok.output).toContain(`for ${p.user.username}`);
    expect(ok.code).toBe(0);
    const listing = await server.app.inject({
      url: '/api/notifications',
      headers: bearer(p.accessToken),
    });
    expect(listing.json()).toMatchObject({
      totalCount: 1,
      unreadCount: 1,
      notifications: [
        { title: 'Maintenance', message: 'Back at 14:00 UTC', link: '/promotions', is_read: false },
      ],
    });
    const audit = await database.db
      .selectFrom('admin_audit')
      .select(['operator', 'action'])
      .where('target_user_id', '=', p.user.id)
      .execute();
    expect(audit).toEqual([{ operator: 'ops-cli', action: 'notify' }]);

    const unknown = await runCli([
      'notify',
      '--user',
      'nobody_here_x',
      '--title',
      't',
      '--message',
      'm',
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('Unknown user');
    const missing = await runCli(['notify', '--user', p.user.username, '--title', 't']);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('--message');
    expect((await database.db.selectFrom('notifications').select('id').execute()).length).toBe(1);
  }, 90_000);
});
