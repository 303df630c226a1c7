import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';

/** Who acted, from where: every console change carries it into `admin_audit`. */
export interface ConsoleActor {
  userId: string;
  username: string;
  ip: string;
}

/** The `operator` column of console rows (the CLI writes the shell user's name). */
export const operatorName = (actor: ConsoleActor) => `console:${actor.username}`;

/** One `admin_audit` row of a console action, in the action's transaction. */
export async function insertConsoleAudit(
  trx: Transaction<Database> | DB,
  row: {
    actor: ConsoleActor;
    action: string;
    targetUserId: string | null;
    details: Record<string, unknown>;
    ledgerEntryId?: bigint | null;
  },
): Promise<bigint> {
  const inserted = await trx
    .insertInto('admin_audit')
    .values({
      operator: operatorName(row.actor),
      actor_user_id: row.actor.userId,
      ip: row.actor.ip,
      action: row.action,
      target_user_id: row.targetUserId,
      details: JSON.stringify(row.details),
      ledger_entry_id: row.ledgerEntryId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Audit rows newest first, filtered by operator or action (substring, case-insensitive). */
export async function listAudit(
  db: DB,
  query: {
    actor?: string | undefined;
    action?: string | undefined;
    player?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    limit: number;
    offset: number;
  },
) {
  let base = db
    .selectFrom('admin_audit')
    .leftJoin('users', 'users.id', 'admin_audit.target_user_id');
  if (query.actor)
    base = base.where('admin_audit.operator', 'ilike', `%${escapeLike(query.actor)}%`);
  if (query.action)
    base = base.where('admin_audit.action', 'ilike', `%${escapeLike(query.action)}%`);
  const player = query.player;
  if (player)
    base = base.where((eb) =>
      UUID.test(player)
        ? eb('admin_audit.target_user_id', '=', player)
        : eb('users.username', 'ilike', `%${escapeLike(player)}%`),
    );
  if (query.from)
    base = base.where('admin_audit.created_at', '>=', new Date(`${query.from}T00:00:00Z`));
  if (query.to)
    base = base.where(
      'admin_audit.created_at',
      '<',
      new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000),
    );
  const [rows, count] = await Promise.all([
    base
      .select([
        'admin_audit.id',
        'admin_audit.operator',
        'admin_audit.action',
        'admin_audit.target_user_id',
        'users.username as target_username',
        'admin_audit.details',
        'admin_audit.ip',
        'admin_audit.created_at',
      ])
      .orderBy('admin_audit.created_at', 'desc')
      .orderBy('admin_audit.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
