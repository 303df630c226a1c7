import {
  favouriteParamsSchema,
  favouritesResponseSchema,
  favouriteStateSchema,
  gameDetailResponseSchema,
  gameProvidersResponseSchema,
  gameSearchQuerySchema,
  gameSearchResponseSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import type { ProviderConfig } from '#app/modules/provider-wallet/provider-config';
import { listFavourites, providersWithCounts } from './provider-games.repository';
import { favouriteState, gameBySlug, searchGames, setFavourite } from './provider-games.service';

export interface ProviderCatalogueRouteOptions {
  db: DB;
  providers: readonly ProviderConfig[];
}

/** Game search, providers, game pages and favourites (issue 20; ADR 030). */
export const providerCatalogueRoutes: FastifyPluginAsyncZod<ProviderCatalogueRouteOptions> = async (
  app,
  { db, providers },
) => {
  const tags = ['provider-games'];

  app.get(
    '/api/games/search',
    {
      schema: {
        tags,
        summary: 'Game search: empty text lists every game; house games come flagged',
        querystring: gameSearchQuerySchema,
        response: { 200: gameSearchResponseSchema },
      },
    },
    async (request) => searchGames(db, request.query),
  );

  app.get(
    '/api/games/providers',
    {
      schema: {
        tags,
        summary: 'The providers with their number of games on offer',
        response: { 200: gameProvidersResponseSchema },
      },
    },
    async () => ({ providers: await providersWithCounts(db) }),
  );

  app.get(
    '/api/games/slug/:slug',
    {
      schema: {
        tags,
        summary: "A provider game's page: the game and its demo address",
        params: z.object({ slug: z.string().min(1).max(100) }),
        response: { 200: gameDetailResponseSchema },
      },
    },
    async (request) => gameBySlug(db, providers, request.params.slug),
  );

  app.get(
    '/api/games/favourites',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "The player's favourite games",
        response: { 200: favouritesResponseSchema },
      },
    },
    async (request) => ({ games: await listFavourites(db, authOf(request).userId) }),
  );

  app.get(
    '/api/games/favourites/:uuid',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Whether the player has hearted this game',
        params: favouriteParamsSchema,
        response: { 200: favouriteStateSchema },
      },
    },
    async (request) => favouriteState(db, authOf(request).userId, request.params.uuid),
  );

  app.put(
    '/api/games/favourites/:uuid',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Heart a game (idempotent)',
        params: favouriteParamsSchema,
        response: { 200: favouriteStateSchema },
      },
    },
    async (request) => setFavourite(db, authOf(request).userId, request.params.uuid, true),
  );

  app.delete(
    '/api/games/favourites/:uuid',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Un-heart a game (idempotent)',
        params: favouriteParamsSchema,
        response: { 200: favouriteStateSchema },
      },
    },
    async (request) => setFavourite(db, authOf(request).userId, request.params.uuid, false),
  );
};
