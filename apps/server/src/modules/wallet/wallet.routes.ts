import {
  tipRequestSchema,
  tipResponseSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
  vaultTransferRequestSchema,
  vaultTransferResponseSchema,
  walletBalanceSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#app/config';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import type { Tokens } from '#app/modules/auth/tokens';
import type { Realtime } from '#app/realtime/realtime';
import { idempotencyKeyOf } from './idempotency-key';
import { getBalance, listTransactions, tipUser, vaultTransfer } from './wallet.service';

export interface WalletRouteOptions {
  db: DB;
  tokens: Tokens;
  config: Pick<Config, 'AUTH_RATE_LIMIT_MAX'>;
  /** A getter: the socket server is built after the routes are registered (app.ts). */
  realtime: () => Realtime;
}

export const walletRoutes: FastifyPluginAsyncZod<WalletRouteOptions> = async (app, options) => {
  const { db, tokens, config } = options;

  app.get(
    '/api/wallet/balance',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Your credits, freebets, every pocket and locked balances (decimal strings)',
        response: { 200: walletBalanceSchema },
      },
    },
    async (request) => getBalance({ db, userId: authOf(request).userId }),
  );

  app.post(
    '/api/wallet/vault',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Move credits into the vault (target "vault") or back (target "balance")',
        description: 'Optional header Idempotency-Key: a retry with the same key moves money once.',
        body: vaultTransferRequestSchema,
        response: { 200: vaultTransferResponseSchema },
      },
    },
    async (request) =>
      vaultTransfer({
        db,
        tokens,
        realtime: options.realtime(),
        maxAttempts: config.AUTH_RATE_LIMIT_MAX,
        userId: authOf(request).userId,
        request: request.body,
        idempotencyKey: idempotencyKeyOf(request),
      }),
  );

  app.post(
    '/api/wallet/tip',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Tip credits to another player',
        description: 'Optional header Idempotency-Key: a retry with the same key moves money once.',
        body: tipRequestSchema,
        response: { 200: tipResponseSchema },
      },
    },
    async (request) =>
      tipUser({
        db,
        realtime: options.realtime(),
        userId: authOf(request).userId,
        recipientId: request.body.userId,
        amount: request.body.amount,
        idempotencyKey: idempotencyKeyOf(request),
      }),
  );

  app.get(
    '/api/wallet/transactions',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Your own money movements, newest first, cursor-paged',
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema },
      },
    },
    async (request) =>
      listTransactions({ db, userId: authOf(request).userId, query: request.query }),
  );
};
