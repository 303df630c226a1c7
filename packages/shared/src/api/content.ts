/**
 * Content over POST /api/graphql (issue 23; spec document 1 section 7; ADR 036). The web app
 * sends only these documents: in production the server answers no other query (allow-list).
 */

/** Spec: support { id question answer }; affiliate { id question answer }. */
export interface FaqEntry {
  id: string;
  question: string;
  /** Markdown. */
  answer: string;
}

/** Spec: documentation { id tabTitle title content }. */
export interface DocumentationEntry {
  id: string;
  tabTitle: string;
  title: string;
  /** Markdown. */
  content: string;
}

export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** A path on the web app's origin (`/blog/covers/verify.svg`). */
  cover: string;
  /** ISO 8601. */
  publishedAt: string;
  /** Estimated minutes to read the post (200 words a minute, at least 1). */
  readingMinutes: number;
}

export interface BlogPost extends BlogPostSummary {
  /** Markdown. */
  content: string;
}

export const CONTENT_QUERIES = {
  support:
    'query Support($language: String) { support(language: $language) { id question answer } }',
  documentation:
    'query Documentation($language: String) { documentation(language: $language) { id tabTitle title content } }',
  affiliate:
    'query AffiliateFaq($language: String) { affiliate(language: $language) { id question answer } }',
  blogPosts:
    'query BlogPosts($language: String) { blogPosts(language: $language) { id slug title excerpt cover publishedAt readingMinutes } }',
  blogPost:
    'query BlogPost($slug: String!, $language: String) { blogPost(slug: $slug, language: $language) { id slug title excerpt cover content publishedAt readingMinutes } }',
} as const;
export type ContentQueryName = keyof typeof CONTENT_QUERIES;

export interface ContentQueryResults {
  support: { support: FaqEntry[] };
  documentation: { documentation: DocumentationEntry[] };
  affiliate: { affiliate: FaqEntry[] };
  blogPosts: { blogPosts: BlogPostSummary[] };
  blogPost: { blogPost: BlogPost | null };
}

/** Collapses whitespace so that a query's formatting does not matter to the allow-list. */
export function normalizeGraphqlDocument(source: string): string {
  return source.replace(/\s+/g, ' ').trim();
}

/** Reading time at 200 words a minute, at least one minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / 200));
}
