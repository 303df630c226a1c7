import {
  betAmountUnits,
  GAME_MESSAGES,
  MINES_TILES,
  type Balances,
  type BetRecord,
  type MinesGame,
  type MinesStartRequest,
  unitsToDecimal,
} from '@tengu/shared';
import { minesMultiplier, outcome } from '@tengu/fairness';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import {
  currentBalances,
  getActiveGame,
  lockActiveGame,
  saveActiveGameState,
  type ActiveGameRow,
} from '#app/modules/bets/active-games';
import { toMultiplierE4 } from '#app/modules/bets/bet-money';
import {
  assertProfitAllowed,
  settleMultiStepBet,
  startMultiStepBet,
  type Effects,
} from '#app/modules/bets/bet-pipeline';

/**
 * Mines (issue 5): a 5×5 board with 1–24 mines fixed by the seeds at start (the nonce is
 * consumed then); the stake leaves at start; each safe tile raises the multiplier to
 * 0.99 × C(25,k) ÷ C(25−m,k); a cash-out needs one safe tile; the end reveals every mine.
 */

interface MinesState {
  mines: number;
  /** Secret until the game ends. */
  minePositions: number[];
  revealed: number[];
}

export interface MinesStep {
  game: MinesGame | null;
  bet: BetRecord | null;
  balance: Balances;
  /** For the events after commit; null when nothing changed for the player. */
  effects: Effects | null;
}

function stateOf(row: ActiveGameRow): MinesState {
  const state = row.state as Partial<MinesState>;
  return {
    mines: Number(state.mines),
    minePositions: Array.isArray(state.minePositions) ? state.minePositions.map(Number) : [],
    revealed: Array.isArray(state.revealed) ? state.revealed.map(Number) : [],
  };
}

function multiplierE4(mines: number, safe: number): bigint {
  return toMultiplierE4(minesMultiplier(mines, safe));
}

export function toMinesGame(row: ActiveGameRow): MinesGame {
  const { mines, revealed } = stateOf(row);
  const safeTiles = MINES_TILES - mines;
  return {
    id: row.id,
    amount: unitsToDecimal(row.amount),
    mines,
    revealed,
    multiplier: revealed.length > 0 ? minesMultiplier(mines, revealed.length) : 0,
    next_multiplier:
      revealed.length < safeTiles ? minesMultiplier(mines, revealed.length + 1) : null,
    nonce: row.nonce,
    created_at: row.created_at.toISOString(),
  };
}

export async function startMines(options: {
  db: DB;
  userId: string;
  request: MinesStartRequest;
  idempotencyKey?: string | undefined;
  maxProfit: bigint;
}): Promise<MinesStep> {
  const { mines } = options.request;
  const started = await startMultiStepBet({
    db: options.db,
    userId: options.userId,
    game: 'mines',
    amount: betAmountUnits(options.request.amount),
    idempotencyKey: options.idempotencyKey,
    maxProfit: options.maxProfit,
    // The first cash-out is possible after one safe tile; later reveals are checked one by one.
    potentialMultiplierE4: multiplierE4(mines, 1),
    play: (seeds) => {
      const layout = outcome('mines', { ...seeds, opts: { mines } });
      const state: MinesState = { mines, minePositions: layout.mines, revealed: [] };
      return { ...state };
    },
  });
  return {
    game: toMinesGame(started.game),
    bet: null,
    balance: started.balance,
    effects: started.effects,
  };
}

function endDetails(state: MinesState, extra: Record<string, unknown> = {}) {
  return {
    mines: state.mines,
    revealed: state.revealed,
    minePositions: state.minePositions,
    ...extra,
  };
}

export async function revealMinesTile(options: {
  db: DB;
  userId: string;
  tile: number;
  maxProfit: bigint;
}): Promise<MinesStep> {
  const { db, userId, tile } = options;
  const step = await db.transaction().execute(async (trx) => {
    const active = await lockActiveGame({ trx, userId, game: 'mines' });
    if (!active) throw new AppError('NO_ACTIVE_GAME', GAME_MESSAGES.noActiveGame);
    const state = stateOf(active);
    if (state.revealed.includes(tile)) {
      throw new AppError('INVALID_MOVE', GAME_MESSAGES.tileRevealed);
    }
    if (state.minePositions.includes(tile)) {
      const lost = { ...state, revealed: [...state.revealed, tile] };
      const settled = await settleMultiStepBet({
        trx,
        active,
        round: { multiplierE4: 0n, isWin: false, details: endDetails(lost, { hit: tile }) },
      });
      return { game: null, ...settled };
    }
    const safe = state.revealed.length + 1;
    assertProfitAllowed(active.amount, multiplierE4(state.mines, safe), options.maxProfit);
    const next = { ...state, revealed: [...state.revealed, tile] };
    if (safe === MINES_TILES - state.mines) {
      // Every safe tile found: the game cashes out by itself.
      const settled = await settleMultiStepBet({
        trx,
        active,
        round: {
          multiplierE4: multiplierE4(state.mines, safe),
          isWin: true,
          details: endDetails(next),
        },
      });
      return { game: null, ...settled };
    }
    const saved = await saveActiveGameState({ trx, id: active.id, state: { ...next } });
    return { game: toMinesGame(saved), bet: null, balance: null, effects: null };
  });
  return {
    ...step,
    balance: step.balance ?? (await currentBalances({ db, userId })),
  };
}

export async function cashOutMines(options: { db: DB; userId: string }): Promise<MinesStep> {
  return options.db.transaction().execute(async (trx) => {
    const active = await lockActiveGame({ trx, userId: options.userId, game: 'mines' });
    if (!active) throw new AppError('NO_ACTIVE_GAME', GAME_MESSAGES.noActiveGame);
    const state = stateOf(active);
    if (state.revealed.length === 0) throw new AppError('INVALID_MOVE', GAME_MESSAGES.revealFirst);
    const settled = await settleMultiStepBet({
      trx,
      active,
      round: {
        multiplierE4: multiplierE4(state.mines, state.revealed.length),
        isWin: true,
        details: endDetails(state),
      },
    });
    return { game: null, ...settled };
  });
}

export async function getActiveMines(options: {
  db: DB;
  userId: string;
}): Promise<{ game: MinesGame | null }> {
  const row = await getActiveGame({ ...options, game: 'mines' });
  return { game: row ? toMinesGame(row) : null };
}
