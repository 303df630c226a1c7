import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentQuery, contentQueryKeys } from './content-graphql';

/** One blog post by slug; `null` when there is no such post. */
export function useBlogPost(slug: string) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useQuery({
    queryKey: contentQueryKeys.one('blogPost', language, slug),
    queryFn: async ({ signal }) =>
      (await contentQuery('blogPost', { slug, language }, signal)).blogPost,
    staleTime: 5 * 60_000,
  });
}
