import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GameSearchResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/**
 * Game search (spec document 2 section 7: text → data.games) over the whole catalogue:
 * `GET /api/games/search` lists the in-house originals first (flagged `house`), then the
 * providers' games; empty text lists everything (ADR 031).
 */
const PAGE_SIZE = 100;

/** Hyphens and underscores read as spaces, so a slug typed in ("koi-fortune") still matches. */
export function searchText(text: string): string {
  return text.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

export const gameSearchKeys = {
  all: ['game-search'] as const,
  text: (text: string) => ['game-search', text] as const,
};

export function gameSearchQueryOptions(text: string) {
  const query = searchText(text);
  return infiniteQueryOptions({
    queryKey: gameSearchKeys.text(query),
    queryFn: ({ pageParam, signal }) =>
      api.get<GameSearchResponse>('/games/search', {
        query: { query, page: pageParam, size: PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 60_000,
  });
}

export function useGameSearch(text: string, isEnabled: boolean) {
  return useInfiniteQuery({ ...gameSearchQueryOptions(text), enabled: isEnabled });
}
