import type { DB } from '#app/db/database';
import { createUser } from '#app/modules/auth/auth.service';
import { hashPassword } from '#app/modules/auth/passwords';
import { changeStaffRole } from '#app/modules/console/staff.service';
import { findUserByUsername, updateUser } from '#app/modules/users/users.repository';

/**
 * The demo console operator (issue 22, ADR 048): outside production only, with the demo
 * players, so someone trying `npm start` can open /admin at once. An admin with TOTP on, from a
 * fixed secret printed in the README (`npm run admin -- staff totp --user operator` prints the
 * current code). Never in production: main.ts seeds demo data only when not in production, and
 * this account's password and secret are public.
 */
export const DEMO_STAFF = {
  username: 'operator',
  password: 'Operator-Demo-1',
  /** Base32 TOTP secret (RFC 6238), public on purpose: any authenticator app accepts it. */
  totpSecret: 'TENGUDEMOCONSOLEOPERATORSTAFF234',
} as const;

/** Creates the demo operator once (admin role, TOTP enabled); an existing account is left alone. */
export async function seedDemoStaff(
  db: DB,
  options: { seal: (plaintext: string) => string },
): Promise<number> {
  if (await findUserByUsername(db, DEMO_STAFF.username)) return 0;
  const user = await createUser(db, {
    username: DEMO_STAFF.username,
    email: null,
    password_hash: await hashPassword(DEMO_STAFF.password),
  });
  await updateUser(db, user.id, {
    two_factor_enabled: true,
    two_factor_secret: options.seal(DEMO_STAFF.totpSecret),
  });
  await changeStaffRole({
    db,
    operator: 'demo-seed',
    change: 'grant',
    username: DEMO_STAFF.username,
    role: 'admin',
  });
  return 1;
}
