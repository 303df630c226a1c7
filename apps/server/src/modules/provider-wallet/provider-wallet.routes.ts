import {
  PROVIDER_SIGNATURE_HEADERS,
  PROVIDER_WALLET_PATHS,
  providerBalanceRequestSchema,
  providerBetRequestSchema,
  providerRollbackRequestSchema,
  providerUserInfoRequestSchema,
  providerWinRequestSchema,
  type ProviderWalletResponse,
  unitsToDecimal,
  type ProviderWalletStatus,
} from '@tengu/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DB } from '#app/db/database';
import type { PlayEvents } from '#app/modules/play-events/play-events';
import type { Realtime } from '#app/realtime/realtime';
import type { ProviderConfig } from './provider-config';
import {
  providerBalance,
  providerBet,
  providerRollback,
  providerUserInfo,
  providerWin,
} from './provider-wallet.service';
import { isValidSignature, signBody } from './signature';
import type { WalletAnswer, WalletMovement } from './wallet-answers';
import type { WalletDeps } from './wallet-context';

export interface ProviderWalletRouteOptions {
  db: DB;
  providers: readonly ProviderConfig[];
  playEvents: PlayEvents | undefined;
  /** A getter: the socket server is built after the routes are registered (app.ts). */
  realtime: () => Realtime;
  now: () => Date;
}

type Operation<S extends z.ZodType> = (
  deps: WalletDeps,
  request: z.infer<S>,
) => Promise<WalletAnswer>;

/**
 * The seamless wallet (issue 20; docs/decisions/028-seamless-wallet.md), called by game
 * providers, never by players: `POST /api/provider/:providerId/wallet/<path>`. The raw body's
 * RSA-SHA256 signature is checked with the provider's public key before the body is parsed
 * (this plugin's own content-type parser keeps the bytes), every answer is HTTP 200 with an RS_*
 * status (500 with RS_ERROR_UNKNOWN when we failed: retry), signed with our key when configured.
 * Signed provider calls are not rate-limited per IP: a provider's server makes all of them.
 */
export async function providerWalletRoutes(
  app: FastifyInstance,
  options: ProviderWalletRouteOptions,
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  const route = <S extends z.ZodType>(path: string, schema: S, operation: Operation<S>) => {
    app.post<{ Params: { providerId: string } }>(
      `/api/provider/:providerId/wallet/${path}`,
      {
        config: { rateLimit: false },
        schema: { tags: ['provider-wallet'], summary: `Seamless wallet: ${path}`, hide: true },
      },
      (request, reply) => handle(request, reply, schema, operation),
    );
  };

  async function handle<S extends z.ZodType>(
    request: FastifyRequest<{ Params: { providerId: string } }>,
    reply: FastifyReply,
    schema: S,
    operation: Operation<S>,
  ) {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const json = parseJson(raw);
    const requestUuid = requestUuidOf(json);
    const provider = options.providers.find((p) => p.id === request.params.providerId);
    const send = (body: Omit<ProviderWalletResponse, 'request_uuid'>, httpStatus = 200) => {
      // A fixed key order: a retry's answer (stored as jsonb, which reorders keys) is the same text.
      const { status, user, currency, balance, ...rest } = body;
      const text = JSON.stringify({
        status,
        request_uuid: requestUuid,
        user,
        currency,
        balance,
        ...rest,
      });
      if (provider?.operatorPrivateKey) {
        void reply.header('x-hub88-signature', signBody(text, provider.operatorPrivateKey));
      }
      return reply.code(httpStatus).type('application/json').send(text);
    };
    const refuse = (status: ProviderWalletStatus) => {
      request.log.info(
        { providerId: request.params.providerId, status },
        'provider wallet call refused',
      );
      return send({ status });
    };
    if (!provider) return refuse('RS_ERROR_INVALID_PARTNER');
    const signature = PROVIDER_SIGNATURE_HEADERS.map((h) => request.headers[h]).find(
      (v): v is string => typeof v === 'string',
    );
    if (!isValidSignature(raw, signature, provider.walletPublicKey)) {
      return refuse('RS_ERROR_INVALID_SIGNATURE');
    }
    if (json === undefined || typeof json !== 'object' || json === null) {
      return refuse('RS_ERROR_WRONG_SYNTAX');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      // A field of the wrong type, or one missing or malformed (Hub88's two statuses).
      const isTypeError = parsed.error.issues.some(
        (i) => i.code === 'invalid_type' && String(i.path[0]) in json,
      );
      return refuse(isTypeError ? 'RS_ERROR_WRONG_TYPES' : 'RS_ERROR_WRONG_SYNTAX');
    }
    const deps: WalletDeps = {
      db: options.db,
      provider,
      playEvents: options.playEvents,
      now: options.now,
    };
    let answer: WalletAnswer;
    try {
      answer = await operation(deps, parsed.data);
    } catch (error) {
      // Nothing committed (or its outcome is unknown): the provider retries with the same uuid.
      request.log.error({ err: error, providerId: provider.id }, 'provider wallet call failed');
      return send({ status: 'RS_ERROR_UNKNOWN' }, 500);
    }
    if (answer.body.status !== 'RS_OK') {
      request.log.info(
        { providerId: provider.id, status: answer.body.status },
        'provider wallet call refused',
      );
    }
    if (answer.publish) {
      try {
        await answer.publish(options.realtime());
      } catch (error) {
        request.log.warn({ err: error }, 'provider wallet events not sent');
      }
    }
    if (answer.movement) tellPlayer(options.realtime(), provider.id, answer.movement);
    return send(answer.body);
  }

  route(PROVIDER_WALLET_PATHS.userInfo, providerUserInfoRequestSchema, providerUserInfo);
  route(PROVIDER_WALLET_PATHS.balance, providerBalanceRequestSchema, providerBalance);
  route(PROVIDER_WALLET_PATHS.bet, providerBetRequestSchema, providerBet);
  route(PROVIDER_WALLET_PATHS.win, providerWinRequestSchema, providerWin);
  route(PROVIDER_WALLET_PATHS.rollback, providerRollbackRequestSchema, providerRollback);
}

/** The game-provider channel: what the provider's game just did to the player's balance. */
function tellPlayer(realtime: Realtime, providerId: string, movement: WalletMovement): void {
  realtime.toUser(movement.userId, 'provider:transaction', {
    provider: providerId,
    game_code: movement.gameCode,
    round: movement.round,
    kind: movement.kind,
    amount: unitsToDecimal(movement.amount),
    credits: unitsToDecimal(movement.credits),
  });
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function requestUuidOf(json: unknown): string {
  if (typeof json !== 'object' || json === null) return '';
  const value = (json as Record<string, unknown>)['request_uuid'];
  return typeof value === 'string' ? value.slice(0, 100) : '';
}
