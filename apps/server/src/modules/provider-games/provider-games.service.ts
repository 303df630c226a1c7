import {
  HOUSE_GAMES,
  HOUSE_PROVIDER,
  PROVIDER_CATALOGUE_MESSAGES,
  type Game,
  type GameDetailResponse,
  type GameSearchResponse,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import type { ProviderConfig } from '#app/modules/provider-wallet/provider-config';
import {
  addFavourite,
  countCatalogue,
  enabledGameExists,
  findEnabledGameBySlug,
  isFavourite,
  listCatalogue,
  removeFavourite,
  type CatalogueFilter,
} from './provider-games.repository';

/** Game search, game pages and favourites (issue 20; ADR 030; spec document 2 section 7). */

function houseGame(game: (typeof HOUSE_GAMES)[number]): Game {
  return {
    uuid: `house:${game.slug}`,
    name: game.name,
    slug: game.slug,
    provider: HOUSE_PROVIDER.name,
    providerId: HOUSE_PROVIDER.id,
    code: null,
    image: null,
    image_gradient: game.gradient,
    categories: ['originals'],
    bonusBuy: null,
    rtp: null,
    volatility: null,
    maxWinX: null,
    releaseDate: null,
    features: [],
    description: '',
    house: true,
  };
}

/**
 * House games match a plain search (no category, bonus-buy or other provider filter, not the
 * newest-first list: they have no release date): they come
 * first, then the providers' games; one page counts across both.
 */
function matchingHouseGames(filter: CatalogueFilter): Game[] {
  if (filter.category || filter.bonusBuy !== undefined || filter.sort === 'new') return [];
  if (filter.provider && filter.provider !== HOUSE_PROVIDER.id) return [];
  const text = filter.query.toLowerCase();
  return HOUSE_GAMES.filter(
    (g) =>
      text === '' ||
      g.name.toLowerCase().includes(text) ||
      HOUSE_PROVIDER.name.toLowerCase().includes(text),
  ).map(houseGame);
}

export async function searchGames(
  db: DB,
  filter: CatalogueFilter & { page: number; size: number },
): Promise<GameSearchResponse> {
  const house = matchingHouseGames(filter);
  const onlyHouse = filter.provider === HOUSE_PROVIDER.id;
  const providerTotal = onlyHouse ? 0 : await countCatalogue(db, filter);
  const offset = (filter.page - 1) * filter.size;
  const houseSlice = house.slice(offset, offset + filter.size);
  const providerOffset = Math.max(0, offset - house.length);
  const providerGames = onlyHouse
    ? []
    : await listCatalogue(db, filter, providerOffset, filter.size - houseSlice.length);
  const total = house.length + providerTotal;
  return {
    games: [...houseSlice, ...providerGames],
    total,
    page: filter.page,
    size: filter.size,
    hasMore: offset + filter.size < total,
  };
}

export async function gameBySlug(
  db: DB,
  providers: readonly ProviderConfig[],
  slug: string,
): Promise<GameDetailResponse> {
  const game = await findEnabledGameBySlug(db, slug);
  const provider = game && providers.find((p) => p.id === game.providerId);
  if (!game || !provider || !game.code) {
    throw new AppError('NOT_FOUND', PROVIDER_CATALOGUE_MESSAGES.gameNotFound);
  }
  const demo = new URL(provider.launchUrl);
  demo.searchParams.set('game_code', game.code);
  demo.searchParams.set('currency', 'USD');
  demo.searchParams.set('mode', 'demo');
  return { game, demoUrl: demo.toString() };
}

async function requireGame(db: DB, uuid: string) {
  if (!(await enabledGameExists(db, uuid))) {
    throw new AppError('NOT_FOUND', PROVIDER_CATALOGUE_MESSAGES.gameNotFound);
  }
}

export async function setFavourite(db: DB, userId: string, uuid: string, favourite: boolean) {
  if (favourite) {
    await requireGame(db, uuid);
    await addFavourite(db, userId, uuid);
  } else {
    await removeFavourite(db, userId, uuid);
  }
  return { uuid, favourite };
}

export async function favouriteState(db: DB, userId: string, uuid: string) {
  return { uuid, favourite: await isFavourite(db, userId, uuid) };
}
