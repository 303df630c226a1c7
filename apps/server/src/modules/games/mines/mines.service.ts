import {
  GAME_MESSAGES,
  MINES_TILES,
  minesGameSchema,
  minesRevealRequestSchema,
  minesStartRequestSchema,
  type MinesGame,
  type MinesStartRequest,
} from '@tengu/shared';
import { minesMultiplier, outcome } from '@tengu/fairness';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import type { ActiveGameRow } from '#app/modules/bets/active-games';
import { toMultiplierE4 } from '#app/modules/bets/bet-money';
import { amountOf, defineMultiStepGame, type MultiStepStep } from '../multi-step-game';

/**
 * Mines (issue 5): a 5×5 board with 1–24 mines fixed by the seeds at start (the nonce is
 * consumed then); the stake leaves at start; each safe tile raises the multiplier to
 * 0.99 × C(25,k) ÷ C(25−m,k); a cash-out needs one safe tile; the end reveals every mine.
 * The start / reveal / cash-out glue is the multi-step games' (multi-step-game.ts).
 */

interface MinesState {
  mines: number;
  /** Secret until the game ends. */
  minePositions: number[];
  revealed: number[];
}

export type MinesStep = MultiStepStep<MinesGame>;

function readState(raw: unknown): MinesState {
  const state = (raw ?? {}) as Partial<Record<keyof MinesState, unknown>>;
  return {
    mines: Number(state.mines),
    minePositions: Array.isArray(state.minePositions) ? state.minePositions.map(Number) : [],
    revealed: Array.isArray(state.revealed) ? state.revealed.map(Number) : [],
  };
}

function multiplierE4(mines: number, safe: number): bigint {
  return toMultiplierE4(minesMultiplier(mines, safe));
}

/** Safe tiles found so far (every revealed tile but a losing last one). */
function safeFound(state: MinesState): number {
  return state.revealed.filter((tile) => !state.minePositions.includes(tile)).length;
}

export function toMinesGame(row: ActiveGameRow): MinesGame {
  const state = readState(row.state);
  const { mines, revealed } = state;
  const safeTiles = MINES_TILES - mines;
  return {
    id: row.id,
    amount: amountOf(row),
    mines,
    revealed,
    multiplier: revealed.length > 0 ? minesMultiplier(mines, revealed.length) : 0,
    next_multiplier:
      revealed.length < safeTiles ? minesMultiplier(mines, revealed.length + 1) : null,
    nonce: row.nonce,
    created_at: row.created_at.toISOString(),
  };
}

export const minesGame = defineMultiStepGame({
  game: 'mines',
  moveName: 'reveal',
  summaries: {
    start: 'Start a Mines game (the stake leaves now)',
    move: 'Reveal a tile of your Mines game',
    cashOut: 'Cash out your Mines game',
    active: 'Your running Mines game, if any (survives reloads and restarts)',
  },
  startSchema: minesStartRequestSchema,
  moveSchema: minesRevealRequestSchema,
  viewSchema: minesGameSchema,
  cashOutFirstMessage: GAME_MESSAGES.revealFirst,
  start: ({ mines }, seeds) => ({
    mines,
    minePositions: outcome('mines', { ...seeds, opts: { mines } }).mines,
    revealed: [],
  }),
  // The first cash-out is possible after one safe tile; later reveals are checked one by one.
  firstMultiplierE4: ({ mines }) => multiplierE4(mines, 1),
  readState,
  steps: safeFound,
  maxSteps: (state) => MINES_TILES - state.mines,
  multiplierE4: (state, safe) => (safe === 0 ? 0n : multiplierE4(state.mines, safe)),
  move: (state, { tile }) => {
    if (state.revealed.includes(tile)) {
      throw new AppError('INVALID_MOVE', GAME_MESSAGES.tileRevealed);
    }
    const next = { ...state, revealed: [...state.revealed, tile] };
    return { isSafe: !state.minePositions.includes(tile), state: next };
  },
  view: (row) => toMinesGame(row),
  endDetails: (state) => {
    const last = state.revealed.at(-1);
    const hit = last !== undefined && state.minePositions.includes(last) ? last : undefined;
    return {
      mines: state.mines,
      revealed: state.revealed,
      minePositions: state.minePositions,
      ...(hit === undefined ? {} : { hit }),
    };
  },
});

/** The service functions issue 5 exposes (tests and the fairness check call them directly). */
export function startMines(options: {
  db: DB;
  userId: string;
  request: MinesStartRequest;
  idempotencyKey?: string | undefined;
  maxProfit: bigint;
}): Promise<MinesStep> {
  return minesGame.start(options);
}

export function revealMinesTile(options: {
  db: DB;
  userId: string;
  tile: number;
  maxProfit: bigint;
}): Promise<MinesStep> {
  const { tile, ...rest } = options;
  return minesGame.move({ ...rest, move: { tile } });
}

export function cashOutMines(options: { db: DB; userId: string }): Promise<MinesStep> {
  return minesGame.cashOut(options);
}

export function getActiveMines(options: { db: DB; userId: string }) {
  return minesGame.active(options);
}
