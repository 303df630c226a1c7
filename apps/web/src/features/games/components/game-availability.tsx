import type { OriginalBetGame } from '@tengu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Wrench } from 'lucide-react';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { originalGamesQueryKey, useOriginalGameStatus } from '../api/get-original-games';

interface Availability {
  isUnavailable: boolean;
  /**
   * Multi-step games and crash keep their controls under the notice, so that a round opened
   * before the game closed can still be finished and cashed out (the server refuses new ones).
   */
  keepsPanel: boolean;
}

const AvailabilityContext = createContext<Availability>({
  isUnavailable: false,
  keepsPanel: false,
});

/** Tells the game's layout whether the operator closed the game (ADR 044). */
export function GameAvailability({
  game,
  keepsPanel = false,
  children,
}: {
  game: OriginalBetGame;
  keepsPanel?: boolean;
  children: ReactNode;
}) {
  const status = useOriginalGameStatus(game);
  const client = useQueryClient();
  // A bet refused because the game was just closed: show the notice at once, not in 30 s.
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        const error = event.mutation?.state.error;
        if (error instanceof ApiError && error.code === 'GAME_DISABLED') {
          void client.invalidateQueries({ queryKey: originalGamesQueryKey });
        }
      }),
    [client],
  );
  const isUnavailable = status.data?.enabled === false;
  const value = useMemo(() => ({ isUnavailable, keepsPanel }), [isUnavailable, keepsPanel]);
  return <AvailabilityContext.Provider value={value}>{children}</AvailabilityContext.Provider>;
}

export const useGameAvailability = () => useContext(AvailabilityContext);

/** "Temporarily unavailable", in place of the bet form (or above it: `isCompact`). */
export function GameUnavailableNotice({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation('games');
  return (
    <div
      role="status"
      data-testid="game-unavailable"
      className={cn(
        'flex gap-3 text-sm',
        isCompact
          ? 'm-3 items-start rounded-lg border border-amber-400/30 bg-amber-400/10 p-3'
          : 'h-full flex-col items-center justify-center p-6 text-center',
      )}
    >
      <Wrench
        aria-hidden="true"
        className={cn('shrink-0 text-amber-300', isCompact ? 'mt-0.5 size-4' : 'size-8')}
      />
      <div className="space-y-1">
        <p className="font-bold text-white">{t('unavailable.title')}</p>
        <p className="text-fog">{t(isCompact ? 'unavailable.finishRound' : 'unavailable.body')}</p>
      </div>
    </div>
  );
}
