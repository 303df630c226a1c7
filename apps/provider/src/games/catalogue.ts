import { bookOfDegen } from './book-of-degen/index';
import { goldenTengu } from './golden-tengu/index';
import { koiFortune } from './koi-fortune/index';
import { sakuraTumble } from './sakura-tumble/index';
import { shrineRouletteMeta } from './shrine-roulette/index';
import type { GameMeta, SlotGame } from './types';

/** The studio's slots by slug, as the simulation and (later) the provider service drive them. */
export const SLOTS: Readonly<Record<string, SlotGame<unknown>>> = Object.fromEntries(
  [koiFortune, sakuraTumble, goldenTengu, bookOfDegen].map((game) => [
    game.meta.slug,
    game as SlotGame<unknown>,
  ]),
);

/** Every game's display metadata, for the catalogue. */
export const GAME_METAS: readonly GameMeta[] = [
  ...Object.values(SLOTS).map((game) => game.meta),
  shrineRouletteMeta,
];
