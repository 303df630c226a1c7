import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { BetRecord, MinesGame, MinesStateResponse } from '@tengu/shared';
import { activeMinesQueryKey, useActiveMines } from '../api/get-active-mines';
import { cashOutMines } from '../api/cash-out-mines';
import { revealMinesTile } from '../api/reveal-mines-tile';
import { startMines } from '../api/start-mines';
import { useSettleBet } from '../hooks/use-settle-bet';

/** The finished round as the board draws it. */
export interface MinesEnd {
  bet: BetRecord;
  minePositions: number[];
  revealed: number[];
  hit: number | null;
}

function toEnd(bet: BetRecord): MinesEnd {
  const d = bet.details;
  const numbers = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);
  return {
    bet,
    minePositions: numbers(d['minePositions']),
    revealed: numbers(d['revealed']),
    hit: typeof d['hit'] === 'number' ? d['hit'] : null,
  };
}

/**
 * Start, reveal, cash out; an active round survives a reload (GET /api/games/mines/active).
 * Each action resolves to the server's answer (auto mode chains them) or rejects after a toast.
 */
export function useMinesGame(onEnd: (end: MinesEnd) => void) {
  const queryClient = useQueryClient();
  const { applyBalance, showError } = useSettleBet();
  const active = useActiveMines();
  const [game, setGame] = useState<MinesGame | null>(null);
  const [end, setEnd] = useState<MinesEnd | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    if (active.data?.game) setGame(active.data.game);
  }, [active.data]);

  /** Sends one request and applies its answer; rejects after telling the player what failed. */
  const run = useCallback(
    async (request: () => Promise<MinesStateResponse>): Promise<MinesStateResponse> => {
      setIsBusy(true);
      try {
        const response = await request();
        applyBalance(response.balance);
        setGame(response.game);
        queryClient.setQueryData(activeMinesQueryKey, { game: response.game });
        if (response.bet) {
          const finished = toEnd(response.bet);
          setEnd(finished);
          onEnd(finished);
        }
        return response;
      } catch (error) {
        showError(error);
        // The server knows best whether a round is still running.
        void queryClient.invalidateQueries({ queryKey: activeMinesQueryKey });
        throw error;
      } finally {
        setIsBusy(false);
      }
    },
    [applyBalance, showError, queryClient, onEnd],
  );

  return {
    game,
    end,
    isBusy,
    isLoading: active.isLoading,
    start: (amount: string, mines: number) => {
      setEnd(null);
      return run(() => startMines({ amount, mines }));
    },
    reveal: (tile: number) => run(() => revealMinesTile({ tile })),
    cashOut: () => run(() => cashOutMines()),
  };
}
