import {
  DOJO_DASH_DIFFICULTY_LIST,
  DOJO_DASH_MESSAGES,
  dojoDashGameSchema,
  dojoDashMaxLanes,
  dojoDashMultiplier,
  dojoDashMultiplierE4,
  dojoDashStartRequestSchema,
  type DojoDashDifficultyName,
} from '@tengu/shared';
import { outcome } from '@tengu/fairness';
import { amountOf, defineMultiStepGame } from '../multi-step-game';

/**
 * Dojo Dash (issue 6): the seeds of the start nonce pick the hazard lanes (a Fisher–Yates draw
 * over lanes 0–19: 1, 3, 5 or 10 of them); the ninja dashes lane by lane and meets the lowest
 * pick; a cash-out after k lanes pays 0.99 × C(20, h) ÷ C(20 − k, h); crossing the last of the
 * 20 − h lanes before only hazards are left cashes out by itself.
 */

interface DojoDashState {
  difficulty: DojoDashDifficultyName;
  /** Hazard lanes in draw order; secret until the run ends. */
  picks: number[];
  /** The lowest pick: the lane that ends the run. */
  hazard: number;
  /** Lanes crossed safely. */
  lanes: number;
  /** True once the ninja dashed into the hazard. */
  hit: boolean;
}

function readState(raw: unknown): DojoDashState {
  const state = (raw ?? {}) as Partial<Record<keyof DojoDashState, unknown>>;
  return {
    difficulty: DOJO_DASH_DIFFICULTY_LIST.find((d) => d === state.difficulty) ?? 'easy',
    picks: Array.isArray(state.picks) ? state.picks.map(Number) : [],
    hazard: Number(state.hazard),
    lanes: Number(state.lanes) || 0,
    hit: state.hit === true,
  };
}

export const dojoDashGame = defineMultiStepGame({
  game: 'dojo-dash',
  moveName: 'dash',
  summaries: {
    start: 'Start a Dojo Dash run (the stake leaves now)',
    move: 'Dash across the next lane',
    cashOut: 'Cash out your Dojo Dash run',
    active: 'Your running Dojo Dash run, if any (survives reloads and restarts)',
  },
  startSchema: dojoDashStartRequestSchema,
  moveSchema: null,
  viewSchema: dojoDashGameSchema,
  cashOutFirstMessage: DOJO_DASH_MESSAGES.dashFirst,
  start: ({ difficulty }, seeds) => {
    const { picks, hazard } = outcome('dojo-dash', { ...seeds, opts: { difficulty } });
    return { difficulty, picks, hazard, lanes: 0, hit: false };
  },
  firstMultiplierE4: ({ difficulty }) => dojoDashMultiplierE4(difficulty, 1),
  readState,
  steps: (state) => state.lanes,
  maxSteps: (state) => dojoDashMaxLanes(state.difficulty),
  multiplierE4: (state, lanes) => dojoDashMultiplierE4(state.difficulty, lanes),
  move: (state) =>
    state.lanes === state.hazard
      ? { isSafe: false, state: { ...state, hit: true } }
      : { isSafe: true, state: { ...state, lanes: state.lanes + 1 } },
  view: (row, state) => ({
    id: row.id,
    amount: amountOf(row),
    difficulty: state.difficulty,
    lanes: state.lanes,
    multiplier: dojoDashMultiplier(state.difficulty, state.lanes),
    next_multiplier:
      state.lanes < dojoDashMaxLanes(state.difficulty)
        ? dojoDashMultiplier(state.difficulty, state.lanes + 1)
        : null,
    nonce: row.nonce,
    created_at: row.created_at.toISOString(),
  }),
  endDetails: (state, ending) => ({
    difficulty: state.difficulty,
    lanes: state.lanes,
    hit: state.hit,
    picks: state.picks,
    hazard: state.hazard,
    ending,
  }),
});
