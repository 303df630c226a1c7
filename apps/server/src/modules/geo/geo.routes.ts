import { geoResponseSchema, restrictedCountryBodySchema } from '@tengu/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geoStatus, restrictedCountryBody } from './geo.service';

export const geoRoutes: FastifyPluginAsyncZod<{ blockedCountries: string[] }> = async (
  app,
  { blockedCountries },
) => {
  app.get(
    '/api/geo',
    {
      schema: {
        tags: ['geo'],
        summary: 'Country of the client IP and whether it is blocked',
        response: { 200: geoResponseSchema },
      },
    },
    async (request) => geoStatus({ ip: request.ip, blockedCountries }),
  );
};

/** OpenAPI response entry for routes guarded by `restrictedCountryGuard`. */
export const restrictedCountryResponse = { 403: restrictedCountryBodySchema };

/**
 * preHandler for login and sign-up: a client from a blocked country (GEO_BLOCKED_COUNTRIES) gets
 * 403 with `restrictedCountry` and the Country restriction modal's texts (spec document 2
 * section 8).
 */
export function restrictedCountryGuard(blockedCountries: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = await restrictedCountryBody({ ip: request.ip, blockedCountries });
    if (body) return reply.code(403).send(body);
  };
}
