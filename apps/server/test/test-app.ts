import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino, type DestinationStream } from 'pino';
import { buildApp } from '#app/app';
import { loadConfig } from '#app/config';
import type { DB } from '#app/db/database';

/**
 * The real app on a test database, with the configuration a test asks for. Call `listen()` when
 * the test needs real sockets; `close()` always.
 */
export async function createTestApp(options: {
  db: DB;
  env?: Record<string, string>;
  /** Where the log goes (a test that reads the log); LOG_LEVEL still applies. */
  logStream?: DestinationStream;
  /** The rewards' clock (default: the real time). */
  now?: () => Date;
}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'tengu-no-web-')),
    ...options.env,
  });
  const logger = options.logStream
    ? pino({ level: config.LOG_LEVEL }, options.logStream)
    : pino({ level: config.LOG_LEVEL });
  // No background delivery: a test delivers the outbox when it wants (`outbox.drain()`).
  const built = await buildApp({
    config,
    db: options.db,
    logger,
    now: options.now,
    outboxLoop: false,
  });
  return {
    ...built,
    config,
    /** Listens on a free loopback port and returns the base URL. */
    async listen(): Promise<string> {
      await built.app.listen({ port: 0, host: '127.0.0.1' });
      const address = built.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      return `http://127.0.0.1:${address.port}`;
    },
    close: () => built.app.close(),
  };
}
