import { bannersQuerySchema, publicBannersResponseSchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { publicBanners } from './banners.service';

export interface BannersRouteOptions {
  db: DB;
  now: () => Date;
}

/** GET /api/banners (issue 23 item 4): public, the banners live now in a placement. */
export const bannersRoutes: FastifyPluginAsyncZod<BannersRouteOptions> = async (app, options) => {
  app.get(
    '/api/banners',
    {
      schema: {
        tags: ['content'],
        summary: "Text banners live now (home page or chat), in the reader's language",
        querystring: bannersQuerySchema,
        response: { 200: publicBannersResponseSchema },
      },
    },
    async (request) => ({
      banners: await publicBanners({
        db: options.db,
        now: options.now,
        placement: request.query.placement,
        language: request.query.language,
      }),
    }),
  );
};
