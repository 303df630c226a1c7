import type {
  CatalogueGamesResponse,
  CatalogueProvidersResponse,
  ConsoleCatalogueGame,
} from '@tengu/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi } from '@/admin/console-api';

export const CATALOGUE_PAGE_SIZE = 25;
const KEY = ['admin', 'catalogue'] as const;

export interface CatalogueFilter {
  q: string;
  provider: string;
  enabled: '' | 'true' | 'false';
  page: number;
}

export const catalogueQuery = (f: CatalogueFilter) => ({
  q: f.q.trim() || undefined,
  provider: f.provider || undefined,
  enabled: f.enabled || undefined,
});

export const useCatalogueGames = (filter: CatalogueFilter) =>
  useQuery({
    queryKey: [...KEY, 'games', filter],
    queryFn: () =>
      consoleApi.get<CatalogueGamesResponse>('/admin/catalogue/games', {
        query: { ...catalogueQuery(filter), page: filter.page, pageSize: CATALOGUE_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

export const useCatalogueProviders = () =>
  useQuery({
    queryKey: [...KEY, 'providers'],
    queryFn: () => consoleApi.get<CatalogueProvidersResponse>('/admin/catalogue/providers'),
  });

/** Every catalogue change refreshes the games, the providers and the audit log. */
function useCatalogueMutation<V>(run: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: KEY });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export const useSwitchGame = () =>
  useCatalogueMutation((v: { uuid: string; enabled: boolean }) =>
    consoleApi.post<ConsoleCatalogueGame>(`/admin/catalogue/games/${v.uuid}/enabled`, {
      enabled: v.enabled,
    }),
  );

export const useSetPosition = () =>
  useCatalogueMutation((v: { uuid: string; position: number | null }) =>
    consoleApi.post<ConsoleCatalogueGame>(`/admin/catalogue/games/${v.uuid}/position`, {
      position: v.position,
    }),
  );

export const useSwitchProvider = () =>
  useCatalogueMutation((v: { id: string; enabled: boolean }) =>
    consoleApi.post(`/admin/catalogue/providers/${encodeURIComponent(v.id)}/enabled`, {
      enabled: v.enabled,
    }),
  );
