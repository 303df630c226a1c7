import { z } from 'zod';

/**
 * Provider games' catalogue (issue 20; docs/decisions/031-provider-catalogue.md).
 *
 * `providerCatalogueSchema` is what a provider serves at `GET {base}/catalogue`; the casino
 * imports it into `provider_games`. `gameSchema` is what the casino's game lists show (spec
 * document 2 section 3, Game: name, provider, image, image_gradient, uuid), with the catalogue's
 * details beside it. In-house originals appear in search results as `house: true` (they cannot
 * be multiplayed).
 */

export const PROVIDER_GAME_CATEGORIES = ['slots', 'live'] as const;
export type ProviderGameCategory = (typeof PROVIDER_GAME_CATEGORIES)[number];

const hexColour = z.string().regex(/^#[0-9a-fA-F]{3,8}$/);

export const catalogueGameSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
  name: z.string().min(1).max(100),
  /** `/casino/game/{slug}`: no spaces, `/`, `?`, `#`, `%` or `&` (multiplay joins with `&&`). */
  slug: z.string().regex(/^[^\s/?#%&]{1,100}$/),
  /** `slots`, `live`; other words are kept but no list shows them. */
  categories: z.array(z.string().min(1).max(32)).min(1).max(10),
  /** The bonus price in multiples of the bet, as an object or (tolerated) the bare number. */
  bonusBuy: z
    .union([
      z.object({ priceX: z.number().positive(), rtpTarget: z.number().nullable().optional() }),
      z
        .number()
        .positive()
        .transform((priceX) => ({ priceX, rtpTarget: null })),
    ])
    .nullable()
    .transform((b) => (b === null ? null : { priceX: b.priceX, rtpTarget: b.rtpTarget ?? null })),
  rtp: z.number().min(0).max(100),
  volatility: z.string().min(1).max(20),
  maxWinX: z.number().nonnegative(),
  releaseDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  features: z.array(z.string().max(200)).max(50),
  description: z.string().max(10_000),
  image: z.url({ protocol: /^https?$/ }),
  imageGradient: z.tuple([hexColour, hexColour]),
});
export type CatalogueGame = z.infer<typeof catalogueGameSchema>;

export const providerCatalogueSchema = z.object({
  provider: z.object({ id: z.string().min(1).max(32), name: z.string().min(1).max(100) }),
  games: z.array(catalogueGameSchema).max(5000),
});
export type ProviderCatalogue = z.infer<typeof providerCatalogueSchema>;

/** A game as the lists show it. House games have no provider catalogue row (`code` null). */
export const gameSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The provider's display name (spec: provider). */
  provider: z.string(),
  providerId: z.string(),
  code: z.string().nullable(),
  image: z.string().nullable(),
  image_gradient: z.tuple([z.string(), z.string()]),
  categories: z.array(z.string()),
  bonusBuy: z.object({ priceX: z.number(), rtpTarget: z.number().nullable() }).nullable(),
  rtp: z.number().nullable(),
  volatility: z.string().nullable(),
  maxWinX: z.number().nullable(),
  releaseDate: z.string().nullable(),
  features: z.array(z.string()),
  description: z.string(),
  /** An in-house original: its own page, never multiplayed. */
  house: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

export const GAME_SEARCH_SORTS = ['name', 'new'] as const;
export const GAME_PAGE_SIZE_MAX = 100;

const booleanQuery = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

export const gameSearchQuerySchema = z.object({
  query: z.string().trim().max(100).default(''),
  category: z.enum(PROVIDER_GAME_CATEGORIES).optional(),
  provider: z.string().max(32).optional(),
  bonusBuy: booleanQuery,
  sort: z.enum(GAME_SEARCH_SORTS).default('name'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(GAME_PAGE_SIZE_MAX).default(GAME_PAGE_SIZE_MAX),
});
export type GameSearchQuery = z.input<typeof gameSearchQuerySchema>;

export const gameSearchResponseSchema = z.object({
  games: z.array(gameSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  hasMore: z.boolean(),
});
export type GameSearchResponse = z.infer<typeof gameSearchResponseSchema>;

export const gameProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  games: z.number().int(),
});
export type GameProvider = z.infer<typeof gameProviderSchema>;
export const gameProvidersResponseSchema = z.object({ providers: z.array(gameProviderSchema) });
export type GameProvidersResponse = z.infer<typeof gameProvidersResponseSchema>;

/** GET /api/games/slug/:slug: the game and, for a visitor, where its demo opens. */
export const gameDetailResponseSchema = z.object({ game: gameSchema, demoUrl: z.string() });
export type GameDetailResponse = z.infer<typeof gameDetailResponseSchema>;

export const favouriteParamsSchema = z.object({ uuid: z.uuid() });
export const favouriteStateSchema = z.object({ uuid: z.string(), favourite: z.boolean() });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;
export const favouritesResponseSchema = z.object({ games: z.array(gameSchema) });
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;

/** The in-house originals, listed in search results as house games. */
export const HOUSE_PROVIDER = { id: 'tengu', name: 'Tengu Originals' } as const;
export const HOUSE_GAMES: readonly { slug: string; name: string; gradient: [string, string] }[] = [
  { slug: 'plinko', name: 'Plinko', gradient: ['#d946ef', '#7e22ce'] },
  { slug: 'limbo', name: 'Limbo', gradient: ['#fbbf24', '#ea580c'] },
  { slug: 'dice', name: 'Dice', gradient: ['#38bdf8', '#1d4ed8'] },
  { slug: 'mines', name: 'Mines', gradient: ['#34d399', '#0f766e'] },
  { slug: 'roulette', name: 'Roulette', gradient: ['#f43f5e', '#991b1b'] },
  { slug: 'keno', name: 'Keno', gradient: ['#a78bfa', '#4338ca'] },
  { slug: 'blackjack', name: 'Blackjack', gradient: ['#64748b', '#1e293b'] },
  { slug: 'cases', name: 'Cases', gradient: ['#facc15', '#b45309'] },
  { slug: 'coinflip', name: 'Coinflip', gradient: ['#a3e635', '#15803d'] },
  { slug: 'crash', name: 'Crash', gradient: ['#f97316', '#b91c1c'] },
  { slug: 'tengu-towers', name: 'Tengu Towers', gradient: ['#22d3ee', '#0369a1'] },
  { slug: 'dojo-dash', name: 'Dojo Dash', gradient: ['#ec4899', '#be123c'] },
];

export const PROVIDER_CATALOGUE_MESSAGES = {
  gameNotFound: 'Game not found.',
} as const;
