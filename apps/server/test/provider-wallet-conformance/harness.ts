import type { ChildProcess } from 'node:child_process';
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AuthSuccess, ProviderLaunchResponse } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { freePort } from '#app/db/embedded-postgres';
import { signupPayload, TEST_ENV } from '#app/modules/auth/accounts.int-helpers';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';
import { hashToken } from '#app/modules/provider-wallet/provider-sessions.service';
import { setSessionExpiry } from '#app/modules/provider-wallet/provider-wallet.repository';
import { spawnTs, waitForExit } from '#test/process';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { GAME_CODE, WalletClient, type Session } from './wallet-client';

/**
 * Where the conformance suite runs (README.md beside this file):
 * - by default, against our own app on a fresh database of the test PostgreSQL, listening on a
 *   loopback port (built in this process, or started as a child process with
 *   `tsx apps/server/src/main.ts` as `npm start` runs it), with a provider whose keys the suite
 *   generates; players sign up, are funded ($10) and launch a session over HTTP;
 * - with CONFORMANCE_BASE_URL, against any deployment: the provider's id and private key, and
 *   access tokens of funded players (≥ $10 each), come from the environment. The checks that need
 *   the deployment's database or process (token expiry, SIGKILL, ledger:check) are skipped.
 */

export const PLAYER_FUNDS_UNITS = 1_000_000; // $10 in provider units (10⁻⁵ USD)
const PROVIDER_ID = 'conformance';

export interface Harness {
  client: WalletClient;
  /** A funded player's new session for GAME_CODE. */
  newSession(): Promise<Session>;
  /** Present when the suite runs its own server. */
  local: LocalControls | null;
  close(): Promise<void>;
}

export interface LocalControls {
  db: DB;
  providerId: string;
  /** Our key's public half: the server signs its answers with the private one. */
  operatorPublicKey: KeyObject;
  expireSession(token: string): Promise<void>;
  /** SIGKILL, then wait for the process to be gone. */
  kill(): Promise<void>;
  /** Starts the server again on the same port and database. */
  restart(): Promise<void>;
}

/**
 * `childProcess`: run our server as its own process (needed to SIGKILL it); otherwise the same
 * app is built in this process (quicker to start) and listens on a loopback port all the same.
 */
export function startHarness(options: { childProcess?: boolean } = {}): Promise<Harness> {
  return process.env.CONFORMANCE_BASE_URL
    ? remoteHarness()
    : localHarness(options.childProcess ?? false);
}

async function launch(baseUrl: string, accessToken: string): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/provider-games/launch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      providerId: process.env.CONFORMANCE_PROVIDER_ID ?? PROVIDER_ID,
      gameCode: GAME_CODE,
      currency: 'USD',
      mode: 'real',
    }),
  });
  if (res.status !== 200) throw new Error(`launch failed: ${res.status} ${await res.text()}`);
  const { url } = (await res.json()) as ProviderLaunchResponse;
  const params = new URL(url).searchParams;
  const token = params.get('token');
  const user = params.get('user');
  if (!token || !user) throw new Error(`launch URL without token or user: ${url}`);
  return { token, user };
}

async function remoteHarness(): Promise<Harness> {
  const baseUrl = (process.env.CONFORMANCE_BASE_URL ?? '').replace(/\/+$/, '');
  const keyText =
    process.env.CONFORMANCE_PROVIDER_PRIVATE_KEY ??
    (process.env.CONFORMANCE_PROVIDER_PRIVATE_KEY_FILE
      ? readFileSync(process.env.CONFORMANCE_PROVIDER_PRIVATE_KEY_FILE, 'utf8')
      : undefined);
  const tokens = (process.env.CONFORMANCE_PLAYER_ACCESS_TOKENS ?? '').split(',').filter(Boolean);
  if (!keyText || !process.env.CONFORMANCE_PROVIDER_ID || tokens.length === 0) {
    throw new Error(
      'CONFORMANCE_BASE_URL needs CONFORMANCE_PROVIDER_ID, CONFORMANCE_PROVIDER_PRIVATE_KEY(_FILE) and CONFORMANCE_PLAYER_ACCESS_TOKENS',
    );
  }
  const client = new WalletClient(
    baseUrl,
    process.env.CONFORMANCE_PROVIDER_ID,
    createPrivateKey(keyText),
  );
  let next = 0;
  return {
    client,
    newSession: () => launch(baseUrl, tokens[next++ % tokens.length] ?? ''),
    local: null,
    close: async () => {},
  };
}

function pemPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    publicKey,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

async function localHarness(childProcess: boolean): Promise<Harness> {
  const database: TestDatabase = await createTestDatabase();
  const provider = pemPair();
  const operator = pemPair();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...TEST_ENV,
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    DATABASE_POOL_SIZE: '20',
    PROVIDERS: JSON.stringify([
      {
        id: PROVIDER_ID,
        walletPublicKey: provider.publicPem,
        operatorPrivateKey: operator.privatePem,
        launchUrl: 'http://127.0.0.1:9/launch',
      },
    ]),
  };
  let child: ChildProcess | null = null;
  let inProcess: Awaited<ReturnType<typeof createTestApp>> | null = null;
  const start = async () => {
    if (!childProcess) {
      inProcess = await createTestApp({ db: database.db, env });
      await inProcess.app.listen({ port, host: '127.0.0.1' });
      return;
    }
    const started = spawnTs('apps/server/src/main.ts', [], env);
    child = started;
    for (let i = 0; i < 600; i++) {
      if (started.exitCode !== null) throw new Error('the server exited while starting');
      const ok = await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the server did not become healthy');
  };
  const stop = async (signal: NodeJS.Signals) => {
    if (inProcess) {
      if (signal === 'SIGKILL')
        throw new Error('SIGKILL needs startHarness({ childProcess: true })');
      await inProcess.close();
      inProcess = null;
    }
    const running = child;
    if (!running || running.exitCode !== null) return;
    running.kill(signal);
    await waitForExit(running);
  };
  await start();
  return {
    client: new WalletClient(baseUrl, PROVIDER_ID, provider.privateKey),
    async newSession() {
      const res = await fetch(`${baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signupPayload()),
      });
      if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
      const { accessToken, user } = (await res.json()) as AuthSuccess;
      await fundPlayer({
        db: database.db,
        userId: user.id,
        amount: BigInt(PLAYER_FUNDS_UNITS) * 1_000n,
      });
      return launch(baseUrl, accessToken);
    },
    local: {
      db: database.db,
      providerId: PROVIDER_ID,
      operatorPublicKey: operator.publicKey,
      expireSession: (token) => setSessionExpiry(database.db, hashToken(token), new Date(0)),
      kill: () => stop('SIGKILL'),
      restart: start,
    },
    async close() {
      await stop('SIGTERM');
      await database.drop();
    },
  };
}
