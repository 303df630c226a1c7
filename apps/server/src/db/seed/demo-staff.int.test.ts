/**
 * The demo console operator (ADR 048): seeded once with the demo data, signs in with the README's
 * password and a code from the README's TOTP secret, and opens the console as admin; the CLI
 * prints the current code outside production.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { createTokens } from '#app/modules/auth/tokens';
import { verifyTotp } from '#app/modules/auth/two-factor';
import { runStaffAdminCommand } from '#app/modules/console/cli/admin-staff';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { DEMO_STAFF, seedDemoStaff } from './demo-staff';

let database: TestDatabase;
let server: TestServer;
const seal = createTokens(TEST_ENV.JWT_SECRET).seal;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('the demo operator', () => {
  it('is seeded once and opens the console as admin with the README password and TOTP secret', async () => {
    expect(await seedDemoStaff(database.db, { seal })).toBe(1);
    expect(await seedDemoStaff(database.db, { seal })).toBe(0);

    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: DEMO_STAFF.username, password: DEMO_STAFF.password },
    });
    expect(login.statusCode).toBe(200);
    const { require2FA, tempToken } = login.json<{ require2FA: boolean; tempToken: string }>();
    expect(require2FA).toBe(true);
    const verified = await server.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/verify',
      payload: { tempToken, twoFactorCode: await generate({ secret: DEMO_STAFF.totpSecret }) },
    });
    expect(verified.statusCode).toBe(200);
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(verified.json<{ accessToken: string }>().accessToken),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'operator', roles: ['admin'] });
  });

  it('prints the current code with npm run admin -- staff totp (not in production)', async () => {
    const previous = process.env.JWT_SECRET;
    process.env.JWT_SECRET = TEST_ENV.JWT_SECRET;
    try {
      const lines: string[] = [];
      await runStaffAdminCommand({
        db: database.db,
        positionals: ['staff', 'totp'],
        user: DEMO_STAFF.username,
        role: undefined,
        operator: 'ops-shell',
        print: (line) => lines.push(line),
      });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\d{6}$/);
      expect(await verifyTotp(DEMO_STAFF.totpSecret, lines[0]!)).not.toBeNull();
    } finally {
      if (previous === undefined) delete process.env.JWT_SECRET;
      else process.env.JWT_SECRET = previous;
    }
  });
});
