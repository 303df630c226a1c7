import { sql } from 'kysely';
import { preparedQuery } from '#app/db/prepared-query';
import type { DB, Statement } from '#app/db/database';
import type { OutboxMessage, OutboxPayloads, OutboxTopic } from './outbox-messages';

/** The outbox table (docs/decisions/019-outbox.md). */

/** Writes one message in the caller's transaction. */
export async function insertOutboxMessage<T extends OutboxTopic>(
  db: DB,
  topic: T,
  payload: OutboxPayloads[T],
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ topic, payload: JSON.stringify(payload) })
    .execute();
}

/** The same insert as a pipelined statement (the bet batch's play message). */
export function outboxInsertStatement<T extends OutboxTopic>(
  db: DB,
  topic: T,
  payload: OutboxPayloads[T],
): Statement<unknown, void> {
  return {
    query: outboxInsertQuery(db, { topic, payload: JSON.stringify(payload) }),
    read: () => undefined,
  };
}

/** Compiled once: every bet batch sends it. */
const outboxInsertQuery = preparedQuery((db, values: { topic: string; payload: string }) =>
  db.insertInto('outbox').values({ topic: values.topic, payload: values.payload }),
);

/** One delivery at a time across replicas: a transaction-scoped advisory lock. */
export async function tryDeliveryLock(trx: DB): Promise<boolean> {
  const { rows } = await sql<{
    locked: boolean;
  }>`SELECT pg_try_advisory_xact_lock(hashtext('tengu_outbox_delivery')) AS locked`.execute(trx);
  return rows[0]?.locked === true;
}

/** The oldest pending messages (at most `limit`), or only those of `ids`. */
export async function pendingMessages(
  trx: DB,
  options: { limit: number; ids?: string[] },
): Promise<Array<OutboxMessage<OutboxTopic>>> {
  let query = trx
    .selectFrom('outbox')
    .select(['id', 'topic', 'payload', 'created_at'])
    .where('failed_at', 'is', null)
    .orderBy('id')
    .limit(options.limit);
  if (options.ids) query = query.where('id', 'in', options.ids.map(BigInt));
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id.toString(),
    topic: r.topic as OutboxTopic,
    payload: r.payload as OutboxPayloads[OutboxTopic],
    createdAt: r.created_at,
  }));
}

export async function deleteMessages(trx: DB, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.deleteFrom('outbox').where('id', 'in', ids.map(BigInt)).execute();
}

/** Counts a failed delivery of one message; after `maxAttempts` it is set aside. */
export async function recordFailure(
  db: DB,
  id: string,
  error: string,
  maxAttempts: number,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 2000),
      failed_at: sql<Date | null>`CASE WHEN attempts + 1 >= ${maxAttempts} THEN now() END`,
    }))
    .where('id', '=', BigInt(id))
    .execute();
}
