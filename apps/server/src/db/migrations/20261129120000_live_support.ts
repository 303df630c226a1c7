import { sql, type Kysely } from 'kysely';

/**
 * Live support (issue 23 item 3; docs/decisions/041-live-support.md): one conversation per
 * player (its key is the player's id), its messages, and when the player last read the staff's
 * answers (the widget's unread badge).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE support_conversations (
      user_id uuid PRIMARY KEY REFERENCES users(id),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
      last_message_at timestamptz NOT NULL DEFAULT now(),
      player_read_at timestamptz,
      closed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX support_conversations_list_idx
      ON support_conversations (status, last_message_at DESC);
    CREATE TABLE support_messages (
      id bigserial PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES support_conversations(user_id),
      author text NOT NULL CHECK (author IN ('player', 'staff')),
      staff_user_id uuid REFERENCES users(id),
      body text NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((author = 'staff') = (staff_user_id IS NOT NULL))
    );
    CREATE INDEX support_messages_conversation_idx ON support_messages (user_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE support_messages;
    DROP TABLE support_conversations;
  `.execute(db);
}
