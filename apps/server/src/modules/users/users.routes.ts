import {
  changeUsernameRequestSchema,
  privacySettingsSchema,
  userDetailsSchema,
  usernameAvailableQuerySchema,
  usernameAvailableResponseSchema,
  userLookupQuerySchema,
  userLookupResponseSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import { getBalance } from '#app/modules/wallet/wallet.service';
import {
  changeUsername,
  checkUsernameAvailable,
  getUserDetails,
  lookupUserByUsername,
  setPrivacy,
  withBalances,
} from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/api/users/me',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "The signed-in player's details",
        response: { 200: userDetailsSchema },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      // The wallet's pockets, so the details carry the real balances (issue 15.6).
      const [details, pockets] = await Promise.all([
        getUserDetails({ db, userId }),
        getBalance({ db, userId }),
      ]);
      return withBalances(details, pockets);
    },
  );

  app.get(
    '/api/users/username-available',
    {
      schema: {
        tags: ['users'],
        summary: 'Whether a username is free (signed in: your own counts as free)',
        querystring: usernameAvailableQuerySchema,
        response: { 200: usernameAvailableResponseSchema },
      },
    },
    async (request) =>
      checkUsernameAvailable({
        db,
        username: request.query.username,
        userId: (await app.readUser(request))?.userId,
      }),
  );

  app.put(
    '/api/users/me/username',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change your username (clears need_change_username)',
        body: changeUsernameRequestSchema,
        response: { 200: userDetailsSchema },
      },
    },
    async (request) =>
      changeUsername({ db, userId: authOf(request).userId, username: request.body.username }),
  );

  app.put(
    '/api/users/me/privacy',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Show or hide your name in public bet feeds and shared bet views',
        body: privacySettingsSchema,
        response: { 200: userDetailsSchema },
      },
    },
    async (request) =>
      setPrivacy({ db, userId: authOf(request).userId, hideName: request.body.hide_name }),
  );

  app.get(
    '/api/users/lookup',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "A player's public id, username and level by username (to tip them)",
        querystring: userLookupQuerySchema,
        response: { 200: userLookupResponseSchema },
      },
    },
    async (request) => lookupUserByUsername({ db, username: request.query.username }),
  );
};
