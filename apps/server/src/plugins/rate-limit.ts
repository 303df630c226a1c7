import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '#app/config';
import { AppError } from '#app/errors/app-error';

/**
 * Global rate limit per client IP (memory store, or Redis when REDIS_URL is set so every replica
 * counts together). Routes that need tighter limits (login, sign-up) set their own.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW,
    ...(redis ? { redis, nameSpace: 'tengu-rl:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`),
  });
}
