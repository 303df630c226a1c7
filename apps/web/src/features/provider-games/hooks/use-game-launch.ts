import { useQuery } from '@tanstack/react-query';
import type { Game } from '@tengu/shared';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { currentLanguage } from '@/lib/i18n';
import { launchGame } from '../api/provider-games-api';

export type LaunchMode = 'real' | 'demo';

/** The provider's page in the player's language (the studio reads `lang`). */
export function withLanguage(url: string, language: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    parsed.searchParams.set('lang', language);
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * The frame's address for one provider game (issue 20): a launched real-money session for a
 * signed-in player, the demo otherwise; one session per frame, never refetched behind the
 * player's back. The single game page, multiplay and mini-game windows all launch through it.
 */
export function useGameLaunch(game: Game, demoUrl: string, chosenMode: LaunchMode = 'real') {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const mode: LaunchMode = isLoggedIn ? chosenMode : 'demo';
  const language = currentLanguage();
  const launch = useQuery({
    queryKey: ['provider-games', 'launch', game.uuid, mode, isLoggedIn, language],
    queryFn: async () =>
      isLoggedIn
        ? (
            await launchGame({
              providerId: game.providerId,
              gameCode: game.code ?? '',
              mode,
              lang: language,
            })
          ).url
        : withLanguage(demoUrl, language),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return { launch, mode, isLoggedIn };
}
