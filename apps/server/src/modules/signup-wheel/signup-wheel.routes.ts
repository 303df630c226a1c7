import {
  WHEEL_MESSAGES,
  WHEEL_SEGMENTS,
  wheelResponseSchema,
  wheelSpinResponseSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#app/errors/app-error';
import { spinWheel, type SignupWheelDeps } from './signup-wheel.service';

/**
 * The sign-up wheel (issue 17 item 4; spec document 2 section 7, "Sign-up wheel spin (on open)";
 * section 6: visitors spin, a signed-in player is refused).
 */
export const signupWheelRoutes: FastifyPluginAsyncZod<{ deps: SignupWheelDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['signup-wheel'];
  app.get(
    '/api/signup-wheel',
    {
      schema: {
        tags,
        summary: 'The 15 segments with their published odds (parts per million)',
        response: { 200: wheelResponseSchema },
      },
    },
    async () => ({ segments: [...WHEEL_SEGMENTS] }),
  );
  app.post(
    '/api/signup-wheel/spin',
    {
      schema: {
        tags,
        summary: 'Spin (visitors): the winning index and a signed 24-hour token for sign-up',
        response: { 200: wheelSpinResponseSchema },
      },
    },
    async (request) => {
      if (await app.readUser(request)) {
        throw new AppError('FORBIDDEN', WHEEL_MESSAGES.visitorsOnly);
      }
      return spinWheel(deps, { ip: request.ip });
    },
  );
};
