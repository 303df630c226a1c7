import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { buildApp } from '#app/app';
import { loadConfig } from '#app/config';
import type { DB } from '#app/db/database';
import { TEST_ENV } from '#app/modules/auth/accounts.int-helpers';
import type { ChainAdapter } from './chains/chain-adapter';
import { paymentChainsOf } from './payments-chains';

/** Helpers shared by the payments integration tests (not a test file itself). */

/** The real app with these chain adapters (the test's fakes) and its own DATA_DIR. */
export async function createPaymentsTestApp(options: {
  db: DB;
  /** The test's fake adapters; without, the configured registry (the simulator in tests). */
  adapters?: ChainAdapter[];
  env?: Record<string, string>;
}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'tengu-no-web-')),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tengu-payments-')),
    ...TEST_ENV,
    ...options.env,
  });
  const built = await buildApp({
    config,
    db: options.db,
    logger: pino({ level: 'silent' }),
    // No background delivery: a test that needs the outbox's effects drains it itself, and a
    // test that reads an outbox row is not raced by the loop (ADR 019).
    outboxLoop: false,
    paymentChains: options.adapters
      ? paymentChainsOf({ adapters: options.adapters, developmentMode: true })
      : undefined,
  });
  return {
    ...built,
    config,
    async listen(): Promise<string> {
      await built.app.listen({ port: 0, host: '127.0.0.1' });
      const address = built.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      return `http://127.0.0.1:${address.port}`;
    },
    close: () => built.app.close(),
  };
}

/** Marks the player's email verified and sets credits wagered (the withdraw preconditions). */
export async function makeWithdrawable(db: DB, userId: string, wagered = 100n * 10n ** 8n) {
  await db
    .updateTable('users')
    .set({ email_verified: true, amount_wagered: wagered })
    .where('id', '=', userId)
    .execute();
}

export const errorOf = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  ...(res.json() as { error: { code: string; message: string } }).error,
});
