import { sql, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';

/** The only SQL of live support (issue 23 item 3, ADR 041). */

type Executor = Transaction<Database> | DB;

export interface MessageRow {
  id: bigint;
  author: 'player' | 'staff';
  staff_name: string | null;
  body: string;
  created_at: Date;
}

export interface ConversationRow {
  user_id: string;
  status: 'open' | 'closed';
  player_read_at: Date | null;
  last_message_at: Date;
}

/** How many messages a conversation view shows (the newest ones, oldest first). */
const HISTORY_LIMIT = 200;

export async function findConversation(db: Executor, userId: string) {
  return db
    .selectFrom('support_conversations')
    .select(['user_id', 'status', 'player_read_at', 'last_message_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst() as Promise<ConversationRow | undefined>;
}

/** Creates the player's conversation if needed and locks its row for this transaction. */
export async function lockOrCreateConversation(
  trx: Transaction<Database>,
  userId: string,
): Promise<ConversationRow> {
  await trx
    .insertInto('support_conversations')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return trx
    .selectFrom('support_conversations')
    .select(['user_id', 'status', 'player_read_at', 'last_message_at'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow() as Promise<ConversationRow>;
}

export async function lockConversation(trx: Transaction<Database>, userId: string) {
  return trx
    .selectFrom('support_conversations')
    .select(['user_id', 'status', 'player_read_at', 'last_message_at'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst() as Promise<ConversationRow | undefined>;
}

export async function countPlayerMessagesSince(
  trx: Executor,
  userId: string,
  since: Date,
): Promise<number> {
  const row = await trx
    .selectFrom('support_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('author', '=', 'player')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertMessage(
  trx: Transaction<Database>,
  row: {
    userId: string;
    author: 'player' | 'staff';
    staffUserId: string | null;
    body: string;
    at: Date;
  },
): Promise<bigint> {
  const inserted = await trx
    .insertInto('support_messages')
    .values({
      user_id: row.userId,
      author: row.author,
      staff_user_id: row.staffUserId,
      body: row.body,
      created_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('support_conversations')
    .set({ last_message_at: row.at })
    .where('user_id', '=', row.userId)
    .execute();
  return inserted.id;
}

export async function setStatus(
  trx: Transaction<Database>,
  userId: string,
  status: 'open' | 'closed',
  at: Date,
): Promise<void> {
  await trx
    .updateTable('support_conversations')
    .set({ status, closed_at: status === 'closed' ? at : null })
    .where('user_id', '=', userId)
    .execute();
}

export async function markPlayerRead(db: Executor, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('support_conversations')
    .set({ player_read_at: at })
    .where('user_id', '=', userId)
    .execute();
}

/** The newest messages of a conversation, oldest first, with the staff author's name. */
export async function listMessages(db: Executor, userId: string): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom('support_messages')
    .leftJoin('users', 'users.id', 'support_messages.staff_user_id')
    .select([
      'support_messages.id',
      'support_messages.author',
      'users.username as staff_name',
      'support_messages.body',
      'support_messages.created_at',
    ])
    .where('support_messages.user_id', '=', userId)
    .orderBy('support_messages.id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.reverse();
}

export async function findMessage(db: Executor, id: bigint): Promise<MessageRow> {
  return db
    .selectFrom('support_messages')
    .leftJoin('users', 'users.id', 'support_messages.staff_user_id')
    .select([
      'support_messages.id',
      'support_messages.author',
      'users.username as staff_name',
      'support_messages.body',
      'support_messages.created_at',
    ])
    .where('support_messages.id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Staff messages newer than the player's last read (the widget's badge). */
export async function countUnreadForPlayer(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('support_messages')
    .innerJoin('support_conversations as c', 'c.user_id', 'support_messages.user_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('support_messages.user_id', '=', userId)
    .where('support_messages.author', '=', 'staff')
    .where((eb) =>
      eb.or([
        eb('c.player_read_at', 'is', null),
        eb('support_messages.created_at', '>', eb.ref('c.player_read_at')),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface SummaryRow {
  user_id: string;
  username: string;
  email: string | null;
  status: 'open' | 'closed';
  last_message_at: Date;
  last_body: string;
  last_author: 'player' | 'staff';
  unanswered: string;
}

/**
 * The console's list: conversations waiting for an answer first, then the other open ones,
 * then closed ones; newest activity first within each group.
 */
export async function listConversations(
  db: DB,
  options: { status: 'open' | 'closed' | 'all'; userId?: string; limit: number },
): Promise<SummaryRow[]> {
  const statusFilter = options.status === 'all' ? sql`TRUE` : sql`c.status = ${options.status}`;
  const userFilter = options.userId ? sql`c.user_id = ${options.userId}` : sql`TRUE`;
  const result = await sql<SummaryRow>`
    SELECT c.user_id, u.username, u.email, c.status, c.last_message_at,
           last.body AS last_body, last.author AS last_author,
           (SELECT count(*) FROM support_messages m
             WHERE m.user_id = c.user_id AND m.author = 'player'
               AND m.id > COALESCE((SELECT max(s.id) FROM support_messages s
                                     WHERE s.user_id = c.user_id AND s.author = 'staff'), 0)
           ) AS unanswered
      FROM support_conversations c
      JOIN users u ON u.id = c.user_id
      JOIN LATERAL (SELECT body, author FROM support_messages m
                     WHERE m.user_id = c.user_id ORDER BY m.id DESC LIMIT 1) last ON TRUE
     WHERE ${statusFilter} AND ${userFilter}
     ORDER BY (c.status = 'open') DESC, (last.author = 'player' AND c.status = 'open') DESC,
              c.last_message_at DESC
     LIMIT ${options.limit}
  `.execute(db);
  return result.rows;
}
