import type { GameMeta, SlotGame } from '#provider/games/types';
import { slugOf } from '#provider/games/types';
import { BONUS_BUY_PRICE_X, MAX_WIN_X } from './config';
import { BOOK_BASE, buyBookBonus, spinBook, type BookState } from './spin';

const name = 'Book of Degen';

export const bookOfDegenMeta: GameMeta = {
  name,
  slug: slugOf(name),
  // Exact: 96.361 % (analysis.ts); the bonus buy returns 95.795 %. Simulated in bench/rtp.ts.
  rtpTarget: 96.36,
  rtpMethod: 'analytic',
  volatility: 'very-high',
  maxWinX: MAX_WIN_X,
  features: [
    '10 paylines',
    'book is wild and scatter',
    'free spins',
    'expanding symbol',
    'bonus buy',
  ],
  bonusBuy: { priceX: BONUS_BUY_PRICE_X, rtpTarget: 95.8 },
  releaseDate: '2026-11-26',
  categories: ['slots'],
  description:
    'The book is wild and scatter. Three books start 10 free spins with one symbol that expands over its reels and pays on every line.',
};

export const bookOfDegen: SlotGame<BookState> = {
  meta: bookOfDegenMeta,
  baseState: BOOK_BASE,
  isBase: (state) => state.mode === 'base',
  spin: spinBook,
  buyBonus: buyBookBonus,
};

export { spinBook, buyBookBonus, BOOK_BASE, type BookState, type BookOutcome } from './spin';
export { analyseBook } from './analysis';
