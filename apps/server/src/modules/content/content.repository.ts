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
