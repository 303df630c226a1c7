import { useCallback } from 'react';
import { COIN_SIDES, type BetRecord, type CoinflipGame, type CoinSideName } from '@tengu/shared';
import { useMultiStepGame } from '../hooks/use-multi-step-game';
import { cashOutCoinflip } from './api/cash-out-coinflip';
import { flipCoin } from './api/flip-coin';
import { activeCoinflipQueryKey, getActiveCoinflip } from './api/get-active-coinflip';
import { startCoinflip } from './api/start-coinflip';

/** An ended series as the board draws it. */
export interface CoinflipEnd {
  bet: BetRecord;
  /** The flips that were played (the last one is the losing flip after a wrong call). */
  flips: CoinSideName[];
  calls: CoinSideName[];
}

const sides = (value: unknown): CoinSideName[] =>
  Array.isArray(value)
    ? value.filter((s): s is CoinSideName => (COIN_SIDES as readonly unknown[]).includes(s))
    : [];

export function toCoinflipEnd(bet: BetRecord): CoinflipEnd {
  const calls = sides(bet.details['calls']);
  return { bet, calls, flips: sides(bet.details['outcomes']).slice(0, calls.length) };
}

/** Start, call, cash out; a running series survives a reload. */
export function useCoinflipGame(onEnd?: (end: CoinflipEnd) => void) {
  const game = useMultiStepGame<CoinflipGame, CoinflipEnd>({
    queryKey: activeCoinflipQueryKey,
    getActive: getActiveCoinflip,
    toEnd: toCoinflipEnd,
    ...(onEnd ? { onEnd } : {}),
  });
  const { send, clearEnd } = game;
  return {
    ...game,
    start: useCallback(
      (amount: string) => {
        clearEnd();
        return send(() => startCoinflip({ amount }));
      },
      [send, clearEnd],
    ),
    flip: useCallback((side: CoinSideName) => send(() => flipCoin({ side })), [send]),
    cashOut: useCallback(() => send(cashOutCoinflip), [send]),
  };
}
