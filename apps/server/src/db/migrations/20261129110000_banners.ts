import { sql, type Kysely } from 'kysely';

/**
 * Banners (issue 23 item 4, issue 22; docs/decisions/040-banners-and-moderation.md): operator
 * text banners with a text per language (`texts`, English required, the fallback), an optional
 * link, an active window, an order, and where they show (the home page, the chat's announcement
 * strip). They replace the chat's English-only `chat_banners`, whose live rows are carried over
 * as chat announcements.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE banners (
      id serial PRIMARY KEY,
      texts jsonb NOT NULL CHECK (length(coalesce(texts->>'en', '')) BETWEEN 1 AND 300),
      link text,
      starts_at timestamptz,
      ends_at timestamptz,
      position int NOT NULL DEFAULT 0,
      on_home boolean NOT NULL DEFAULT true,
      in_chat boolean NOT NULL DEFAULT true,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      removed_at timestamptz,
      CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
    );
    CREATE INDEX banners_live_idx ON banners (position, id) WHERE removed_at IS NULL;
    INSERT INTO banners (texts, on_home, in_chat, created_by, created_at)
      SELECT jsonb_build_object('en', left(description, 300)), false, true, created_by, created_at
      FROM chat_banners WHERE removed_at IS NULL ORDER BY id;
    DROP TABLE chat_banners;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE chat_banners (
      id serial PRIMARY KEY,
      description text NOT NULL CHECK (length(description) BETWEEN 1 AND 500),
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      removed_at timestamptz
    );
    INSERT INTO chat_banners (description, created_by, created_at)
      SELECT texts->>'en', created_by, created_at FROM banners
      WHERE removed_at IS NULL AND in_chat ORDER BY position, id;
    DROP TABLE banners;
  `.execute(db);
}
