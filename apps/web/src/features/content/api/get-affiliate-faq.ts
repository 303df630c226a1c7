import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentQuery, contentQueryKeys } from './content-graphql';

/** The affiliate FAQ: `affiliate { id question answer }`. */
export function useAffiliateFaq() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useQuery({
    queryKey: contentQueryKeys.one('affiliate', language),
    queryFn: async ({ signal }) =>
      (await contentQuery('affiliate', { language }, signal)).affiliate,
    staleTime: 5 * 60_000,
  });
}
