import { LANGUAGES } from '@tengu/shared';
import { z } from 'zod';
import type { DB } from '#app/db/database';
import { insertAudit } from '#app/modules/admin/admin.repository';
import { deleteItem, deletePost, upsertItem, upsertPost } from './content.repository';

const language = z.enum(LANGUAGES);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by dashes');
const text = (max: number) => z.string().trim().min(1).max(max);

export const contentItemInput = z
  .object({
    kind: z.enum(['support', 'documentation', 'affiliate']),
    id: slug,
    language: language.default('en'),
    position: z.coerce.number().int().min(0).max(10_000).default(0),
    tab: text(60).optional(),
    title: text(300),
    body: text(50_000),
  })
  .refine((v) => v.kind !== 'documentation' || v.tab !== undefined, {
    message: 'a documentation entry needs tab=…',
    path: ['tab'],
  });
export type ContentItemInput = z.input<typeof contentItemInput>;

export const blogPostInput = z.object({
  slug,
  language: language.default('en'),
  title: text(200),
  excerpt: text(500),
  cover: z
    .string()
    .regex(/^\/[\w./-]+$|^https:\/\/\S+$/, 'a path like /blog/covers/x.svg or an https URL'),
  content: text(100_000),
  published: z.coerce.date().default(() => new Date()),
});
export type BlogPostInput = z.input<typeof blogPostInput>;

/** The console's staff member and IP (issue 22); the CLI passes only `operator`. */
export interface ContentActor {
  userId: string;
  ip: string;
}

const actorColumns = (actor: ContentActor | undefined) => ({
  actorUserId: actor?.userId ?? null,
  ip: actor?.ip ?? null,
});

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`invalid ${issue?.path.join('.') || 'input'}: ${issue?.message ?? ''}`);
}

/** Creates or replaces a FAQ or documentation entry in one language; audited. */
export async function setContentItem(options: {
  db: DB;
  operator: string;
  actor?: ContentActor;
  input: ContentItemInput;
}) {
  const item = parse(contentItemInput, options.input);
  const auditId = await options.db.transaction().execute(async (trx) => {
    await upsertItem(trx, {
      id: `${item.kind}:${item.id}`,
      language: item.language,
      kind: item.kind,
      position: item.position,
      tab_title: item.tab ?? null,
      title: item.title,
      body: item.body,
    });
    return insertAudit(trx, {
      operator: options.operator,
      action: 'content.set',
      targetUserId: null,
      details: { kind: item.kind, id: item.id, language: item.language, title: item.title },
      ledgerEntryId: null,
      ...actorColumns(options.actor),
    });
  });
  return { ...item, auditId };
}

export async function deleteContentItem(options: {
  db: DB;
  operator: string;
  kind: string;
  id: string;
  language: string;
  actor?: ContentActor;
}): Promise<bigint | null> {
  return options.db.transaction().execute(async (trx) => {
    const deleted = await deleteItem(trx, `${options.kind}:${options.id}`, options.language);
    if (!deleted) return null;
    return insertAudit(trx, {
      operator: options.operator,
      action: 'content.delete',
      targetUserId: null,
      details: { kind: options.kind, id: options.id, language: options.language },
      ledgerEntryId: null,
      ...actorColumns(options.actor),
    });
  });
}

/** Creates or replaces a blog post in one language; a future `published` schedules it. */
export async function setBlogPost(options: {
  db: DB;
  operator: string;
  actor?: ContentActor;
  input: BlogPostInput;
}) {
  const post = parse(blogPostInput, options.input);
  const auditId = await options.db.transaction().execute(async (trx) => {
    await upsertPost(trx, {
      slug: post.slug,
      language: post.language,
      title: post.title,
      excerpt: post.excerpt,
      cover: post.cover,
      content: post.content,
      published_at: post.published,
    });
    return insertAudit(trx, {
      operator: options.operator,
      action: 'blog.set',
      targetUserId: null,
      details: { slug: post.slug, language: post.language, title: post.title },
      ledgerEntryId: null,
      ...actorColumns(options.actor),
    });
  });
  return { ...post, auditId };
}

/** Deletes a blog post in one language (the console's Content section); audited. */
export async function deleteBlogPost(options: {
  db: DB;
  operator: string;
  slug: string;
  language: string;
  actor?: ContentActor;
}): Promise<bigint | null> {
  return options.db.transaction().execute(async (trx) => {
    const deleted = await deletePost(trx, options.slug, options.language);
    if (!deleted) return null;
    return insertAudit(trx, {
      operator: options.operator,
      action: 'blog.delete',
      targetUserId: null,
      details: { slug: options.slug, language: options.language },
      ledgerEntryId: null,
      ...actorColumns(options.actor),
    });
  });
}
