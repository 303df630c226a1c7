import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentQuery, contentQueryKeys } from './content-graphql';

/** The documentation tabs: `documentation { id tabTitle title content }`. */
export function useDocumentation() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useQuery({
    queryKey: contentQueryKeys.one('documentation', language),
    queryFn: async ({ signal }) =>
      (await contentQuery('documentation', { language }, signal)).documentation,
    staleTime: 5 * 60_000,
  });
}
