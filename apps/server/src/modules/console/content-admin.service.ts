import {
  type AdminBlogResponse,
  type AdminContentResponse,
  type BlogPostRequest,
  type ConsoleActionResponse,
  type ContentItemRequest,
  type ContentKind,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { listItemsOfKind, listPostsWithContent } from '#app/modules/content/content.repository';
import {
  deleteBlogPost,
  deleteContentItem,
  setBlogPost,
  setContentItem,
} from '#app/modules/content/content.operator';
import { operatorName, type ConsoleActor } from './console-audit.repository';

/**
 * The console's Content section over the content module's operator functions (the ones
 * `npm run admin -- content|blog` uses), so both paths validate and audit alike.
 */

const done = (auditId: bigint): ConsoleActionResponse => ({ ok: true, auditId: String(auditId) });

/** The operator functions' zod messages ("invalid tab: …") become 400s, not 500s. */
async function asBadRequest<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('invalid ')) {
      throw new AppError('VALIDATION_FAILED', error.message);
    }
    throw error;
  }
}

export async function contentItems(db: DB, kind: ContentKind): Promise<AdminContentResponse> {
  const rows = await listItemsOfKind(db, kind);
  return {
    items: rows.map((r) => ({
      kind: r.kind as ContentKind,
      id: r.id.slice(r.kind.length + 1),
      language: r.language,
      position: r.position,
      tab: r.tab_title,
      title: r.title,
      body: r.body,
    })),
  };
}

export async function saveContentItem(
  db: DB,
  actor: ConsoleActor,
  request: ContentItemRequest,
): Promise<ConsoleActionResponse> {
  const { auditId } = await asBadRequest(() =>
    setContentItem({ db, operator: operatorName(actor), actor, input: request }),
  );
  return done(auditId);
}

export async function removeContentItem(
  db: DB,
  actor: ConsoleActor,
  key: { kind: ContentKind; id: string; language: string },
): Promise<ConsoleActionResponse> {
  const auditId = await deleteContentItem({ db, operator: operatorName(actor), actor, ...key });
  if (auditId === null) throw new AppError('NOT_FOUND', 'Content entry not found.');
  return done(auditId);
}

export async function blogPosts(db: DB): Promise<AdminBlogResponse> {
  const rows = await listPostsWithContent(db);
  return {
    posts: rows.map((r) => ({
      slug: r.slug,
      language: r.language,
      title: r.title,
      excerpt: r.excerpt,
      cover: r.cover,
      content: r.content,
      publishedAt: r.published_at.toISOString(),
    })),
  };
}

export async function saveBlogPost(
  db: DB,
  actor: ConsoleActor,
  request: BlogPostRequest,
): Promise<ConsoleActionResponse> {
  const { publishedAt, ...rest } = request;
  const { auditId } = await asBadRequest(() =>
    setBlogPost({
      db,
      operator: operatorName(actor),
      actor,
      input: { ...rest, ...(publishedAt ? { published: publishedAt } : {}) },
    }),
  );
  return done(auditId);
}

export async function removeBlogPost(
  db: DB,
  actor: ConsoleActor,
  key: { slug: string; language: string },
): Promise<ConsoleActionResponse> {
  const auditId = await deleteBlogPost({ db, operator: operatorName(actor), actor, ...key });
  if (auditId === null) throw new AppError('NOT_FOUND', 'Blog post not found.');
  return done(auditId);
}
