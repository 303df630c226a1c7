import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { BlackjackAction, BlackjackGame, BlackjackStateResponse } from '@tengu/shared';
import { useSettleBet } from '../hooks/use-settle-bet';
import { activeBlackjackQueryKey, useActiveBlackjack } from './api/get-active-blackjack';
import { playBlackjackAction } from './api/play-blackjack-action';
import { startBlackjack } from './api/start-blackjack';
import { toBlackjackEnd, type BlackjackEnd } from './table-model';

export type { BlackjackEnd } from './table-model';

/** Deal and play; a running hand survives a reload (GET /api/games/blackjack/active). */
export function useBlackjackGame(onEnd: (end: BlackjackEnd) => void) {
  const queryClient = useQueryClient();
  const { applyBalance, showError } = useSettleBet();
  const active = useActiveBlackjack();
  const [game, setGame] = useState<BlackjackGame | null>(null);
  const [end, setEnd] = useState<BlackjackEnd | null>(null);
  const [busyWith, setBusyWith] = useState<BlackjackAction | 'deal' | null>(null);

  // The server's word on the running hand: restored after a reload, cleared when another tab
  // (or a failed move) finds it over.
  useEffect(() => {
    if (active.data) setGame(active.data.game);
  }, [active.data]);

  const run = useCallback(
    async (what: BlackjackAction | 'deal', request: () => Promise<BlackjackStateResponse>) => {
      setBusyWith(what);
      try {
        const response = await request();
        applyBalance(response.balance);
        setGame(response.game);
        queryClient.setQueryData(activeBlackjackQueryKey, { game: response.game });
        if (response.bet) {
          const finished = toBlackjackEnd(response.bet);
          setEnd(finished);
          onEnd(finished);
        }
      } catch (error) {
        showError(error);
        // The server knows best whether a hand is still running.
        void queryClient.invalidateQueries({ queryKey: activeBlackjackQueryKey });
      } finally {
        setBusyWith(null);
      }
    },
    [applyBalance, showError, queryClient, onEnd],
  );

  return {
    game,
    end,
    busyWith,
    isBusy: busyWith !== null,
    isLoading: active.isLoading,
    deal: (amount: string) =>
      run('deal', () => {
        setEnd(null);
        return startBlackjack({ amount });
      }),
    act: (action: BlackjackAction) => run(action, () => playBlackjackAction({ action })),
  };
}
