import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';

/** The operator audit trail (issue 4, operator tool): written in the adjustment's transaction. */
export async function insertAudit(
  trx: Transaction<Database>,
  row: {
    operator: string;
    action: string;
    targetUserId: string | null;
    details: Record<string, unknown>;
    ledgerEntryId: bigint | null;
    /** The console's staff user and client IP (issue 22); the CLI leaves them out. */
    actorUserId?: string | null;
    ip?: string | null;
  },
): Promise<bigint> {
  const inserted = await trx
    .insertInto('admin_audit')
    .values({
      operator: row.operator,
      action: row.action,
      target_user_id: row.targetUserId,
      details: JSON.stringify(row.details),
      ledger_entry_id: row.ledgerEntryId,
      actor_user_id: row.actorUserId ?? null,
      ip: row.ip ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The audit row of an adjustment's ledger entry (a replayed console request answers with it). */
export async function findAuditIdOfEntry(
  trx: Transaction<Database>,
  entryId: bigint,
): Promise<bigint | undefined> {
  const row = await trx
    .selectFrom('admin_audit')
    .select('id')
    .where('ledger_entry_id', '=', entryId)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}
