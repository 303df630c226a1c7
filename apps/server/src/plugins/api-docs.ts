import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '#app/config';

/** OpenAPI 3 generated from the routes' zod schemas: JSON at /api/docs/json, the UI at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tengu API',
        description: "The players' API of Tengu, an open-source crypto casino and sportsbook.",
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The UI is served over plain http on a developer's machine: no forced https upgrade there.
    transformStaticCSP: (header) =>
      config.isProduction ? header : header.replace('upgrade-insecure-requests;', ''),
  });
}
