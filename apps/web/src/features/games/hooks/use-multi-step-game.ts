import { queryOptions, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { decimalToUnits, unitsToDecimal, type Balances, type BetRecord } from '@tengu/shared';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { useSettleBet } from './use-settle-bet';

/** What every multi-step game's start, move and cash-out answer (issue 6). */
export interface MultiStepResponse<View> {
  game: View | null;
  bet: BetRecord | null;
  balance: Balances;
}

export interface MultiStepGameOptions<View, End> {
  /** The running game's cache key, e.g. ['games', 'towers', 'active']. */
  queryKey: QueryKey;
  /** GET /api/games/<game>/active. */
  getActive: (signal?: AbortSignal) => Promise<{ game: View | null }>;
  /** The ended round as the board draws it, from the settled bet's details. */
  toEnd: (bet: BetRecord) => End;
  onEnd?: (end: End) => void;
}

/**
 * The client half of a multi-step game (coinflip, towers, dojo-dash): the running game (restored
 * after a reload from `GET …/active`), the last ended round, and one request at a time. Every
 * answer's balances go straight into the header; an error becomes a toast and a refetch of the
 * running game (the server knows best whether it still runs).
 */
export function useMultiStepGame<View, End>(options: MultiStepGameOptions<View, End>) {
  const { queryKey, getActive, toEnd } = options;
  const queryClient = useQueryClient();
  const { applyBalance, showError } = useSettleBet();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const active = useQuery({
    ...queryOptions({ queryKey, queryFn: ({ signal }) => getActive(signal), staleTime: Infinity }),
    enabled: isLoggedIn,
  });
  const [game, setGame] = useState<View | null>(null);
  const [end, setEnd] = useState<End | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const busyRef = useRef(false);
  const onEndRef = useRef(options.onEnd);
  useEffect(() => {
    onEndRef.current = options.onEnd;
  }, [options.onEnd]);

  useEffect(() => {
    if (active.data) setGame(active.data.game);
  }, [active.data]);
  useEffect(() => {
    if (!isLoggedIn) setGame(null);
  }, [isLoggedIn]);

  /**
   * Sends one request (never two at once: a double click is ignored) and applies its answer;
   * resolves to the answer, or rejects after telling the player what went wrong.
   */
  const send = useCallback(
    async (request: () => Promise<MultiStepResponse<View>>): Promise<MultiStepResponse<View>> => {
      if (busyRef.current) throw new Error('A move is already in flight.');
      busyRef.current = true;
      setIsBusy(true);
      try {
        const response = await request();
        applyBalance(response.balance);
        setGame(response.game);
        queryClient.setQueryData(queryKey, { game: response.game });
        if (response.bet) {
          const finished = toEnd(response.bet);
          setEnd(finished);
          onEndRef.current?.(finished);
        }
        return response;
      } catch (error) {
        showError(error);
        void queryClient.invalidateQueries({ queryKey });
        throw error;
      } finally {
        busyRef.current = false;
        setIsBusy(false);
      }
    },
    [applyBalance, showError, queryClient, queryKey, toEnd],
  );

  /** As `send`, for buttons: the toast already told the player about a failure. */
  const run = useCallback(
    (request: () => Promise<MultiStepResponse<View>>) => send(request).catch(() => null),
    [send],
  );

  return {
    game,
    end,
    isBusy,
    isLoading: isLoggedIn && active.isLoading,
    send,
    run,
    clearEnd: useCallback(() => setEnd(null), []),
  };
}

/** The stake × multiplier as a cash-out now would pay it (rounded down, as the server does). */
export function cashOutValue(amount: string, multiplier: number): string {
  return unitsToDecimal(
    (decimalToUnits(amount) * BigInt(Math.round(multiplier * 10_000))) / 10_000n,
  );
}
