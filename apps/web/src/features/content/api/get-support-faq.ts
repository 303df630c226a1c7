import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentQuery, contentQueryKeys } from './content-graphql';

/** The support FAQ: `support { id question answer }`. */
export function useSupportFaq() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useQuery({
    queryKey: contentQueryKeys.one('support', language),
    queryFn: async ({ signal }) => (await contentQuery('support', { language }, signal)).support,
    staleTime: 5 * 60_000,
  });
}
