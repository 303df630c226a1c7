import type { DB } from '#app/db/database';
import type { ContentKind } from '#app/db/schema';

/** A kind's entries in the given languages (the service picks one language per id). */
export async function listItems(db: DB, kind: ContentKind, languages: readonly string[]) {
  return db
    .selectFrom('content_items')
    .select(['id', 'language', 'position', 'tab_title', 'title', 'body'])
    .where('kind', '=', kind)
    .where('language', 'in', languages)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

const POST_COLUMNS = [
  'slug',
  'language',
  'title',
  'excerpt',
  'cover',
  'content',
  'published_at',
] as const;

/** Published posts in the given languages, newest first. */
export async function listPosts(db: DB, languages: readonly string[], now: Date) {
  return db
    .selectFrom('blog_posts')
    .select(POST_COLUMNS)
    .where('language', 'in', languages)
    .where('published_at', '<=', now)
    .orderBy('published_at', 'desc')
    .orderBy('slug')
    .execute();
}

export async function findPost(db: DB, slug: string, languages: readonly string[], now: Date) {
  return db
    .selectFrom('blog_posts')
    .select(POST_COLUMNS)
    .where('slug', '=', slug)
    .where('language', 'in', languages)
    .where('published_at', '<=', now)
    .execute();
}

type Writer = Pick<DB, 'insertInto' | 'deleteFrom'>;

/** Creates or replaces one entry in one language (the operator's edit). */
export async function upsertItem(
  db: Writer,
  row: {
    id: string;
    language: string;
    kind: ContentKind;
    position: number;
    tab_title: string | null;
    title: string;
    body: string;
  },
) {
  await db
    .insertInto('content_items')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['id', 'language']).doUpdateSet({
        kind: row.kind,
        position: row.position,
        tab_title: row.tab_title,
        title: row.title,
        body: row.body,
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function deleteItem(db: Writer, id: string, language: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('content_items')
    .where('id', '=', id)
    .where('language', '=', language)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

export async function deletePost(db: Writer, slug: string, language: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('blog_posts')
    .where('slug', '=', slug)
    .where('language', '=', language)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

export async function upsertPost(
  db: Writer,
  row: {
    slug: string;
    language: string;
    title: string;
    excerpt: string;
    cover: string;
    content: string;
    published_at: Date;
  },
) {
  const { slug: _slug, language: _language, ...changes } = row;
  await db
    .insertInto('blog_posts')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['slug', 'language']).doUpdateSet({ ...changes, updated_at: new Date() }),
    )
    .execute();
}

/** Every row (all languages), for the operator's listing. */
export async function listAllItems(db: DB) {
  return db
    .selectFrom('content_items')
    .select(['id', 'language', 'kind', 'position', 'title'])
    .orderBy('kind')
    .orderBy('position')
    .orderBy('language')
    .execute();
}

export async function listAllPosts(db: DB) {
  return db
    .selectFrom('blog_posts')
    .select(['slug', 'language', 'title', 'published_at'])
    .orderBy('published_at', 'desc')
    .execute();
}

/** Every row of one kind in every language, with its text (the console's Content section). */
export async function listItemsOfKind(db: DB, kind: 'support' | 'documentation' | 'affiliate') {
  return db
    .selectFrom('content_items')
    .select(['id', 'language', 'kind', 'position', 'tab_title', 'title', 'body'])
    .where('kind', '=', kind)
    .orderBy('position')
    .orderBy('id')
    .orderBy('language')
    .execute();
}

/** Every blog post in every language, with its text (the console's Content section). */
export async function listPostsWithContent(db: DB) {
  return db
    .selectFrom('blog_posts')
    .select(['slug', 'language', 'title', 'excerpt', 'cover', 'content', 'published_at'])
    .orderBy('published_at', 'desc')
    .orderBy('slug')
    .orderBy('language')
    .execute();
}
