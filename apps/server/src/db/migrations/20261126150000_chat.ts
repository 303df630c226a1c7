import { sql, type Kysely } from 'kysely';

/**
 * Chat (issue 18; docs/decisions/022-chat.md): messages per language room, moderators (a role on
 * the user), mutes with an end, an audit of every moderation action, announcement banners
 * (operator data) and tip rains (one ledger entry each, `rain:<id>`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN chat_role text NOT NULL DEFAULT 'player'
      CHECK (chat_role IN ('player', 'moderator'));
    CREATE TABLE chat_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- Insertion order: history is ordered by it (a clock may give two messages one instant).
      seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
      room text NOT NULL CHECK (room IN ('en', 'fa', 'pl', 'ru', 'zh', 'ca')),
      user_id uuid NOT NULL REFERENCES users(id),
      message text NOT NULL CHECK (length(message) BETWEEN 1 AND 200),
      message_type text NOT NULL DEFAULT 'text' CHECK (message_type IN ('text', 'bet_share')),
      metadata jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    );
    CREATE INDEX chat_messages_room_idx ON chat_messages (room, seq DESC)
      WHERE deleted_at IS NULL;
    CREATE INDEX chat_messages_user_idx ON chat_messages (user_id, created_at DESC);
    CREATE TABLE chat_mutes (
      user_id uuid PRIMARY KEY REFERENCES users(id),
      muted_until timestamptz NOT NULL,
      reason text,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE chat_moderation_audit (
      id bigserial PRIMARY KEY,
      action text NOT NULL
        CHECK (action IN ('delete', 'mute', 'unmute', 'announce', 'unannounce')),
      actor text NOT NULL,
      target_user_id uuid REFERENCES users(id),
      message_id uuid REFERENCES chat_messages(id),
      details jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE chat_banners (
      id serial PRIMARY KEY,
      description text NOT NULL CHECK (length(description) BETWEEN 1 AND 500),
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      removed_at timestamptz
    );
    CREATE TABLE chat_rains (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      idempotency_key text NOT NULL UNIQUE,
      room text NOT NULL,
      sender_id uuid NOT NULL REFERENCES users(id),
      amount bigint NOT NULL CHECK (amount > 0),
      recipients int NOT NULL CHECK (recipients > 0),
      ledger_entry_id bigint REFERENCES ledger_entries(id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX chat_rains_sender_idx ON chat_rains (sender_id);
  `.execute(db);
}
