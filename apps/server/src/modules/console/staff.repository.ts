import type { StaffRole } from '@tengu/shared';
import type { DB } from '#app/db/database';

/** A user's console roles and whether their account has TOTP on (the console's two gates). */
export async function findStaffAccess(db: DB, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'two_factor_enabled', 'account_status'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const roles = await listRolesOf(db, userId);
  return { ...user, roles };
}

export async function listRolesOf(db: DB, userId: string): Promise<StaffRole[]> {
  const rows = await db
    .selectFrom('staff_roles')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute();
  return rows.map((r) => r.role);
}

/** Grants a role; false when the user already held it. */
export async function insertRole(
  db: DB,
  row: { userId: string; role: StaffRole; grantedBy: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('staff_roles')
    .values({ user_id: row.userId, role: row.role, granted_by: row.grantedBy })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .returning('role')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Revokes a role; false when the user did not hold it. */
export async function deleteRole(db: DB, userId: string, role: StaffRole): Promise<boolean> {
  const deleted = await db
    .deleteFrom('staff_roles')
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .returning('role')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** Every staff member with their roles, by username. */
export async function listStaff(db: DB) {
  return db
    .selectFrom('staff_roles')
    .innerJoin('users', 'users.id', 'staff_roles.user_id')
    .select([
      'users.username',
      'users.two_factor_enabled',
      'staff_roles.role',
      'staff_roles.granted_by',
      'staff_roles.granted_at',
    ])
    .orderBy('users.username')
    .orderBy('staff_roles.role')
    .execute();
}
