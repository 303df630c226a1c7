import {
  authSuccessSchema,
  okMessageResponseSchema,
  twoFactorCodeRequestSchema,
  twoFactorRecoveryEmailRequestSchema,
  twoFactorRecoveryRequestSchema,
  twoFactorSetupResponseSchema,
  twoFactorStateResponseSchema,
  twoFactorVerifyRequestSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit, clientOf, replySignedIn, type AuthRouteOptions } from './auth.http';
import { authOf } from './authenticate';
import {
  disableTwoFactor,
  enableTwoFactor,
  recoverWithEmailToken,
  sendTwoFactorRecoveryEmail,
  setupTwoFactor,
  verifyTwoFactorLogin,
} from './two-factor.service';

export const twoFactorRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { deps, secureCookies } = options;
  const limited = authRateLimit(deps.config.AUTH_RATE_LIMIT_MAX);

  app.post(
    '/api/auth/2fa/verify',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Second login step: the TOTP code for the tempToken',
        body: twoFactorVerifyRequestSchema,
        response: { 200: authSuccessSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await verifyTwoFactorLogin({
        ...deps,
        tempToken: request.body.tempToken,
        code: request.body.twoFactorCode,
        client: clientOf(request),
      });
      return replySignedIn(reply, signedIn, secureCookies);
    },
  );

  app.post(
    '/api/auth/2fa/recovery-email',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Mail a one-time link that turns 2FA off and signs in',
        body: twoFactorRecoveryEmailRequestSchema,
        response: { 200: okMessageResponseSchema },
      },
    },
    async (request) => sendTwoFactorRecoveryEmail({ ...deps, tempToken: request.body.tempToken }),
  );

  app.post(
    '/api/auth/2fa/recovery',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Use the emailed recovery token: 2FA off, signed in',
        body: twoFactorRecoveryRequestSchema,
        response: { 200: authSuccessSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await recoverWithEmailToken({
        ...deps,
        token: request.body.token,
        client: clientOf(request),
      });
      return replySignedIn(reply, signedIn, secureCookies);
    },
  );

  app.post(
    '/api/auth/2fa/setup',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'A new TOTP secret with its otpauth URI and QR code',
        response: { 200: twoFactorSetupResponseSchema },
      },
    },
    async (request) => setupTwoFactor({ ...deps, userId: authOf(request).userId }),
  );

  app.post(
    '/api/auth/2fa/enable',
    {
      preValidation: app.requireUser,
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Turn 2FA on with a code from the new secret',
        body: twoFactorCodeRequestSchema,
        response: { 200: twoFactorStateResponseSchema },
      },
    },
    async (request) =>
      enableTwoFactor({
        ...deps,
        userId: authOf(request).userId,
        code: request.body.code,
        ip: request.ip,
      }),
  );

  app.post(
    '/api/auth/2fa/disable',
    {
      preValidation: app.requireUser,
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Turn 2FA off with a current code',
        body: twoFactorCodeRequestSchema,
        response: { 200: twoFactorStateResponseSchema },
      },
    },
    async (request) =>
      disableTwoFactor({
        ...deps,
        userId: authOf(request).userId,
        code: request.body.code,
        ip: request.ip,
      }),
  );
};
