import { GAME_METAS, SLOTS } from '#provider/games/catalogue';
import type { GameMeta, SlotGame } from '#provider/games/types';

/**
 * The studio's catalogue as aggregators read it (`GET /catalogue`). A game's `code` is its slug
 * in lower case ("book-of-degen"); the casino launches games by that code.
 */
export const STUDIO = { id: 'tengu-studio', name: 'Tengu Studio' } as const;

export interface CatalogueGame {
  code: string;
  name: string;
  slug: string;
  categories: string[];
  /** The bonus price in multiples of the bet, or null. */
  bonusBuy: number | null;
  rtp: number;
  volatility: string;
  maxWinX: number;
  releaseDate: string;
  features: string[];
  description: string;
  /** Absolute URL of the game's cover art (SVG). */
  image: string;
  imageGradient: [string, string];
}

export interface Catalogue {
  provider: { id: string; name: string };
  games: CatalogueGame[];
}

/** Each game's cover colours (the art's gradient; a card can show it while the image loads). */
export const GAME_GRADIENTS: Readonly<Record<string, [string, string]>> = {
  'koi-fortune': ['#0f3b57', '#e0574f'],
  'sakura-tumble': ['#3a1240', '#f29bc1'],
  'golden-tengu': ['#2b1608', '#f2b53c'],
  'book-of-degen': ['#101a3a', '#35d49a'],
  'shrine-roulette': ['#2a0b0b', '#d8342c'],
};

export const codeOf = (meta: GameMeta): string => meta.slug.toLowerCase();

/** The slot a code names, or null (the live roulette is listed but not played here). */
export function slotByCode(code: string): SlotGame<unknown> | null {
  return Object.values(SLOTS).find((game) => codeOf(game.meta) === code) ?? null;
}

export function metaByCode(code: string): GameMeta | null {
  return GAME_METAS.find((meta) => codeOf(meta) === code) ?? null;
}

export function buildCatalogue(publicUrl: string): Catalogue {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    provider: { ...STUDIO },
    games: GAME_METAS.map((meta) => {
      const code = codeOf(meta);
      return {
        code,
        name: meta.name,
        slug: meta.slug,
        categories: [...meta.categories],
        bonusBuy: meta.bonusBuy?.priceX ?? null,
        rtp: meta.rtpTarget,
        volatility: meta.volatility,
        maxWinX: meta.maxWinX,
        releaseDate: meta.releaseDate,
        features: [...meta.features],
        description: meta.description,
        image: `${base}/images/${code}.svg`,
        imageGradient: GAME_GRADIENTS[code] ?? ['#111827', '#4b5563'],
      };
    }),
  };
}
