import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DB } from './db/database';
import { registerErrorHandler } from './errors/error-handler';
import { healthRoutes } from './modules/health/health.routes';
import { registerApiDocs } from './plugins/api-docs';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { createRealtime, type Realtime } from './realtime/realtime';
import { createSocketServer, type SocketServer } from './realtime/socket-server';

export interface BuildAppOptions {
  config: Config;
  db: DB;
  logger: FastifyBaseLogger;
}

/**
 * Builds the HTTP API and the Socket.IO server from the modules. `main.ts` and the tests both
 * call it; it neither listens nor touches the process.
 */
export async function buildApp({ config, db, logger }: BuildAppOptions) {
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.TRUST_PROXY,
    // On close: stop accepting, drop idle keep-alive sockets, let in-flight requests finish.
    forceCloseConnections: 'idle',
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurityHeaders(app, config);
  await registerRateLimit(app, config);
  await app.register(cookie);
  await registerApiDocs(app, config);

  await app.register(healthRoutes, { db });

  await registerSpa(app, config.webDistDir);

  const sockets: SocketServer = createSocketServer({
    httpServer: app.server,
    redisUrl: config.REDIS_URL,
    log: app.log,
  });
  const realtime: Realtime = createRealtime(sockets.io);
  app.addHook('preClose', async () => sockets.close());

  await app.ready();
  return { app, sockets, realtime };
}

export type App = Awaited<ReturnType<typeof buildApp>>;
