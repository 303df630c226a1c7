import { sql } from 'kysely';
import type { DB } from '#app/db/database';

/** The only SQL of the chat (routes parse, the service decides). */

export interface ChatMessageRow {
  id: string;
  room: string;
  user_id: string;
  username: string;
  level: number;
  message: string;
  message_type: 'text' | 'bet_share';
  metadata: Record<string, unknown> | null;
  created_at: Date;
}

function selectMessages(db: DB) {
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.room',
      'm.user_id',
      'u.username',
      'u.level',
      'm.message',
      'm.message_type',
      'm.metadata',
      'm.created_at',
    ]);
}

/** The newest `limit` messages of a room, oldest first. */
export async function recentMessages(db: DB, room: string, limit: number) {
  const rows = await selectMessages(db)
    .where('m.room', '=', room)
    .where('m.deleted_at', 'is', null)
    .orderBy('m.seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse() as ChatMessageRow[];
}

export async function insertMessage(
  db: DB,
  values: {
    room: string;
    userId: string;
    message: string;
    messageType: 'text' | 'bet_share';
    metadata: Record<string, unknown> | null;
    at: Date;
  },
): Promise<ChatMessageRow> {
  const { id } = await db
    .insertInto('chat_messages')
    .values({
      room: values.room,
      user_id: values.userId,
      message: values.message,
      message_type: values.messageType,
      metadata: values.metadata ? JSON.stringify(values.metadata) : null,
      created_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await selectMessages(db)
    .where('m.id', '=', id)
    .executeTakeFirstOrThrow()) as ChatMessageRow;
}

/** Serialises one player's sends (the rate limit counts under this lock). */
export async function lockSender(db: DB, userId: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtext('chat:' || ${userId}))`.execute(db);
}

export async function countMessagesSince(db: DB, userId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findChatter(db: DB, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'level', 'amount_wagered', 'chat_role'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function findActiveMute(db: DB, userId: string, at: Date) {
  return db
    .selectFrom('chat_mutes')
    .select(['muted_until'])
    .where('user_id', '=', userId)
    .where('muted_until', '>', at)
    .executeTakeFirst();
}

export async function upsertMute(
  db: DB,
  values: { userId: string; until: Date; reason: string | null; actor: string },
) {
  await db
    .insertInto('chat_mutes')
    .values({
      user_id: values.userId,
      muted_until: values.until,
      reason: values.reason,
      created_by: values.actor,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        muted_until: values.until,
        reason: values.reason,
        created_by: values.actor,
        created_at: new Date(),
      }),
    )
    .execute();
}

export async function deleteMute(db: DB, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('chat_mutes').where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Marks a message deleted; returns its author, or undefined when missing or already deleted. */
export async function markDeleted(db: DB, messageId: string, at: Date) {
  return db
    .updateTable('chat_messages')
    .set({ deleted_at: at })
    .where('id', '=', messageId)
    .where('deleted_at', 'is', null)
    .returning(['user_id'])
    .executeTakeFirst();
}

export async function insertAudit(
  db: DB,
  values: {
    action: 'delete' | 'mute' | 'unmute' | 'announce' | 'unannounce';
    actor: string;
    targetUserId?: string | null;
    messageId?: string | null;
    details?: Record<string, unknown>;
  },
) {
  await db
    .insertInto('chat_moderation_audit')
    .values({
      action: values.action,
      actor: values.actor,
      target_user_id: values.targetUserId ?? null,
      message_id: values.messageId ?? null,
      details: JSON.stringify(values.details ?? {}),
    })
    .execute();
}

/** Players who chatted in `room` since `since`, excluding `senderId`, the earliest chatter first. */
export async function recentChatters(
  db: DB,
  options: { room: string; since: Date; senderId: string },
): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['user_id', (eb) => eb.fn.min('created_at').as('first_at')])
    .where('room', '=', options.room)
    .where('created_at', '>', options.since)
    .where('deleted_at', 'is', null)
    .where('user_id', '!=', options.senderId)
    .groupBy('user_id')
    .orderBy('first_at')
    .orderBy((eb) => eb.fn.min('seq'))
    .execute();
  return rows.map((r) => r.user_id);
}

export function findRainByKey(db: DB, key: string) {
  return db
    .selectFrom('chat_rains')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function insertRain(
  db: DB,
  values: {
    key: string;
    room: string;
    senderId: string;
    amount: bigint;
    recipients: number;
    entryId: bigint;
    at: Date;
  },
) {
  return db
    .insertInto('chat_rains')
    .values({
      idempotency_key: values.key,
      room: values.room,
      sender_id: values.senderId,
      amount: values.amount,
      recipients: values.recipients,
      ledger_entry_id: values.entryId,
      created_at: values.at,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function rainSentBy(db: DB, userId: string): Promise<bigint> {
  const row = await db
    .selectFrom('chat_rains')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('sent'))
    .where('sender_id', '=', userId)
    .executeTakeFirstOrThrow();
  return BigInt(row.sent);
}

/** The room's newest `limit` rains made at or after `since`, oldest first, with the sender. */
export async function recentRains(
  db: DB,
  options: { room: string; since: Date | null; limit: number },
) {
  let query = db
    .selectFrom('chat_rains as r')
    .innerJoin('users as u', 'u.id', 'r.sender_id')
    .select(['r.id', 'r.room', 'u.username', 'r.amount', 'r.recipients', 'r.created_at'])
    .where('r.room', '=', options.room);
  if (options.since) query = query.where('r.created_at', '>=', options.since);
  const rows = await query.orderBy('r.created_at', 'desc').limit(options.limit).execute();
  return rows.reverse();
}
