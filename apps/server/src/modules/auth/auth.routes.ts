import {
  AUTH_MESSAGES,
  authSuccessSchema,
  changePasswordRequestSchema,
  errorBodySchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  okMessageResponseSchema,
  refreshResponseSchema,
  restrictedCountryBodySchema,
  sessionAdoptRequestSchema,
  signupRequestSchema,
  verifyEmailRequestSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#app/errors/app-error';
import { restrictedCountryGuard } from '#app/modules/geo/geo.routes';
import { rotateSession } from '#app/modules/sessions/sessions.service';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './auth.cookies';
import { authRateLimit, clientOf, replySignedIn, type AuthRouteOptions } from './auth.http';
import { login, signup } from './auth.service';
import { authOf } from './authenticate';
import {
  changePassword,
  forgotPassword,
  resendVerificationEmail,
  verifyEmail,
} from './password.service';

const blockedOr = z.union([restrictedCountryBodySchema, errorBodySchema]);

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { deps, secureCookies } = options;
  const limited = authRateLimit(deps.config.AUTH_RATE_LIMIT_MAX);
  const geoGuard = restrictedCountryGuard(options.blockedCountries);

  app.post(
    '/api/auth/signup',
    {
      config: limited,
      preHandler: geoGuard,
      schema: {
        tags: ['auth'],
        summary: 'Sign up; sets the refresh cookie',
        body: signupRequestSchema,
        response: { 201: authSuccessSchema, 403: blockedOr },
      },
    },
    async (request, reply) => {
      const signedIn = await signup({ ...deps, input: request.body, client: clientOf(request) });
      return reply.code(201).send(replySignedIn(reply, signedIn, secureCookies));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: limited,
      preHandler: geoGuard,
      schema: {
        tags: ['auth'],
        summary: 'Log in by email or username; 2FA accounts get a tempToken',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 403: blockedOr },
      },
    },
    async (request, reply) => {
      const result = await login({ ...deps, input: request.body, client: clientOf(request) });
      return 'twoFactor' in result ? result.twoFactor : replySignedIn(reply, result, secureCookies);
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie and get a new access token',
        response: { 200: refreshResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        const session = await rotateSession({
          ...deps,
          refreshToken: request.cookies[REFRESH_COOKIE],
          ...clientOf(request),
        });
        setRefreshCookie(reply, session.refreshToken, secureCookies);
        return { accessToken: session.accessToken };
      } catch (error) {
        clearRefreshCookie(reply, secureCookies);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/session/adopt',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: "Adopt a messenger link's refresh token: rotate it into the cookie",
        description:
          'The `?telegram&accessToken&refreshToken` link (spec document 1 section 2). The token ' +
          'is rotated exactly as a refresh would (a spent one revokes its session), so the one ' +
          'in the link stops working. A failure leaves any existing cookie alone.',
        body: sessionAdoptRequestSchema,
        response: { 200: refreshResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await rotateSession({
        ...deps,
        refreshToken: request.body.refreshToken,
        ...clientOf(request),
        // The link may linger in a chat or a screenshot: no grace, a second use revokes (ADR 013).
        graceMs: 0,
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'UNAUTHORIZED') {
          throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.telegramLinkExpired, {
            internal: error.options.internal,
          });
        }
        throw error;
      });
      setRefreshCookie(reply, session.refreshToken, secureCookies);
      return { accessToken: session.accessToken };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link (by email or username)',
        body: forgotPasswordRequestSchema,
        response: { 200: okMessageResponseSchema },
      },
    },
    async (request) => forgotPassword({ ...deps, input: request.body }),
  );

  app.post(
    '/api/auth/change-password',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed token',
        body: changePasswordRequestSchema,
        response: { 200: okMessageResponseSchema },
      },
    },
    async (request) =>
      changePassword({ ...deps, newPassword: request.body.newPassword, token: request.body.token }),
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Verify the email with the emailed token',
        body: verifyEmailRequestSchema,
        response: { 200: okMessageResponseSchema },
      },
    },
    async (request) => verifyEmail({ ...deps, token: request.body.token }),
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification link',
        response: { 200: okMessageResponseSchema },
      },
    },
    async (request) => resendVerificationEmail({ ...deps, userId: authOf(request).userId }),
  );
};
