import type { GameMeta, SlotGame } from '#provider/games/types';
import { slugOf } from '#provider/games/types';
import { MAX_WIN_X } from './config';
import { spinTengu, TENGU_BASE, type TenguState } from './spin';

const name = 'Golden Tengu';

export const goldenTenguMeta: GameMeta = {
  name,
  slug: slugOf(name),
  // Exact: 96.087 % (analysis.ts: lines enumerated, respins as a Markov chain).
  rtpTarget: 96.09,
  rtpMethod: 'analytic',
  volatility: 'high',
  maxWinX: MAX_WIN_X,
  features: [
    '20 paylines',
    'hold and win',
    'respins reset to 3',
    'jackpots mini, minor, major, grand',
  ],
  bonusBuy: null,
  releaseDate: '2026-11-26',
  categories: ['slots'],
  description:
    'Six gold coins lock in place for three respins, and every new coin resets them. Coins carry prizes or the mini, minor and major jackpots; fill all 15 cells for the grand.',
};

export const goldenTengu: SlotGame<TenguState> = {
  meta: goldenTenguMeta,
  baseState: TENGU_BASE,
  isBase: (state) => state.mode === 'base',
  spin: spinTengu,
};

export { spinTengu, TENGU_BASE, type TenguState, type TenguOutcome, type CoinGrid } from './spin';
export { analyseTengu } from './analysis';
