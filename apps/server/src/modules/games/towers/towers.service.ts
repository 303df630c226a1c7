import {
  TOWERS_LAYOUT,
  TOWERS_LEVEL_COUNT,
  TOWERS_DIFFICULTY_LIST,
  TOWERS_MESSAGES,
  towersGameSchema,
  towersMultiplier,
  towersMultiplierE4,
  towersRevealRequestSchema,
  towersStartRequestSchema,
  type TowersDifficultyName,
} from '@tengu/shared';
import { outcome } from '@tengu/fairness';
import { AppError } from '#app/errors/app-error';
import { amountOf, defineMultiStepGame } from '../multi-step-game';

/**
 * Tengu Towers (issue 6): the seeds of the start nonce fix the safe columns of all 9 levels
 * (a Fisher–Yates draw per level, floats continuing from level to level); the player picks one
 * column per level, bottom to top; a trap loses the stake; a cash-out after level L pays
 * 0.99 × (columns ÷ safe)^L; clearing level 9 cashes out by itself. The end reveals the tower.
 */

interface TowersState {
  difficulty: TowersDifficultyName;
  /** Safe columns per level, bottom first; secret until the game ends. */
  levels: number[][];
  /** The column picked per level so far (the last one may be the trap that ended it). */
  picks: number[];
}

function readState(raw: unknown): TowersState {
  const state = (raw ?? {}) as Partial<Record<keyof TowersState, unknown>>;
  const difficulty = TOWERS_DIFFICULTY_LIST.find((d) => d === state.difficulty) ?? 'easy';
  const numbers = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);
  return {
    difficulty,
    levels: Array.isArray(state.levels) ? state.levels.map(numbers) : [],
    picks: numbers(state.picks),
  };
}

/** Levels cleared: every pick on a safe column. */
function cleared(state: TowersState): number {
  return state.picks.filter((column, level) => state.levels[level]?.includes(column)).length;
}

export const towersGame = defineMultiStepGame({
  game: 'towers',
  moveName: 'reveal',
  summaries: {
    start: 'Start a Tengu Towers climb (the stake leaves now)',
    move: 'Pick a tile on the next level of your tower',
    cashOut: 'Cash out your Tengu Towers climb',
    active: 'Your running Tengu Towers climb, if any (survives reloads and restarts)',
  },
  startSchema: towersStartRequestSchema,
  moveSchema: towersRevealRequestSchema,
  viewSchema: towersGameSchema,
  cashOutFirstMessage: TOWERS_MESSAGES.climbFirst,
  start: ({ difficulty }, seeds) => ({
    difficulty,
    levels: outcome('towers', { ...seeds, opts: { difficulty } }).levels,
    picks: [],
  }),
  firstMultiplierE4: ({ difficulty }) => towersMultiplierE4(difficulty, 1),
  readState,
  steps: cleared,
  maxSteps: () => TOWERS_LEVEL_COUNT,
  multiplierE4: (state, steps) => towersMultiplierE4(state.difficulty, steps),
  move: (state, { column }) => {
    const { columns } = TOWERS_LAYOUT[state.difficulty];
    if (column >= columns) {
      throw new AppError('INVALID_MOVE', TOWERS_MESSAGES.invalidColumn(columns));
    }
    const level = state.picks.length;
    return {
      isSafe: state.levels[level]?.includes(column) === true,
      state: { ...state, picks: [...state.picks, column] },
    };
  },
  view: (row, state) => {
    const level = cleared(state);
    return {
      id: row.id,
      amount: amountOf(row),
      difficulty: state.difficulty,
      picks: state.picks,
      multiplier: towersMultiplier(state.difficulty, level),
      next_multiplier:
        level < TOWERS_LEVEL_COUNT ? towersMultiplier(state.difficulty, level + 1) : null,
      nonce: row.nonce,
      created_at: row.created_at.toISOString(),
    };
  },
  endDetails: (state, ending) => ({
    difficulty: state.difficulty,
    picks: state.picks,
    level: cleared(state),
    levels: state.levels,
    ending,
  }),
});
