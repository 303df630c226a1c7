import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentQuery, contentQueryKeys } from './content-graphql';

/** The blog's posts, newest first (without their bodies). */
export function useBlogPosts() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useQuery({
    queryKey: contentQueryKeys.one('blogPosts', language),
    queryFn: async ({ signal }) =>
      (await contentQuery('blogPosts', { language }, signal)).blogPosts,
    staleTime: 5 * 60_000,
  });
}
