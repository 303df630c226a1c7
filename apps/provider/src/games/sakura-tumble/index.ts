import type { GameMeta, SlotGame } from '#provider/games/types';
import { slugOf } from '#provider/games/types';
import { BONUS_BUY_PRICE_X, MAX_WIN_X } from './config';
import { buySakuraBonus, SAKURA_BASE, spinSakura, type SakuraState } from './spin';

const name = 'Sakura Tumble';

export const sakuraTumbleMeta: GameMeta = {
  name,
  slug: slugOf(name),
  // Simulated (no closed form): scripts/tune-sakura.ts measured b + P·F = 0.15348 per unit of
  // PAY_SCALE (±0.27 %, 2M spins and 1.1M buys); × 6.27 = 96.2 %. Bonus buy: 95.6 %.
  rtpTarget: 96.2,
  rtpMethod: 'simulation',
  volatility: 'high',
  maxWinX: MAX_WIN_X,
  features: [
    '7×7 cluster pays',
    'tumbles',
    'multiplier +1 per tumble',
    'free spins with a multiplier that never resets',
    'bonus buy',
  ],
  bonusBuy: { priceX: BONUS_BUY_PRICE_X, rtpTarget: 95.6 },
  releaseDate: '2026-11-26',
  categories: ['slots'],
  description:
    'Clusters of five or more pay, vanish and let new blossoms fall; every tumble raises the multiplier. In free spins the multiplier keeps growing from spin to spin.',
};

export const sakuraTumble: SlotGame<SakuraState> = {
  meta: sakuraTumbleMeta,
  baseState: SAKURA_BASE,
  isBase: (state) => state.mode === 'base',
  spin: spinSakura,
  buyBonus: buySakuraBonus,
};

export {
  spinSakura,
  buySakuraBonus,
  SAKURA_BASE,
  type SakuraState,
  type SakuraOutcome,
  type TumbleStep,
} from './spin';
