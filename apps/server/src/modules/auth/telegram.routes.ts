import {
  authSuccessSchema,
  errorBodySchema,
  restrictedCountryBodySchema,
  telegramConfigResponseSchema,
  telegramMiniAppRequestSchema,
  telegramWidgetRequestSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restrictedCountryGuard } from '#app/modules/geo/geo.routes';
import { authRateLimit, clientOf, replySignedIn, type AuthRouteOptions } from './auth.http';
import { verifyTelegramInitData, verifyTelegramWidget } from './telegram-verify';
import { telegramBotId, telegramBotToken, telegramLogin } from './telegram.service';

const blockedOr = z.union([restrictedCountryBodySchema, errorBodySchema]);

/**
 * Telegram sign-in. With an `Authorization` header the Telegram account is linked to that
 * player; without, it signs in the linked player or creates one.
 */
export const telegramRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { deps, secureCookies } = options;
  const limited = authRateLimit(deps.config.AUTH_RATE_LIMIT_MAX);
  const geoGuard = restrictedCountryGuard(options.blockedCountries);

  app.get(
    '/api/auth/telegram/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether Telegram login is on, the Login Widget bot name and the bot id',
        response: { 200: telegramConfigResponseSchema },
      },
    },
    async () => ({
      enabled: !!deps.config.TELEGRAM_BOT_TOKEN,
      botName: deps.config.TELEGRAM_BOT_NAME ?? null,
      botId: telegramBotId(deps.config.TELEGRAM_BOT_TOKEN),
    }),
  );

  app.post(
    '/api/auth/telegram/widget',
    {
      config: limited,
      preHandler: geoGuard,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with Telegram Login Widget data',
        body: telegramWidgetRequestSchema,
        response: { 200: authSuccessSchema, 403: blockedOr },
      },
    },
    async (request, reply) => {
      const check = verifyTelegramWidget(request.body, telegramBotToken(deps));
      const signedIn = await telegramLogin({
        ...deps,
        check,
        signedInUserId: (await app.readUser(request))?.userId ?? null,
        client: clientOf(request),
      });
      return replySignedIn(reply, signedIn, secureCookies);
    },
  );

  app.post(
    '/api/auth/telegram/mini-app',
    {
      config: limited,
      preHandler: geoGuard,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with Telegram Mini App initData',
        body: telegramMiniAppRequestSchema,
        response: { 200: authSuccessSchema, 403: blockedOr },
      },
    },
    async (request, reply) => {
      const check = verifyTelegramInitData(request.body.initData, telegramBotToken(deps));
      const signedIn = await telegramLogin({
        ...deps,
        check,
        signedInUserId: (await app.readUser(request))?.userId ?? null,
        client: clientOf(request),
      });
      return replySignedIn(reply, signedIn, secureCookies);
    },
  );
};
