import type { DB } from '#app/db/database';
import { blogPosts } from './content-blog';
import { documentationItems } from './content-docs';
import { affiliateItems, supportItems } from './content-faq';

/**
 * Inserts the English content that is missing (issue 23). Idempotent and never overwrites: an
 * operator's edit of a row stays. Called by the content migration and by the demo seed, so a
 * database gets entries added later too.
 */
export async function seedContent(db: DB): Promise<number> {
  const items = [
    ...supportItems().map((item, position) => ({ ...item, kind: 'support' as const, position })),
    ...documentationItems().map((item, position) => ({
      ...item,
      kind: 'documentation' as const,
      position,
    })),
    ...affiliateItems().map((item, position) => ({
      ...item,
      kind: 'affiliate' as const,
      position,
    })),
  ];
  const inserted = await db
    .insertInto('content_items')
    .values(
      items.map((item) => ({
        // Ids are unique per kind; the prefix keeps them unique in the table.
        id: `${item.kind}:${item.id}`,
        language: 'en',
        kind: item.kind,
        position: item.position,
        tab_title: item.tabTitle ?? null,
        title: item.title,
        body: item.body,
      })),
    )
    .onConflict((oc) => oc.columns(['id', 'language']).doNothing())
    .returning('id')
    .execute();
  const posts = await db
    .insertInto('blog_posts')
    .values(
      blogPosts().map((post) => ({
        slug: post.slug,
        language: 'en',
        title: post.title,
        excerpt: post.excerpt,
        cover: post.cover,
        content: post.content,
        published_at: new Date(post.publishedAt),
      })),
    )
    .onConflict((oc) => oc.columns(['slug', 'language']).doNothing())
    .returning('slug')
    .execute();
  return inserted.length + posts.length;
}
