import type {
  ConsoleActionResponse,
  ConsoleGamesResponse,
  CrashChainStatus,
  GameSettingsRequest,
  OriginalBetGame,
} from '@tengu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi } from '@/admin/console-api';

export const gamesKeys = {
  list: ['admin', 'games'] as const,
  crashChain: ['admin', 'games', 'crash-chain'] as const,
};

/** Each original's settings, house edge and today's bets and GGR (ADR 044). */
export const useConsoleGames = () =>
  useQuery({
    queryKey: gamesKeys.list,
    queryFn: () => consoleApi.get<ConsoleGamesResponse>('/admin/games'),
  });

/** The crash chain's use, commitment, round and leader; refreshed every 5 s. */
export const useCrashChain = () =>
  useQuery({
    queryKey: gamesKeys.crashChain,
    queryFn: () => consoleApi.get<CrashChainStatus>('/admin/games/crash-chain'),
    refetchInterval: 5_000,
  });

export function useSaveGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ game, request }: { game: OriginalBetGame; request: GameSettingsRequest }) =>
      consoleApi.put<ConsoleActionResponse>(`/admin/games/${game}`, request),
    onSettled: () => client.invalidateQueries({ queryKey: gamesKeys.list }),
  });
}
