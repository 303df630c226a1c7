import { CONSOLE_ROLES, consoleRgStateSchema, playerIdParamsSchema } from '@tengu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { getRgState } from './rg-state.service';

/**
 * The console's read-only view of a player's responsible-gambling protections (issue 25 item 5;
 * ADR 050): limits with what each period used, pending increases, the reality check and any
 * cool-off or self-exclusion. Registered inside the console plugin, so its staff gate applies.
 */
export function registerRgConsoleRoutes(
  app: FastifyInstance,
  options: { db: DB; now: () => Date },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/players/:id/responsible-gambling',
    {
      config: { staffRoles: CONSOLE_ROLES.players },
      schema: {
        tags: ['admin'],
        summary: "A player's deposit/loss/wager limits, reality check and exclusion (read-only)",
        params: playerIdParamsSchema,
        response: { 200: consoleRgStateSchema },
      },
    },
    (request) => getRgState(options, request.params.id),
  );
}
