import { sql, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';

/** Every SQL statement on the lootbox tables (migration 20261126100000_lootbox). */

type Trx = Transaction<Database>;
type Executor = DB | Trx;

const CODE_COLUMNS = [
  'id',
  'code',
  'active',
  'expires_at',
  'max_uses',
  'uses',
  'created_by',
  'created_at',
] as const;

export function findCode(db: Executor, code: string) {
  return db
    .selectFrom('lootbox_codes')
    .select(CODE_COLUMNS)
    .where('code', '=', code)
    .executeTakeFirst();
}
export type CodeRow = NonNullable<Awaited<ReturnType<typeof findCode>>>;

/**
 * Counts one open against the code if it is still usable at `now` (active, not expired, under
 * its maximum): of concurrent opens at the last free use, one wins. Null when not usable.
 */
export function takeCode(trx: Trx, options: { codeId: string; now: Date }) {
  return trx
    .updateTable('lootbox_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', options.codeId)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', options.now)]))
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .returning('id')
    .executeTakeFirst();
}

export function hasOpened(db: Executor, codeId: string, userId: string) {
  return db
    .selectFrom('lootbox_opens')
    .select('id')
    .where('code_id', '=', codeId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

/**
 * Records the open unless the player already opened this code (UNIQUE (code_id, user_id)):
 * undefined then. A concurrent duplicate waits on the index until the first commits.
 */
export async function insertOpen(
  trx: Trx,
  row: {
    id: string;
    code_id: string;
    user_id: string;
    prize: string;
    seed_id: bigint;
    client_seed: string;
    server_seed_hash: string;
    nonce: number;
    created_at: Date;
  },
): Promise<{ id: string } | undefined> {
  return trx
    .insertInto('lootbox_opens')
    .values(row)
    .onConflict((oc) => oc.columns(['code_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function setOpenEntry(trx: Trx, openId: string, entryId: bigint): Promise<void> {
  await trx
    .updateTable('lootbox_opens')
    .set({ ledger_entry_id: entryId })
    .where('id', '=', openId)
    .execute();
}

export async function insertFreeSpinGrant(
  trx: Trx,
  row: { user_id: string; spins: number; spin_value: bigint; source: string; source_id: string },
): Promise<void> {
  await trx.insertInto('free_spin_grants').values(row).execute();
}

/** The player's opens, newest first, with the server seed once its pair has been rotated. */
export function findOpens(db: Executor, userId: string, options: { openId?: string } = {}) {
  let query = db
    .selectFrom('lootbox_opens as o')
    .innerJoin('lootbox_codes as c', 'c.id', 'o.code_id')
    .innerJoin('fairness_seeds as s', 's.id', 'o.seed_id')
    .select([
      'o.id',
      'c.code',
      'o.prize',
      'o.client_seed',
      'o.server_seed_hash',
      'o.nonce',
      'o.created_at',
      sql<string | null>`CASE WHEN s.active THEN NULL ELSE s.server_seed END`.as('server_seed'),
    ])
    .where('o.user_id', '=', userId);
  if (options.openId) query = query.where('o.id', '=', options.openId);
  return query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(50).execute();
}
export type OpenRow = Awaited<ReturnType<typeof findOpens>>[number];

// --- Operator -------------------------------------------------------------------------------

export function insertCode(
  trx: Trx,
  row: { code: string; expires_at: Date | null; max_uses: number | null; created_by: string },
) {
  return trx
    .insertInto('lootbox_codes')
    .values(row)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning(CODE_COLUMNS)
    .executeTakeFirst();
}

export function listCodes(db: Executor) {
  return db.selectFrom('lootbox_codes').select(CODE_COLUMNS).orderBy('created_at').execute();
}

export function deactivateCode(trx: Trx, code: string) {
  return trx
    .updateTable('lootbox_codes')
    .set({ active: false })
    .where('code', '=', code)
    .returning(CODE_COLUMNS)
    .executeTakeFirst();
}
