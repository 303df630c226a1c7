import {
  freeSpinLootboxParamsSchema,
  freeSpinLootboxRequestSchema,
  freeSpinLootboxResponseSchema,
  freeSpinLootboxStateSchema,
  freeSpinOptionsResponseSchema,
  freeSpinTipRequestSchema,
  freeSpinTipResponseSchema,
  FREE_SPIN_MESSAGES,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#app/errors/app-error';
import { authOf } from '#app/modules/auth/authenticate';
import type { FreeSpinsDeps } from './free-spins.service';
import { freeSpinOptions, tipFreeSpins } from './free-spins.service';
import { claimLootboxFreeSpins, lootboxFreeSpinsState } from './lootbox-free-spins.service';

/**
 * Free spins at providers (issue 20; docs/decisions/033-free-spin-tips.md): Tip Freespins
 * (spec document 2 section 7, "Freespins tip") and the lootbox's free-spin prizes.
 */
export const freeSpinsRoutes: FastifyPluginAsyncZod<FreeSpinsDeps> = async (app, deps) => {
  const tags = ['provider-games'];

  app.get(
    '/api/provider-games/free-spins/options',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'What Tip Freespins may offer: providers, spin amounts, the most spins',
        response: { 200: freeSpinOptionsResponseSchema },
      },
    },
    async () => freeSpinOptions(deps),
  );

  app.post(
    '/api/provider-games/free-spins/tip',
    {
      preValidation: app.requireUser,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Tip another player free spins of a provider slot (paid from your credits)',
        body: freeSpinTipRequestSchema,
        response: { 200: freeSpinTipResponseSchema },
      },
    },
    async (request) => {
      if (request.validationError) throw new AppError('BAD_REQUEST', FREE_SPIN_MESSAGES.failed);
      return tipFreeSpins({ ...deps, userId: authOf(request).userId, request: request.body });
    },
  );

  app.get(
    '/api/provider-games/free-spins/lootbox/:openId',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "A lootbox free-spin prize's campaign, once claimed",
        params: freeSpinLootboxParamsSchema,
        response: { 200: freeSpinLootboxStateSchema },
      },
    },
    async (request) =>
      lootboxFreeSpinsState({
        ...deps,
        userId: authOf(request).userId,
        openId: request.params.openId,
      }),
  );

  app.post(
    '/api/provider-games/free-spins/lootbox/:openId',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Play a lootbox free-spin prize on a game (once per prize)',
        params: freeSpinLootboxParamsSchema,
        body: freeSpinLootboxRequestSchema,
        response: { 200: freeSpinLootboxResponseSchema },
      },
    },
    async (request) =>
      claimLootboxFreeSpins({
        ...deps,
        userId: authOf(request).userId,
        openId: request.params.openId,
        gameUuid: request.body.gameUuid,
      }),
  );
};
