import {
  decimalToUnits,
  isDecimalAmount,
  sbCashOutSchema,
  sbMyBetsQuerySchema,
  sbPlaceSlipSchema,
  type SbPlaceSlip,
} from '@tengu/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '#app/modules/auth/authenticate';
import { cashOut, quoteCashOut } from './cash-out.service';
import { listMyBets } from './my-bets.service';
import { placeSlip } from './place-slip.service';
import { withinPlayLimits } from '#app/modules/responsible-gambling/play-limits';
import type { SportsBetDeps } from './sports-bets.deps';

/**
 * The player's sports bets (issue 21 items 3 and 5; ADR 038): place a slip, list open and settled
 * bets, quote and take a cash-out. Signed-in players only, each on their own bets (another
 * player's bet answers 404).
 */
export interface SportsBetsRouteOptions {
  deps: SportsBetDeps;
}

const betParams = z.object({ id: z.string().max(64) });

export const sportsBetsRoutes: FastifyPluginAsyncZod<SportsBetsRouteOptions> = async (
  app,
  options,
) => {
  const { deps } = options;
  const me = (request: FastifyRequest) => authOf(request).userId;
  const mine = { preValidation: app.requireUser };
  const tags = ['sportsbook'];
  app.post(
    '/api/sports/bets',
    {
      ...mine,
      schema: {
        tags,
        summary: 'Place a bet slip: singles or one multi; idempotent by slipId',
        body: sbPlaceSlipSchema,
      },
    },
    // The player's loss and wager limits (ADR 050): the slip's stakes count as lost until
    // settled (sports payouts are not taken back off the count: it errs on protection).
    async (request) =>
      withinPlayLimits(
        { db: deps.db, userId: me(request), amount: slipStake(request.body) },
        () => placeSlip(deps, me(request), request.body),
        () => 0n,
      ),
  );
  app.get(
    '/api/sports/bets',
    {
      ...mine,
      schema: {
        tags,
        summary: 'Your open or settled sports bets',
        querystring: sbMyBetsQuerySchema,
      },
    },
    async (request) => listMyBets(deps.db, me(request), request.query),
  );
  app.get(
    '/api/sports/bets/:id/cash-out',
    {
      ...mine,
      schema: { tags, summary: 'The live cash-out offer of your bet', params: betParams },
    },
    async (request) => quoteCashOut(deps, me(request), request.params.id),
  );
  app.post(
    '/api/sports/bets/:id/cash-out',
    {
      ...mine,
      schema: {
        tags,
        summary: 'Cash out your bet, fully or a part of its stake; idempotent by requestId',
        params: betParams,
        body: sbCashOutSchema,
      },
    },
    async (request) => cashOut(deps, me(request), request.params.id, request.body),
  );
};

/** A slip's total stake in units (0 when a stake does not parse: placeSlip refuses it). */
function slipStake(slip: SbPlaceSlip): bigint {
  const stakes = slip.mode === 'multi' ? [slip.stake] : slip.stakes;
  return stakes.reduce(
    (sum, stake) => sum + (isDecimalAmount(stake) ? decimalToUnits(stake) : 0n),
    0n,
  );
}
