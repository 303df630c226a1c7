import { generateKeyPairSync } from 'node:crypto';
import type { ProviderLaunchResponse } from '@tengu/shared';
import {
  createProviderApp,
  migrateProvider,
  type FetchLike,
  type ProviderApp,
} from '@tengu/provider/server';
import pg from 'pg';
import { expect } from 'vitest';
import { freePort } from '#app/db/embedded-postgres';
import { bearer, signUp, TEST_ENV } from '#app/modules/auth/accounts.int-helpers';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

/**
 * The studio (apps/provider) and the casino on loopback, one database, talking only over the
 * seamless wallet and the launch URL (issue 20): the setup the studio's integration tests share.
 */

export const STUDIO_ID = 'tengu-studio';

function pemPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** The studio's signing keys and the casino's operator keys, made once per test file. */
export const LOOPBACK_KEYS = { studio: pemPair(), operator: pemPair() };

/** A PROVIDERS entry for a provider signing with the loopback keys. */
export function providerEntry(id: string, url: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    walletPublicKey: LOOPBACK_KEYS.studio.publicPem,
    operatorPrivateKey: LOOPBACK_KEYS.operator.privatePem,
    launchUrl: `${url}/play`,
    ...extra,
  };
}

/** Wallet calls a studio sent, and failures to inject before or after they reach the casino. */
export function faultyFetch() {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  /** `when` before (the default): the call never reaches the casino; after: its answer is lost. */
  const state: { fault: { path: string; when?: 'before' | 'after'; times: number } | null } = {
    fault: null,
  };
  const fetchLike: FetchLike = async (url, init) => {
    const path = url.split('/wallet/')[1] ?? url;
    sent.push({ path, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    const fault =
      state.fault && state.fault.path === path && state.fault.times > 0 ? state.fault : null;
    if (fault) fault.times--;
    if (fault && fault.when !== 'after') throw new TypeError('fetch failed (injected)');
    const res = await fetch(url, init);
    if (fault?.when === 'after') throw new TypeError('fetch failed: answer lost (injected)');
    return res;
  };
  return { fetch: fetchLike, sent, state };
}

export interface StudioLoopback {
  database: TestDatabase;
  casino: Awaited<ReturnType<typeof createTestApp>>;
  casinoUrl: string;
  studioPool: pg.Pool;
  /** The first studio; `startStudio` starts more (a restart), each on its own port. */
  studio: { app: ProviderApp; url: string };
  startStudio(options?: { tickMs?: number }): Promise<{ app: ProviderApp; url: string }>;
  /** Stops a studio started here (before a restart). */
  stopStudio(app: ProviderApp): Promise<void>;
  close(): Promise<void>;
}

export async function startStudioLoopback(
  options: {
    fetch?: FetchLike;
    /** The shared roulette table's round length; `tickMs` 0 leaves its clock to the test. */
    table?: { roundMs: number; tickMs: number };
    /** The bundled studio's PROVIDERS entry extras (e.g. `freeSpins: true`). */
    studioEntry?: Record<string, unknown>;
    /** More PROVIDERS entries, given the studio's address. */
    moreProviders?: (studioUrl: string) => Promise<Record<string, unknown>[]>;
    poolMax?: number;
  } = {},
): Promise<StudioLoopback> {
  const database = await createTestDatabase();
  const studioPool = new pg.Pool({ connectionString: database.url, max: options.poolMax ?? 5 });
  // As the studio's main.ts does: a connection the database ends (DROP DATABASE … WITH (FORCE)
  // at close can reach one whose own end is still under way) must not throw out of the pool.
  studioPool.on('error', () => {});
  await migrateProvider(studioPool);
  const casinoPort = await freePort();
  const casinoUrl = `http://127.0.0.1:${casinoPort}`;
  const studios: ProviderApp[] = [];
  const startStudio = async (start: { tickMs?: number } = {}) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const app = await createProviderApp({
      db: studioPool,
      publicUrl: url,
      recoveryIntervalMs: 0,
      ...(options.fetch && { fetch: options.fetch }),
      ...(options.table && {
        table: { roundMs: options.table.roundMs, tickMs: start.tickMs ?? options.table.tickMs },
      }),
      casino: {
        walletUrl: `${casinoUrl}/api/provider/${STUDIO_ID}/wallet`,
        providerId: STUDIO_ID,
        privateKeyPem: LOOPBACK_KEYS.studio.privatePem,
        casinoPublicKeyPem: LOOPBACK_KEYS.operator.publicPem,
      },
    });
    await app.listen({ port, host: '127.0.0.1' });
    studios.push(app);
    return { app, url };
  };
  const studio = await startStudio();
  const providers = [
    providerEntry(STUDIO_ID, studio.url, options.studioEntry),
    ...((await options.moreProviders?.(studio.url)) ?? []),
  ];
  const casino = await createTestApp({
    db: database.db,
    env: { ...TEST_ENV, PROVIDERS: JSON.stringify(providers) },
  });
  await casino.app.listen({ port: casinoPort, host: '127.0.0.1' });
  return {
    database,
    casino,
    casinoUrl,
    studioPool,
    studio,
    startStudio,
    async stopStudio(app) {
      await app.close();
      studios.splice(studios.indexOf(app), 1);
    },
    async close() {
      for (const app of studios.splice(0)) await app.close();
      await studioPool.end();
      await casino.close();
      await database.drop();
    },
  };
}

/** A funded player with a launched real-money session of `gameCode` at the studio. */
export async function launchedPlayer(loopback: StudioLoopback, gameCode: string, dollars: bigint) {
  const signed = await signUp(loopback.casino);
  await fundPlayer({
    db: loopback.database.db,
    userId: signed.user.id,
    amount: dollars * 100_000_000n,
  });
  const res = await loopback.casino.app.inject({
    method: 'POST',
    url: '/api/provider-games/launch',
    headers: bearer(signed.accessToken),
    payload: { providerId: STUDIO_ID, gameCode, currency: 'USD', mode: 'real' },
  });
  expect(res.statusCode).toBe(200);
  const { url } = res.json() as ProviderLaunchResponse;
  const query = new URL(url).searchParams;
  return {
    userId: signed.user.id,
    url,
    token: query.get('token') ?? '',
    user: query.get('user') ?? '',
  };
}
