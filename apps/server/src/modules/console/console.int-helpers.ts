import type { StaffRole } from '@tengu/shared';
import { expect } from 'vitest';
import {
  bearer,
  signUp,
  totp,
  type SignedUp,
  type TestServer,
} from '#app/modules/auth/accounts.int-helpers';
import type { DB } from '#app/db/database';
import { changeStaffRole } from './staff.service';

/** Helpers of the console's integration tests (not a test file itself). */

export async function enableTwoFactor(server: TestServer, player: SignedUp): Promise<string> {
  const setup = await server.app.inject({
    method: 'POST',
    url: '/api/auth/2fa/setup',
    headers: bearer(player.accessToken),
  });
  const { secret } = setup.json<{ secret: string }>();
  const enable = await server.app.inject({
    method: 'POST',
    url: '/api/auth/2fa/enable',
    headers: bearer(player.accessToken),
    payload: { code: await totp(secret) },
  });
  expect(enable.statusCode).toBe(200);
  return secret;
}

/** A signed-in staff member holding these roles, with TOTP on unless told otherwise. */
export async function staffMember(
  server: TestServer,
  db: DB,
  roles: StaffRole[],
  options: { twoFactor?: boolean } = {},
): Promise<SignedUp> {
  const member = await signUp(server);
  for (const role of roles) {
    await changeStaffRole({
      db,
      operator: 'test',
      change: 'grant',
      username: member.user.username,
      role,
    });
  }
  if (options.twoFactor !== false) await enableTwoFactor(server, member);
  return member;
}
