import { sql, type Kysely } from 'kysely';
import type { DB } from '#app/db/database';
import { seedContent } from '#app/modules/content/content-seed';

/**
 * Content served over POST /api/graphql (issue 23; docs/decisions/036-content-graphql.md).
 * - `content_items`: the support FAQ (`support`), the documentation tabs (`documentation`) and
 *   the affiliate FAQ (`affiliate`). A FAQ entry's question is `title`, its answer `body`; a
 *   documentation entry has a `tab_title` too. One row per (id, language): a language without its
 *   own row falls back to English.
 * - `blog_posts`: the blog, one row per (slug, language), markdown in `content`.
 * The English content is inserted here so that a production database has it from the start;
 * the operator edits rows afterwards (the seed never overwrites a row).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE content_items (
      id text NOT NULL,
      language text NOT NULL DEFAULT 'en',
      kind text NOT NULL CHECK (kind IN ('support', 'documentation', 'affiliate')),
      position int NOT NULL DEFAULT 0,
      tab_title text,
      title text NOT NULL,
      body text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (id, language),
      CHECK (kind <> 'documentation' OR tab_title IS NOT NULL)
    );
    CREATE INDEX content_items_kind_idx ON content_items (kind, language, position);
    CREATE TABLE blog_posts (
      slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      language text NOT NULL DEFAULT 'en',
      title text NOT NULL,
      excerpt text NOT NULL,
      cover text NOT NULL,
      content text NOT NULL,
      published_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (slug, language)
    );
    CREATE INDEX blog_posts_published_idx ON blog_posts (language, published_at DESC);
  `.execute(db);
  await seedContent(db as unknown as DB);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blog_posts; DROP TABLE content_items;`.execute(db);
}
