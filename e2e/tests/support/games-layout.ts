import type { Locator, Page } from '@playwright/test';

/** Every original game's page slug (issue 14: each is laid out for phones and windows). */
export const ORIGINAL_SLUGS = [
  'dice',
  'limbo',
  'plinko',
  'mines',
  'keno',
  'roulette',
  'blackjack',
  'cases',
  'coinflip',
  'crash',
  'tengu-towers',
  'dojo-dash',
] as const;

/** The game's board: GameLayout's board area, or the crash curve (crash lays itself out). */
export function gameBoard(page: Page | Locator, slug: string): Locator {
  return page.getByTestId(slug === 'crash' ? 'crash-curve' : 'game-board').first();
}
