import type { ComponentType } from 'react';

/**
 * The game rule pages under `/docs/games/<slug>` (issue 6: "Document each game's rules and
 * payout tables in a short page under /docs"). One line per game: the docs slug is the game's
 * route slug (`/casino/game/<slug>`), the namespace is the game's lazy locale namespace (its
 * `doc.*` keys hold the page's text, `doc.title` and `doc.summary` are shown in the index), and
 * the page is its own chunk: `games/<slug>-doc.tsx` exporting `GameDocPage`.
 */
export interface GameDoc {
  slug: string;
  /** The game's lazy locale namespace (docs/decisions/010). */
  namespace: string;
  /** Where the page's keys start in that namespace: '' or, in a shared one, '<game>.'. */
  prefix: string;
  load: () => Promise<{ GameDocPage: ComponentType }>;
}

type DocModule = () => Promise<{ GameDocPage: ComponentType }>;
const doc = (namespace: string, load: DocModule, prefix = '') => ({ namespace, load, prefix });
/** The single-bet originals and crash share one docs-only namespace (issue 14 item 7). */
const original = (game: string, load: DocModule) => doc('originals-docs', load, `${game}.`);

/** Index order. Register a page with one line: `slug: doc('namespace', () => import(...)),`. */
const REGISTRY: Record<string, Omit<GameDoc, 'slug'>> = {
  dice: original('dice', () => import('./games/dice-doc')),
  limbo: original('limbo', () => import('./games/limbo-doc')),
  plinko: original('plinko', () => import('./games/plinko-doc')),
  mines: original('mines', () => import('./games/mines-doc')),
  crash: original('crash', () => import('./games/crash-doc')),
  keno: doc('keno', () => import('./games/keno-doc')),
  roulette: doc('roulette', () => import('./games/roulette-doc')),
  cases: doc('cases', () => import('./games/cases-doc')),
  blackjack: doc('blackjack', () => import('./games/blackjack-doc')),
  coinflip: doc('coinflip', () => import('./games/coinflip-doc')),
  'tengu-towers': doc('towers', () => import('./games/towers-doc')),
  'dojo-dash': doc('dojo-dash', () => import('./games/dojo-dash-doc')),
};

export const GAME_DOCS: readonly GameDoc[] = Object.entries(REGISTRY).map(([slug, entry]) => ({
  slug,
  ...entry,
}));

export function findGameDoc(slug: string | undefined): GameDoc | undefined {
  return GAME_DOCS.find((entry) => entry.slug === slug);
}

/** Each page's title and summary live in its game's namespace under these keys. */
export const DOC_TITLE_KEY = 'doc.title';
export const DOC_SUMMARY_KEY = 'doc.summary';
