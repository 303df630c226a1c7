import { siteConfigResponseSchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#app/config';

/** Public, operator-set site texts for every visitor (no account needed, nothing private). */
export const siteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/api/site/config',
    {
      schema: {
        tags: ['system'],
        summary:
          "The operator's licence text for the footer (SITE_LICENSE_TEXT) and support address (SUPPORT_EMAIL), each or null",
        response: { 200: siteConfigResponseSchema },
      },
    },
    async () => ({
      licenseText: config.SITE_LICENSE_TEXT ?? null,
      supportEmail: config.SUPPORT_EMAIL ?? null,
    }),
  );
};
