import type { ChatRoom } from '@tengu/shared';
import type { DB } from '#app/db/database';

/** The console's reads of the chat (moderation view and log); changes go through the chat module. */

/** The newest messages (deleted ones too), newest first, with the sender's live mute. */
export function latestMessages(
  db: DB,
  options: { room?: ChatRoom | undefined; limit: number; at: Date },
) {
  let query = db
    .selectFrom('chat_messages as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('chat_mutes as mu', (join) =>
      join.onRef('mu.user_id', '=', 'm.user_id').on('mu.muted_until', '>', options.at),
    )
    .select([
      'm.id',
      'm.room',
      'm.user_id',
      'u.username',
      'm.message',
      'm.message_type',
      'm.created_at',
      'm.deleted_at',
      'mu.muted_until',
    ]);
  if (options.room) query = query.where('m.room', '=', options.room);
  return query.orderBy('m.seq', 'desc').limit(options.limit).execute();
}

export function findMessage(db: DB, id: string) {
  return db
    .selectFrom('chat_messages')
    .select(['id', 'user_id', 'room', 'message', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** `chat_moderation_audit`, newest first, with the target's username. */
export async function moderationLog(db: DB, options: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('chat_moderation_audit as a')
      .leftJoin('users as u', 'u.id', 'a.target_user_id')
      .select([
        'a.id',
        'a.action',
        'a.actor',
        'a.target_user_id',
        'u.username as target_username',
        'a.message_id',
        'a.details',
        'a.created_at',
      ])
      .orderBy('a.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    db
      .selectFrom('chat_moderation_audit')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
