import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  FavouritesResponse,
  FavouriteState,
  Game,
  GameDetailResponse,
  GameProvidersResponse,
  GameSearchResponse,
  Language,
  ProviderLaunchResponse,
} from '@tengu/shared';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { api } from '@/lib/api';

/** The provider games' calls (issue 20; server: modules/provider-games). */

export interface GameListFilter {
  query?: string;
  category?: 'slots' | 'live';
  provider?: string;
  bonusBuy?: boolean;
  sort?: 'name' | 'new';
  size: number;
}

export const providerGamesKeys = {
  all: ['provider-games'] as const,
  search: (filter: GameListFilter) => ['provider-games', 'search', filter] as const,
  providers: ['provider-games', 'providers'] as const,
  slug: (slug: string) => ['provider-games', 'slug', slug] as const,
  favourites: ['provider-games', 'favourites'] as const,
};

/** GET /api/games/search: one page of the list (spec document 2 section 7, Game search). */
export function searchGames(
  filter: GameListFilter & { page: number },
  signal?: AbortSignal,
): Promise<GameSearchResponse> {
  const { bonusBuy, ...rest } = filter;
  return api.get<GameSearchResponse>('/games/search', {
    query: { ...rest, bonusBuy: bonusBuy === undefined ? undefined : String(bonusBuy) },
    signal,
  });
}

export function gameListQueryOptions(filter: GameListFilter) {
  return infiniteQueryOptions({
    queryKey: providerGamesKeys.search(filter),
    queryFn: ({ pageParam, signal }) => searchGames({ ...filter, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function useGameList(filter: GameListFilter) {
  return useInfiniteQuery(gameListQueryOptions(filter));
}

export function useGameProviders() {
  return useQuery(
    queryOptions({
      queryKey: providerGamesKeys.providers,
      queryFn: ({ signal }) => api.get<GameProvidersResponse>('/games/providers', { signal }),
    }),
  );
}

export function gameBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: providerGamesKeys.slug(slug),
    queryFn: ({ signal }) =>
      api.get<GameDetailResponse>(`/games/slug/${encodeURIComponent(slug)}`, { signal }),
    retry: false,
  });
}

export function useGameBySlug(slug: string) {
  return useQuery(gameBySlugQueryOptions(slug));
}

export function useFavourites() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({
    queryKey: providerGamesKeys.favourites,
    queryFn: ({ signal }) => api.get<FavouritesResponse>('/games/favourites', { signal }),
    enabled: isLoggedIn,
  });
}

/** Hearts or un-hearts a game; the favourites list follows at once and is then refetched. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ game, favourite }: { game: Game; favourite: boolean }) =>
      favourite
        ? api.put<FavouriteState>(`/games/favourites/${game.uuid}`)
        : api.delete<FavouriteState>(`/games/favourites/${game.uuid}`),
    onMutate: ({ game, favourite }) => {
      queryClient.setQueryData<FavouritesResponse>(providerGamesKeys.favourites, (old) => {
        const games = (old?.games ?? []).filter((g) => g.uuid !== game.uuid);
        return { games: favourite ? [game, ...games] : games };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerGamesKeys.favourites }),
  });
}

/** POST /api/provider-games/launch: the game's address with a real-money session. */
export function launchGame(body: {
  providerId: string;
  gameCode: string;
  mode: 'real' | 'demo';
  lang?: Language;
}) {
  return api.post<ProviderLaunchResponse>('/provider-games/launch', body);
}
