import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfigResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/site/config: the operator's licence text for the footer (SITE_LICENSE_TEXT). */
export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfigResponse> {
  return api.get<SiteConfigResponse>('/site/config', { signal });
}

export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'config'] as const,
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Infinity,
  });
}

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
