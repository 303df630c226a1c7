import { useCallback } from 'react';
import {
  TOWERS_DIFFICULTY_LIST,
  type BetRecord,
  type TowersDifficultyName,
  type TowersGame,
} from '@tengu/shared';
import { useMultiStepGame } from '../hooks/use-multi-step-game';
import { cashOutTowers } from './api/cash-out-towers';
import { activeTowersQueryKey, getActiveTowers } from './api/get-active-towers';
import { revealTowersTile } from './api/reveal-towers-tile';
import { startTowers } from './api/start-towers';

/** An ended climb: the whole tower is revealed. */
export interface TowersEnd {
  bet: BetRecord;
  difficulty: TowersDifficultyName;
  picks: number[];
  /** Safe columns per level, bottom first. */
  levels: number[][];
}

const numbers = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);

export function toTowersEnd(bet: BetRecord): TowersEnd {
  const d = bet.details;
  return {
    bet,
    difficulty: TOWERS_DIFFICULTY_LIST.find((x) => x === d['difficulty']) ?? 'easy',
    picks: numbers(d['picks']),
    levels: Array.isArray(d['levels']) ? d['levels'].map(numbers) : [],
  };
}

/** Start, pick a tile per level, cash out; a running climb survives a reload. */
export function useTowersGame(onEnd: (end: TowersEnd) => void) {
  const game = useMultiStepGame<TowersGame, TowersEnd>({
    queryKey: activeTowersQueryKey,
    getActive: getActiveTowers,
    toEnd: toTowersEnd,
    onEnd,
  });
  const { send, clearEnd } = game;
  return {
    ...game,
    start: useCallback(
      (amount: string, difficulty: TowersDifficultyName) => {
        clearEnd();
        return send(() => startTowers({ amount, difficulty }));
      },
      [send, clearEnd],
    ),
    reveal: useCallback((column: number) => send(() => revealTowersTile({ column })), [send]),
    cashOut: useCallback(() => send(cashOutTowers), [send]),
  };
}
