import type {
  ConsoleActionResponse,
  PlayerBetsResponse,
  PlayerDetail,
  PlayerLedgerResponse,
  PlayerSearchResponse,
} from '@tengu/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { consoleApi } from '@/admin/console-api';

export const playersKeys = {
  search: (q: string) => ['admin', 'players', 'search', q] as const,
  detail: (id: string) => ['admin', 'players', id] as const,
  ledger: (id: string, page: number) => ['admin', 'players', id, 'ledger', page] as const,
  bets: (id: string, page: number) => ['admin', 'players', id, 'bets', page] as const,
};

export const PAGE_SIZE = 20;

export const usePlayerSearch = (q: string) =>
  useQuery({
    queryKey: playersKeys.search(q),
    queryFn: () => consoleApi.get<PlayerSearchResponse>('/admin/players', { query: { q } }),
    enabled: q.length > 0,
  });

export const playerDetailQuery = (id: string) =>
  queryOptions({
    queryKey: playersKeys.detail(id),
    queryFn: () => consoleApi.get<PlayerDetail>(`/admin/players/${id}`),
  });

export const usePlayerDetail = (id: string) => useQuery(playerDetailQuery(id));

export const usePlayerLedger = (id: string, page: number) =>
  useQuery({
    queryKey: playersKeys.ledger(id, page),
    queryFn: () =>
      consoleApi.get<PlayerLedgerResponse>(`/admin/players/${id}/ledger`, {
        query: { page, pageSize: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

export const usePlayerBets = (id: string, page: number) =>
  useQuery({
    queryKey: playersKeys.bets(id, page),
    queryFn: () =>
      consoleApi.get<PlayerBetsResponse>(`/admin/players/${id}/bets`, {
        query: { page, pageSize: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

/** Any console action on a player: POST, then refresh everything shown about them and the log. */
export function usePlayerAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: object }) =>
      consoleApi.post<ConsoleActionResponse>(`/admin/players/${id}/${path}`, body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'players', id] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]);
    },
  });
}
