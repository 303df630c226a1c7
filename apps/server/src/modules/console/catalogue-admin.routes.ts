import {
  CATALOGUE_ROLES,
  catalogueGameParamsSchema,
  catalogueGamesQuerySchema,
  catalogueGamesResponseSchema,
  cataloguePositionRequestSchema,
  catalogueProviderParamsSchema,
  catalogueProvidersResponseSchema,
  catalogueSwitchRequestSchema,
  consoleCatalogueGameSchema,
} from '@tengu/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import {
  listCatalogueGames,
  listCatalogueProviders,
  positionCatalogueGame,
  switchCatalogueGame,
  switchCatalogueProvider,
} from './catalogue-admin.service';
import { staffOf } from './console-access';
import { registerConsoleTable } from './console-table';

type App = Parameters<FastifyPluginAsyncZod>[0];
const tags = ['admin'];

/**
 * The console's provider catalogue (issue 22, ADR 048), admin only: the games (a console table
 * with its CSV), the providers, and the switches and featured order, each audited.
 */
export function registerCatalogueAdminRoutes(app: App, options: { db: DB; now: () => Date }) {
  const { db, now } = options;

  registerConsoleTable(app, {
    url: '/api/admin/catalogue/games',
    roles: CATALOGUE_ROLES,
    summary: "The providers' games with the operator's switches and featured order",
    querystring: catalogueGamesQuerySchema,
    response: catalogueGamesResponseSchema,
    list: (query, window) => listCatalogueGames(db, query, window),
    toResponse: (page, query) => ({ ...page, page: query.page, pageSize: query.pageSize }),
    csv: {
      name: 'catalogue',
      columns: [
        { header: 'provider', value: (g) => g.providerId },
        { header: 'code', value: (g) => g.code },
        { header: 'name', value: (g) => g.name },
        { header: 'enabled', value: (g) => g.enabled },
        { header: 'provider_enabled', value: (g) => g.providerEnabled },
        { header: 'offered_by_provider', value: (g) => g.offeredByProvider },
        { header: 'visible', value: (g) => g.visible },
        { header: 'position', value: (g) => g.position },
      ],
    },
    now,
  });

  app.get(
    '/api/admin/catalogue/providers',
    {
      config: { staffRoles: CATALOGUE_ROLES },
      schema: {
        tags,
        summary: "The catalogue's providers with their game counts and switch",
        response: { 200: catalogueProvidersResponseSchema },
      },
    },
    async () => listCatalogueProviders(db),
  );

  app.post(
    '/api/admin/catalogue/games/:gameId/enabled',
    {
      config: { staffRoles: CATALOGUE_ROLES },
      schema: {
        tags,
        summary: 'Switch a provider game on or off for the players (audited)',
        params: catalogueGameParamsSchema,
        body: catalogueSwitchRequestSchema,
        response: { 200: consoleCatalogueGameSchema },
      },
    },
    async (request) =>
      switchCatalogueGame(db, {
        actor: staffOf(request),
        gameId: request.params.gameId,
        ...request.body,
      }),
  );

  app.post(
    '/api/admin/catalogue/games/:gameId/position',
    {
      config: { staffRoles: CATALOGUE_ROLES },
      schema: {
        tags,
        summary: "Set a game's featured position in the lobby, or clear it (audited)",
        params: catalogueGameParamsSchema,
        body: cataloguePositionRequestSchema,
        response: { 200: consoleCatalogueGameSchema },
      },
    },
    async (request) =>
      positionCatalogueGame(db, {
        actor: staffOf(request),
        gameId: request.params.gameId,
        position: request.body.position,
      }),
  );

  app.post(
    '/api/admin/catalogue/providers/:providerId/enabled',
    {
      config: { staffRoles: CATALOGUE_ROLES },
      schema: {
        tags,
        summary: "Switch all of a provider's games on or off for the players (audited)",
        params: catalogueProviderParamsSchema,
        body: catalogueSwitchRequestSchema,
        response: { 200: z.object({ id: z.string(), enabled: z.boolean() }) },
      },
    },
    async (request) =>
      switchCatalogueProvider(db, {
        actor: staffOf(request),
        providerId: request.params.providerId,
        ...request.body,
      }),
  );
}
