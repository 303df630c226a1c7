import {
  cancelWithdrawalResponseSchema,
  convertFreebetsResponseSchema,
  convertQuerySchema,
  convertToCryptoSchema,
  convertToUsdSchema,
  depositAddressQuerySchema,
  depositAddressSchema,
  depositRecordSchema,
  depositsPageSchema,
  paymentIdParamsSchema,
  paymentsConfigSchema,
  paymentsListQuerySchema,
  pricesSchema,
  verifyDepositRequestSchema,
  walletTransactionRequestSchema,
  walletTransactionResponseSchema,
  verifyDepositResponseSchema,
  WITHDRAW_MIN_USD,
  WITHDRAW_WAGER_REQUIREMENT_USD,
  withdrawEligibilitySchema,
  withdrawalRecordSchema,
  withdrawalsPageSchema,
  withdrawRequestSchema,
  withdrawResponseSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#app/config';
import type { DB } from '#app/db/database';
import { authRateLimit } from '#app/modules/auth/auth.http';
import { authOf } from '#app/modules/auth/authenticate';
import type { Tokens } from '#app/modules/auth/tokens';
import type { Realtime } from '#app/realtime/realtime';
import { idempotencyKeyOf } from '#app/modules/wallet/idempotency-key';
import { depositAddressFor } from './addresses.service';
import { solanaWalletTransfer } from './chains/solana/solana-wallet-transfer.service';
import { verifyDeposit } from './deposit-verification.service';
import { forfeitFreebets } from './freebets.service';
import type { PaymentChains } from './payments-chains';
import {
  convertToCrypto,
  convertToUsd,
  getDeposit,
  getWithdrawal,
  listDeposits,
  listWithdrawals,
} from './payments-queries.service';
import { allPriceIds, type PriceSource } from './prices/price-source';
import { withdrawEligibility } from './withdraw-eligibility.service';
import { cancelWithdrawal, requestWithdrawal } from './withdrawals.service';

export interface PaymentsRouteOptions {
  db: DB;
  tokens: Tokens;
  chains: PaymentChains;
  prices: PriceSource;
  config: Pick<Config, 'BUY_CRYPTO_URL' | 'AUTH_RATE_LIMIT_MAX'>;
  /** A getter: the socket server is built after the routes are registered (app.ts). */
  realtime: () => Realtime;
}

/** Crypto deposits and withdrawals (issue 9). Every route but config and prices needs a player. */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRouteOptions> = async (app, options) => {
  const { db, chains, prices, config } = options;

  app.get(
    '/api/payments/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Development mode, the Buy Crypto widget and the withdrawal limits',
        response: { 200: paymentsConfigSchema },
      },
    },
    async () => ({
      developmentMode: chains.developmentMode,
      buyCryptoUrl: config.BUY_CRYPTO_URL ?? null,
      simulatedNetworks: [...chains.simulatedNetworks],
      withdrawMinUsd: WITHDRAW_MIN_USD,
      wagerRequirementUsd: WITHDRAW_WAGER_REQUIREMENT_USD,
      instantDeposits: chains.instantDeposits.map((deposits) => ({
        ...deposits,
        tokenContracts: { ...deposits.tokenContracts },
      })),
      unavailableNetworks: chains.unavailableNetworks.map((item) => ({ ...item })),
    }),
  );

  app.get(
    '/api/payments/prices',
    {
      schema: {
        tags: ['payments'],
        summary: 'USD price of one coin of every asset, by slug',
        response: { 200: pricesSchema },
      },
    },
    async () => ({
      source: prices.name,
      usd: Object.fromEntries(await prices.getPrices(allPriceIds()).catch(() => new Map())),
    }),
  );

  app.get(
    '/api/payments/convert/usd',
    {
      schema: {
        tags: ['payments'],
        summary: 'Crypto amount → dollars at the current price',
        querystring: convertQuerySchema,
        response: { 200: convertToUsdSchema },
      },
    },
    async (request) => convertToUsd({ prices, ...request.query }),
  );

  app.get(
    '/api/payments/convert/crypto',
    {
      schema: {
        tags: ['payments'],
        summary: 'Dollar amount → crypto at the current price',
        querystring: convertQuerySchema,
        response: { 200: convertToCryptoSchema },
      },
    },
    async (request) => convertToCrypto({ prices, ...request.query }),
  );

  app.get(
    '/api/payments/deposit-address',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Your current deposit address (and memo/tag) for a currency on a network',
        querystring: depositAddressQuerySchema,
        response: { 200: depositAddressSchema },
      },
    },
    async (request) =>
      depositAddressFor({ db, chains, userId: authOf(request).userId, ...request.query }),
  );

  app.post(
    '/api/payments/deposit-address',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: "'New address': derives your next deposit address on that network",
        body: depositAddressQuerySchema,
        response: { 200: depositAddressSchema },
      },
    },
    async (request) =>
      depositAddressFor({
        db,
        chains,
        userId: authOf(request).userId,
        ...request.body,
        fresh: true,
      }),
  );

  app.get(
    '/api/payments/deposits',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Your deposits, newest first, cursor-paged',
        querystring: paymentsListQuerySchema,
        response: { 200: depositsPageSchema },
      },
    },
    async (request) => listDeposits({ db, userId: authOf(request).userId, query: request.query }),
  );

  app.post(
    '/api/payments/deposits/verify',
    {
      preValidation: app.requireUser,
      config: authRateLimit(config.AUTH_RATE_LIMIT_MAX),
      schema: {
        tags: ['payments'],
        summary:
          'Verify an on-chain deposit by its transaction: a payment to your address is recorded now',
        body: verifyDepositRequestSchema,
        response: { 200: verifyDepositResponseSchema },
      },
    },
    async (request) =>
      verifyDeposit({
        db,
        chains,
        realtime: options.realtime(),
        log: request.log,
        maxAttempts: config.AUTH_RATE_LIMIT_MAX,
        userId: authOf(request).userId,
        network: request.body.network,
        txid: request.body.txid,
      }),
  );

  // --- Solana instant deposit (issue 19) ---
  app.post(
    '/api/payments/deposits/wallet-transaction',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['payments'],
        summary:
          'The unsigned Solana transfer to your deposit address, for your browser wallet to sign and send',
        body: walletTransactionRequestSchema,
        response: { 200: walletTransactionResponseSchema },
      },
    },
    async (request) =>
      solanaWalletTransfer({ db, chains, userId: authOf(request).userId, request: request.body }),
  );
  // --- end Solana ---

  app.get(
    '/api/payments/deposits/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'One of your deposits (the status tracker)',
        params: paymentIdParamsSchema,
        response: { 200: depositRecordSchema },
      },
    },
    async (request) => getDeposit({ db, userId: authOf(request).userId, id: request.params.id }),
  );

  app.get(
    '/api/payments/withdrawals',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Your withdrawals, newest first, cursor-paged',
        querystring: paymentsListQuerySchema,
        response: { 200: withdrawalsPageSchema },
      },
    },
    async (request) =>
      listWithdrawals({ db, userId: authOf(request).userId, query: request.query }),
  );

  app.get(
    '/api/payments/withdrawals/eligibility',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Your standing against the withdraw rules: verified email, $69 wagered',
        response: { 200: withdrawEligibilitySchema },
      },
    },
    async (request) => withdrawEligibility({ db, userId: authOf(request).userId }),
  );

  app.get(
    '/api/payments/withdrawals/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'One of your withdrawals (the status tracker)',
        params: paymentIdParamsSchema,
        response: { 200: withdrawalRecordSchema },
      },
    },
    async (request) => getWithdrawal({ db, userId: authOf(request).userId, id: request.params.id }),
  );

  app.post(
    '/api/payments/withdrawals',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Withdraw crypto: debited now, sent after review',
        description:
          'Optional header Idempotency-Key: a retry with the same key is the same withdrawal, debited once.',
        body: withdrawRequestSchema,
        response: { 200: withdrawResponseSchema },
      },
    },
    async (request) =>
      requestWithdrawal({
        db,
        chains,
        prices,
        tokens: options.tokens,
        realtime: options.realtime(),
        maxAttempts: config.AUTH_RATE_LIMIT_MAX,
        userId: authOf(request).userId,
        request: request.body,
        idempotencyKey: idempotencyKeyOf(request),
      }),
  );

  app.post(
    '/api/payments/withdrawals/:id/cancel',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Cancel your withdrawal while it is PENDING; the funds return to your balance',
        params: paymentIdParamsSchema,
        response: { 200: cancelWithdrawalResponseSchema },
      },
    },
    async (request) =>
      cancelWithdrawal({
        db,
        realtime: options.realtime(),
        userId: authOf(request).userId,
        id: request.params.id,
      }),
  );

  app.post(
    '/api/payments/freebets/convert',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Give up your free bets (irreversible) so that your credits can be withdrawn',
        response: { 200: convertFreebetsResponseSchema },
      },
    },
    async (request) =>
      forfeitFreebets({ db, realtime: options.realtime(), userId: authOf(request).userId }),
  );
};
