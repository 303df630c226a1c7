import {
  DEFAULT_LANGUAGE,
  isLanguage,
  readingMinutes,
  type BlogPost,
  type BlogPostSummary,
  type DocumentationEntry,
  type FaqEntry,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import type { ContentKind } from '#app/db/schema';
import { findPost, listItems, listPosts } from './content.repository';

export interface ContentDeps {
  db: DB;
  now: () => Date;
}

/** The languages to read, the asked one first; an unknown or missing language reads English. */
function languagesFor(language: string | null | undefined): string[] {
  return isLanguage(language) && language !== DEFAULT_LANGUAGE
    ? [language, DEFAULT_LANGUAGE]
    : [DEFAULT_LANGUAGE];
}

/** Of rows in several languages, one per key: the asked language's, else English's (order kept). */
function preferLanguage<T extends { language: string }>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  language: string,
): T[] {
  const chosen = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    const current = chosen.get(key);
    if (!current || (row.language === language && current.language !== language)) {
      chosen.set(key, row);
    }
  }
  const picked = new Set(chosen.values());
  return rows.filter((row) => picked.has(row));
}

/** The public id: the stored id without its `kind:` prefix (unique within a kind). */
const publicId = (id: string) => id.slice(id.indexOf(':') + 1);

async function items(deps: ContentDeps, kind: ContentKind, language?: string | null) {
  const languages = languagesFor(language);
  const rows = await listItems(deps.db, kind, languages);
  return preferLanguage(rows, (row) => row.id, languages[0] ?? DEFAULT_LANGUAGE);
}

export async function getFaq(
  deps: ContentDeps,
  options: { kind: 'support' | 'affiliate'; language?: string | null },
): Promise<FaqEntry[]> {
  const rows = await items(deps, options.kind, options.language);
  return rows.map((row) => ({ id: publicId(row.id), question: row.title, answer: row.body }));
}

export async function getDocumentation(
  deps: ContentDeps,
  options: { language?: string | null },
): Promise<DocumentationEntry[]> {
  const rows = await items(deps, 'documentation', options.language);
  return rows.map((row) => ({
    id: publicId(row.id),
    tabTitle: row.tab_title ?? row.title,
    title: row.title,
    content: row.body,
  }));
}

type PostRow = Awaited<ReturnType<typeof listPosts>>[number];

function summaryOf(row: PostRow): BlogPostSummary {
  return {
    id: row.slug,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover: row.cover,
    publishedAt: row.published_at.toISOString(),
    readingMinutes: readingMinutes(row.content),
  };
}

export async function getBlogPosts(
  deps: ContentDeps,
  options: { language?: string | null },
): Promise<BlogPostSummary[]> {
  const languages = languagesFor(options.language);
  const rows = await listPosts(deps.db, languages, deps.now());
  return preferLanguage(rows, (row) => row.slug, languages[0] ?? DEFAULT_LANGUAGE).map(summaryOf);
}

export async function getBlogPost(
  deps: ContentDeps,
  options: { slug: string; language?: string | null },
): Promise<BlogPost | null> {
  const languages = languagesFor(options.language);
  const rows = await findPost(deps.db, options.slug, languages, deps.now());
  const [row] = preferLanguage(rows, (r) => r.slug, languages[0] ?? DEFAULT_LANGUAGE);
  return row ? { ...summaryOf(row), content: row.content } : null;
}
