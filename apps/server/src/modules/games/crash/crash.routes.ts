import {
  crashBetRequestSchema,
  crashBetResponseSchema,
  crashChainSchema,
  crashRoundDetailSchema,
  crashRoundParamsSchema,
  crashStateResponseSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '#app/modules/auth/authenticate';
import { AppError } from '#app/errors/app-error';
import { countSettledBets } from '#app/metrics/instruments';
import type { GameRouteOptions } from '../game-context';
import { CrashFeed } from './crash-feed';
import {
  cashOutCrash,
  getCrashChain,
  getCrashRound,
  getCrashState,
  placeCrashBet,
} from './crash.service';

const tags = ['games'];

/** Crash (issue 7): the round's state, the chain, past rounds, bets and cash-outs. */
export const crashRoutes: FastifyPluginAsyncZod<GameRouteOptions> = async (app, options) => {
  const { db, maxProfit, playEvents } = options;
  const feed = new CrashFeed(options.realtime);
  app.addHook('onClose', async () => feed.close());

  app.get(
    '/api/games/crash/state',
    {
      schema: {
        tags,
        summary: 'The current round, its players, the last rounds and the chain',
        response: { 200: crashStateResponseSchema },
      },
    },
    async (request) => getCrashState({ db, userId: (await app.readUser(request))?.userId }),
  );

  app.get(
    '/api/games/crash/chain',
    {
      schema: {
        tags,
        summary:
          'The pre-committed chain: its terminating hash (published before its first round) and salt',
        response: { 200: crashChainSchema },
      },
    },
    async () => {
      const chain = await getCrashChain(db);
      if (!chain) throw new AppError('NOT_FOUND', 'The crash chain is being generated.');
      return chain;
    },
  );

  app.get(
    '/api/games/crash/rounds/:id',
    {
      schema: {
        tags,
        summary: 'A crashed round with its hash, the previous hash and the salt, for verification',
        params: crashRoundParamsSchema,
        response: { 200: crashRoundDetailSchema },
      },
    },
    async (request) => getCrashRound({ db, id: request.params.id }),
  );

  app.post(
    '/api/games/crash/bet',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Bet on the waiting round (once per round; optional auto cash-out ≥ 1.01)',
        body: crashBetRequestSchema,
        response: { 200: crashBetResponseSchema },
      },
    },
    async (request) => {
      const placed = await placeCrashBet({
        db,
        userId: authOf(request).userId,
        request: request.body,
        maxProfit,
        playEvents,
      });
      feed.effects(placed.effects);
      feed.player(placed.player);
      return { bet: placed.player, balance: placed.balance };
    },
  );

  app.post(
    '/api/games/crash/cashout',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Cash out of the running round at the multiplier of this instant',
        response: { 200: crashBetResponseSchema },
      },
    },
    async (request) => {
      const cashed = await cashOutCrash({ db, userId: authOf(request).userId });
      feed.effects(cashed.effects);
      feed.player(cashed.paid.player);
      feed.publicBet(cashed.paid.publicBet);
      countSettledBets('crash');
      return { bet: cashed.paid.player, balance: cashed.balance };
    },
  );
};
