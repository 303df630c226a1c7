import { sql, type Selectable } from 'kysely';
import type { DB } from '#app/db/database';
import type { UsersTable } from '#app/db/schema';

/** Every SQL statement on `users` (accounts are shared by the auth and users modules). */

export type UserRow = Selectable<UsersTable>;

export async function findUserById(db: DB, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: DB, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findUserByUsername(db: DB, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function findUserByTelegramId(
  db: DB,
  telegramId: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('telegram_id', '=', telegramId)
    .executeTakeFirst();
}

export async function findUserIdByReferralCode(db: DB, code: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(referral_code)`, '=', code.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

export async function isSignupIpUsed(db: DB, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('signup_ip', '=', ip)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewUser {
  username: string;
  email: string | null;
  password_hash: string | null;
  referral_code: string;
  referred_by?: string | null;
  signup_ip?: string | null;
  click_id?: string | null;
  campaign_id?: string | null;
  affiliate_code_id?: string | null;
  signup_bonus?: boolean;
  spin_token?: string | null;
  telegram_id?: string | null;
  need_change_username?: boolean;
}

/** Inserts a player; the unique indexes on lower(username) and lower(email) decide races. */
export async function insertUser(db: DB, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

type UserUpdate = Partial<
  Pick<
    UserRow,
    | 'username'
    | 'password_hash'
    | 'email_verified'
    | 'two_factor_enabled'
    | 'two_factor_secret'
    | 'two_factor_pending_secret'
    | 'two_factor_last_step'
    | 'need_change_username'
    | 'need_change_password'
    | 'telegram_id'
    | 'hide_name'
  >
>;

export async function updateUser(db: DB, id: string, changes: UserUpdate): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Records an accepted TOTP step only if it is newer than the last one: a code is accepted once,
 * even by two concurrent requests.
 */
export async function claimTotpStep(db: DB, id: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ two_factor_last_step: step })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The unique-index name behind a PostgreSQL unique violation, if that is what `error` is. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' ? (e.constraint ?? '') : null;
}
