import { useCallback } from 'react';
import {
  DOJO_DASH_DIFFICULTY_LIST,
  type BetRecord,
  type DojoDashDifficultyName,
  type DojoDashGame,
} from '@tengu/shared';
import { useMultiStepGame } from '../hooks/use-multi-step-game';
import { cashOutDojoDash } from './api/cash-out-dojo-dash';
import { dashLane } from './api/dash-lane';
import { activeDojoDashQueryKey, getActiveDojoDash } from './api/get-active-dojo-dash';
import { startDojoDash } from './api/start-dojo-dash';

/** An ended run: every hazard lane is revealed. */
export interface DojoDashEnd {
  bet: BetRecord;
  difficulty: DojoDashDifficultyName;
  lanes: number;
  hit: boolean;
  picks: number[];
}

export function toDojoDashEnd(bet: BetRecord): DojoDashEnd {
  const d = bet.details;
  return {
    bet,
    difficulty: DOJO_DASH_DIFFICULTY_LIST.find((x) => x === d['difficulty']) ?? 'easy',
    lanes: Number(d['lanes']) || 0,
    hit: d['hit'] === true,
    picks: Array.isArray(d['picks']) ? d['picks'].map(Number) : [],
  };
}

/** Start, dash lane by lane, cash out; a running run survives a reload. */
export function useDojoDashGame(onEnd: (end: DojoDashEnd) => void) {
  const game = useMultiStepGame<DojoDashGame, DojoDashEnd>({
    queryKey: activeDojoDashQueryKey,
    getActive: getActiveDojoDash,
    toEnd: toDojoDashEnd,
    onEnd,
  });
  const { send, clearEnd } = game;
  return {
    ...game,
    start: useCallback(
      (amount: string, difficulty: DojoDashDifficultyName) => {
        clearEnd();
        return send(() => startDojoDash({ amount, difficulty }));
      },
      [send, clearEnd],
    ),
    dash: useCallback(() => send(dashLane), [send]),
    cashOut: useCallback(() => send(cashOutDojoDash), [send]),
  };
}
