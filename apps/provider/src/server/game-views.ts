import { SYMBOLS as BOOK_SYMBOLS } from '#provider/games/book-of-degen/config';
import { SYMBOLS as TENGU_SYMBOLS } from '#provider/games/golden-tengu/config';
import { SYMBOLS as KOI_SYMBOLS } from '#provider/games/koi-fortune/config';
import { SYMBOLS as SAKURA_SYMBOLS } from '#provider/games/sakura-tumble/config';

/** What the game page needs to draw a slot: its symbol names (by id) and grid size. */
export interface GameView {
  symbols: readonly string[];
  reels: number;
  rows: number;
}

export const GAME_VIEWS: Readonly<Record<string, GameView>> = {
  'koi-fortune': { symbols: KOI_SYMBOLS, reels: 5, rows: 3 },
  'sakura-tumble': { symbols: SAKURA_SYMBOLS, reels: 7, rows: 7 },
  'golden-tengu': { symbols: TENGU_SYMBOLS, reels: 5, rows: 3 },
  'book-of-degen': { symbols: BOOK_SYMBOLS, reels: 5, rows: 3 },
};
