import { generate } from 'otplib';
import { loadConfig } from '#app/config';
import type { DB } from '#app/db/database';
import { resolveJwtSecret } from '#app/modules/auth/jwt-secret';
import { createTokens } from '#app/modules/auth/tokens';
import { findUserByUsername } from '#app/modules/users/users.repository';
import { changeStaffRole, listStaffMembers } from '../staff.service';

export const STAFF_ADMIN_USAGE = `       npm run admin -- staff grant|revoke --user NAME --role admin|finance|support|moderator|trader [--operator NAME]
       npm run admin -- staff list
       npm run admin -- staff totp --user NAME   (not in production: the current 2FA code, for the demo operator)`;

export function isStaffAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'staff';
}

/**
 * `npm run admin -- staff …` (issue 22, ADR 037): who may use the operator console. A role
 * alone is not enough: the console also requires TOTP on the account.
 */
export async function runStaffAdminCommand(options: {
  db: DB;
  positionals: string[];
  user: string | undefined;
  role: string | undefined;
  operator: string;
  print: (line: string) => void;
}): Promise<void> {
  const { db, print } = options;
  const [, action] = options.positionals;
  if (action === 'totp' && options.user) {
    print(await currentTotpCode({ db, username: options.user }));
    return;
  }
  if (action === 'list') {
    const rows = await listStaffMembers(db);
    if (rows.length === 0) print('no staff');
    for (const row of rows) {
      print(
        `${row.username}\t${row.role}\t${row.two_factor_enabled ? '2fa on' : '2FA OFF (console refused)'}\tgranted by ${row.granted_by} ${row.granted_at.toISOString()}`,
      );
    }
    return;
  }
  if ((action === 'grant' || action === 'revoke') && options.user && options.role) {
    const result = await changeStaffRole({
      db,
      operator: options.operator,
      change: action,
      username: options.user,
      role: options.role,
    });
    const verb = action === 'grant' ? 'granted' : 'revoked';
    print(
      result.changed
        ? `${options.role} ${verb} for ${options.user} (audited); roles now: ${result.roles.join(', ') || 'none'}`
        : `${options.user} ${action === 'grant' ? 'already holds' : 'does not hold'} ${options.role}`,
    );
    if (action === 'grant' && !result.twoFactorEnabled) {
      print(
        `note: ${options.user} has no two-factor authentication yet; the console refuses them until they enable it.`,
      );
    }
    return;
  }
  throw new Error(`usage:\n${STAFF_ADMIN_USAGE}`);
}

/**
 * The current TOTP code of an account (ADR 048), so the demo operator (db/seed/demo-staff.ts)
 * can sign in without an authenticator app. Refused in production: there a code comes only
 * from the staff member's own device.
 */
async function currentTotpCode(options: { db: DB; username: string }): Promise<string> {
  const config = loadConfig();
  if (config.isProduction) throw new Error('staff totp is not available in production');
  const user = await findUserByUsername(options.db, options.username.trim());
  if (!user) throw new Error(`Unknown user: ${options.username}.`);
  if (!user.two_factor_enabled || !user.two_factor_secret) {
    throw new Error(`${user.username} has no two-factor authentication`);
  }
  const secret = createTokens(resolveJwtSecret(config)).open(user.two_factor_secret);
  return generate({ secret });
}
