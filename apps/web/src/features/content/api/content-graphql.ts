import { CONTENT_QUERIES, type ContentQueryName, type ContentQueryResults } from '@tengu/shared';
import { api } from '@/lib/api';

interface GraphqlAnswer<T> {
  data: T | null;
  errors?: { message: string }[];
}

/**
 * POST /api/graphql with one of the web app's known documents (issue 23; ADR 036): the server
 * answers only these in production. Content comes in the page's language, English where a
 * translation is missing.
 */
export async function contentQuery<N extends ContentQueryName>(
  name: N,
  variables: Record<string, string>,
  signal?: AbortSignal,
): Promise<ContentQueryResults[N]> {
  const answer = await api.post<GraphqlAnswer<ContentQueryResults[N]>>(
    '/graphql',
    { query: CONTENT_QUERIES[name], variables },
    { signal },
  );
  if (!answer.data || answer.errors?.length) {
    throw new Error(answer.errors?.[0]?.message ?? 'GraphQL answer without data');
  }
  return answer.data;
}

export const contentQueryKeys = {
  all: ['content'] as const,
  one: (name: ContentQueryName, language: string, extra = '') =>
    ['content', name, language, extra] as const,
};
