import { staffRoleSchema, type StaffRole } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { insertAudit } from '#app/modules/admin/admin.repository';
import { findUserByUsername } from '#app/modules/users/users.repository';
import { deleteRole, insertRole, listRolesOf, listStaff } from './staff.repository';

function parseRole(role: string): StaffRole {
  const parsed = staffRoleSchema.safeParse(role.trim());
  if (!parsed.success) {
    throw new AppError(
      'BAD_REQUEST',
      `Unknown role: ${role} (one of ${staffRoleSchema.options.join(', ')}).`,
    );
  }
  return parsed.data;
}

/** Grants or revokes a console role (`npm run admin -- staff grant|revoke`), audited. */
export async function changeStaffRole(options: {
  db: DB;
  operator: string;
  change: 'grant' | 'revoke';
  username: string;
  role: string;
}): Promise<{ changed: boolean; roles: StaffRole[]; twoFactorEnabled: boolean }> {
  const role = parseRole(options.role);
  const user = await findUserByUsername(options.db, options.username.trim());
  if (!user) throw new AppError('NOT_FOUND', `Unknown user: ${options.username}.`);
  const changed = await options.db.transaction().execute(async (trx) => {
    const before = await listRolesOf(trx, user.id);
    const changed =
      options.change === 'grant'
        ? await insertRole(trx, { userId: user.id, role, grantedBy: options.operator })
        : await deleteRole(trx, user.id, role);
    if (changed) {
      await insertAudit(trx, {
        operator: options.operator,
        action: `staff_${options.change}`,
        targetUserId: user.id,
        details: { role, before, after: await listRolesOf(trx, user.id) },
        ledgerEntryId: null,
      });
    }
    return changed;
  });
  return {
    changed,
    roles: await listRolesOf(options.db, user.id),
    twoFactorEnabled: user.two_factor_enabled,
  };
}

export function listStaffMembers(db: DB) {
  return listStaff(db);
}
