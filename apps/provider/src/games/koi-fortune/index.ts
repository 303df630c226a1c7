import type { GameMeta, SlotGame } from '#provider/games/types';
import { slugOf } from '#provider/games/types';
import { MAX_WIN_X } from './config';
import { KOI_BASE, spinKoi, type KoiState } from './spin';

const name = 'Koi Fortune';

export const koiFortuneMeta: GameMeta = {
  name,
  slug: slugOf(name),
  // Exact: 96.229 % (analysis.ts enumerates the strips); simulated in bench/rtp.ts.
  rtpTarget: 96.23,
  rtpMethod: 'analytic',
  volatility: 'medium',
  maxWinX: MAX_WIN_X,
  features: ['20 paylines', 'wild on reels 2–4', 'scatter pays', 'free spins ×3', 'retrigger'],
  bonusBuy: null,
  releaseDate: '2026-11-26',
  categories: ['slots'],
  description:
    'Five reels, three rows, twenty lines. Three or more pearls anywhere pay and start 10, 15 or 20 free spins where every win is tripled.',
};

export const koiFortune: SlotGame<KoiState> = {
  meta: koiFortuneMeta,
  baseState: KOI_BASE,
  isBase: (state) => state.mode === 'base',
  spin: spinKoi,
};

export { spinKoi, KOI_BASE, type KoiState, type KoiOutcome } from './spin';
export { analyseKoi } from './analysis';
