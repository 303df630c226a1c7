import { pickWeighted, type Rng } from '#provider/rng/rng';
import { MILLI, milliToAmount, spinReels, type Grid, type Position } from '#provider/slots/grid';
import { evaluateLines } from '#provider/slots/paylines';
import type { Feature, SpinOutcome, Win } from '#provider/games/types';
import {
  BLANK,
  CELLS,
  COIN,
  COIN_CHANCE_PER_MILLE,
  COIN_TABLE,
  COIN_VALUES,
  GRAND_MILLI,
  LINES,
  MAX_WIN_MILLI,
  RESPINS,
  ROWS,
  RULES,
  STRIPS,
  TRIGGER_COINS,
  type CoinValue,
} from './config';

/** coins[reel][row]: the locked coin, or null for an empty cell. */
export type CoinGrid = (CoinValue | null)[][];

export type TenguState =
  | { mode: 'base' }
  | { mode: 'holdAndWin'; coins: CoinGrid; respinsLeft: number; roundWinMilli: number };

export const TENGU_BASE: TenguState = { mode: 'base' };
export type TenguOutcome = SpinOutcome<TenguState> & {
  /** The locked coins after this spin (null outside hold and win). */
  coins: CoinGrid | null;
  /** Cells where a coin landed on this spin. */
  newCoins: Position[];
};

export function spinTengu(rng: Rng, bet: bigint, state: TenguState = TENGU_BASE): TenguOutcome {
  return state.mode === 'base' ? baseSpin(rng, bet) : respin(rng, bet, state);
}

function drawCoin(rng: Rng): CoinValue {
  return (COIN_VALUES[pickWeighted(rng, COIN_TABLE)] as (typeof COIN_VALUES)[number]).value;
}

function baseSpin(rng: Rng, bet: bigint): TenguOutcome {
  const grid = spinReels(rng, STRIPS, ROWS);
  const wins: Win[] = evaluateLines(grid, RULES).map((hit) => ({
    kind: 'line',
    symbol: hit.symbol,
    count: hit.count,
    line: hit.line,
    positions: hit.positions,
    winMilli: (hit.pay * MILLI) / LINES.length,
  }));
  const totalWinMilli = wins.reduce((sum, win) => sum + win.winMilli, 0);
  const coinCount = grid.flat().filter((s) => s === COIN).length;
  const features: Feature[] = [];
  let nextState: TenguState = TENGU_BASE;
  let coins: CoinGrid | null = null;
  const newCoins: Position[] = [];
  if (coinCount >= TRIGGER_COINS) {
    coins = grid.map((column, reel) =>
      column.map((symbol, row) => {
        if (symbol !== COIN) return null;
        newCoins.push({ reel, row });
        return drawCoin(rng);
      }),
    );
    features.push({ kind: 'holdAndWin', coins: coinCount });
    nextState = { mode: 'holdAndWin', coins, respinsLeft: RESPINS, roundWinMilli: totalWinMilli };
  }
  return {
    grid,
    wins,
    totalWinMilli,
    totalWin: milliToAmount(bet, totalWinMilli),
    features,
    isFree: false,
    nextState,
    coins,
    newCoins,
  };
}

/**
 * One respin: each empty cell, in reel then row order, gets a coin with chance 6 %; any new
 * coin resets the respins to 3. When they run out or the grid is full, the coins pay (and the
 * grand jackpot when full).
 */
function respin(
  rng: Rng,
  bet: bigint,
  state: Extract<TenguState, { mode: 'holdAndWin' }>,
): TenguOutcome {
  const newCoins: Position[] = [];
  const coins: CoinGrid = state.coins.map((column, reel) =>
    column.map((coin, row) => {
      if (coin) return coin;
      if (rng.int(1000) >= COIN_CHANCE_PER_MILLE) return null;
      newCoins.push({ reel, row });
      return drawCoin(rng);
    }),
  );
  const grid: Grid = coins.map((column) => column.map((coin) => (coin ? COIN : BLANK)));
  const locked = coins.flat().filter((coin): coin is CoinValue => coin !== null);
  const isFull = locked.length === CELLS;
  const respinsLeft = newCoins.length > 0 ? RESPINS : state.respinsLeft - 1;
  if (!isFull && respinsLeft > 0) {
    return {
      grid,
      wins: [],
      totalWinMilli: 0,
      totalWin: 0n,
      features: [],
      isFree: true,
      nextState: { ...state, coins, respinsLeft },
      coins,
      newCoins,
    };
  }
  const positions = coins.flatMap((column, reel) =>
    column.flatMap((coin, row) => (coin ? [{ reel, row }] : [])),
  );
  const wins: Win[] = [
    {
      kind: 'coins',
      symbol: COIN,
      count: locked.length,
      positions,
      winMilli: locked.reduce((sum, coin) => sum + coin.milli, 0),
    },
  ];
  const features: Feature[] = locked.flatMap((coin) =>
    coin.jackpot ? [{ kind: 'jackpot', jackpot: coin.jackpot } as const] : [],
  );
  if (isFull) {
    wins.push({ kind: 'jackpot', symbol: COIN, count: CELLS, positions, winMilli: GRAND_MILLI });
    features.push({ kind: 'jackpot', jackpot: 'grand' });
  }
  let totalWinMilli = wins.reduce((sum, win) => sum + win.winMilli, 0);
  if (state.roundWinMilli + totalWinMilli >= MAX_WIN_MILLI) {
    totalWinMilli = MAX_WIN_MILLI - state.roundWinMilli;
    features.push({ kind: 'maxWin' });
  }
  return {
    grid,
    wins,
    totalWinMilli,
    totalWin: milliToAmount(bet, totalWinMilli),
    features,
    isFree: true,
    nextState: TENGU_BASE,
    coins,
    newCoins,
  };
}
