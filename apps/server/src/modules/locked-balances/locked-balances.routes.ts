import {
  depositBonusStatusSchema,
  lockedBalancesQuerySchema,
  lockedBalancesResponseSchema,
  lockedClaimRequestSchema,
  lockedClaimResponseSchema,
  unitsToDecimal,
  type LockedBalanceType,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import type { Realtime } from '#app/realtime/realtime';
import { getDepositBonusStatus, optInToDepositBonus } from './deposit-bonus.service';
import { claimLockedBalance } from './locked-claim.service';
import { findOpenRecords } from './locked-balances.repository';

export interface LockedBalancesRouteOptions {
  db: DB;
  /** A getter: the socket server is built after the routes are registered (app.ts). */
  realtime: () => Realtime;
}

const TYPE_OF_QUERY: Record<'deposit-bonus' | 'spin-wheel', LockedBalanceType> = {
  'deposit-bonus': 'deposit-bonus',
  'spin-wheel': 'sign-up spin',
};

/**
 * Locked balances (issue 17 item 3; spec document 2 section 7: "Locked balances by type" and
 * "Claim locked balance"; the Deposit bonus info modal's status and opt-in). The signed-in
 * player's own only; another player's id is 404.
 */
export const lockedBalancesRoutes: FastifyPluginAsyncZod<LockedBalancesRouteOptions> = async (
  app,
  options,
) => {
  const { db } = options;
  const tags = ['locked-balances'];
  app.get(
    '/api/locked-balances',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Your locked balances, oldest first (type deposit-bonus or spin-wheel)',
        querystring: lockedBalancesQuerySchema,
        response: { 200: lockedBalancesResponseSchema },
      },
    },
    async (request) => {
      const type = request.query.type ? TYPE_OF_QUERY[request.query.type] : undefined;
      const records = await findOpenRecords(db, authOf(request).userId, type);
      return {
        lockedBalances: records.map((r) => ({
          id: r.id,
          type: r.type,
          locked: unitsToDecimal(r.locked),
          unlocked: unitsToDecimal(r.unlocked),
        })),
      };
    },
  );
  app.post(
    '/api/locked-balances/claim',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Claim the unlocked part into credits (min $5 deposit bonus, $3 Sign Up Spin)',
        body: lockedClaimRequestSchema,
        response: { 200: lockedClaimResponseSchema },
      },
    },
    async (request) =>
      claimLockedBalance({
        db,
        realtime: options.realtime(),
        userId: authOf(request).userId,
        lockedBalanceId: request.body.lockedBalanceId,
      }),
  );
  app.get(
    '/api/locked-balances/deposit-bonus',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Deposit bonus: opted in, next percentage, minimum, unlock rates',
        response: { 200: depositBonusStatusSchema },
      },
    },
    async (request) => getDepositBonusStatus({ db, userId: authOf(request).userId }),
  );
  app.post(
    '/api/locked-balances/deposit-bonus/opt-in',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Opt in to the deposit bonus (idempotent)',
        response: { 200: depositBonusStatusSchema },
      },
    },
    async (request) => optInToDepositBonus({ db, userId: authOf(request).userId }),
  );
};
