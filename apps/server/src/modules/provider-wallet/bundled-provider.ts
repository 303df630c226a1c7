import { fork, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, createPrivateKey, createPublicKey } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Config } from '#app/config';
import { freePort } from '#app/db/embedded-postgres';
import { REPO_ROOT } from '#app/paths';
import { DEFAULT_SESSION_TTL_MINUTES, type ProviderConfig } from './provider-config';

/**
 * The studio beside the casino (issue 20; docs/decisions/030-provider-service.md): when nothing
 * configures PROVIDERS and this is not production, `npm start` runs `apps/provider/src/main.ts`
 * as its own process on PROVIDER_PORT (3001 when free, else any free port), on the casino's
 * database but only in its own `provider` schema, with RSA key pairs generated once into
 * DATA_DIR/provider-keys (0600), and registers it as the provider `tengu-studio`.
 * BUNDLED_PROVIDER=off turns it off; =on starts it under NODE_ENV=test too (e2e).
 */

export const BUNDLED_PROVIDER_ID = 'tengu-studio';

export interface BundledProvider {
  provider: ProviderConfig;
  url: string;
  stop(): Promise<void>;
}

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

export function shouldStartBundledProvider(config: Config, env: NodeJS.ProcessEnv): boolean {
  if (config.isProduction || (env.PROVIDERS ?? '').trim() !== '') return false;
  // `on` starts it under NODE_ENV=test too (an end-to-end run of provider games).
  if (env.BUNDLED_PROVIDER === 'on') return true;
  return config.NODE_ENV !== 'test' && env.BUNDLED_PROVIDER !== 'off';
}

interface PemPair {
  privatePem: string;
  publicPem: string;
}

/** A key pair kept in `dir` (created once, private half 0600). */
export function keyPairIn(dir: string, name: string): PemPair {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const privatePath = join(dir, `${name}.key.pem`);
  const publicPath = join(dir, `${name}.pub.pem`);
  if (existsSync(privatePath) && existsSync(publicPath)) {
    const privatePem = readFileSync(privatePath, 'utf8');
    const publicPem = readFileSync(publicPath, 'utf8');
    createPrivateKey(privatePem);
    createPublicKey(publicPem);
    return { privatePem, publicPem };
  }
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pair = {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
  writeFileSync(privatePath, pair.privatePem, { mode: 0o600 });
  chmodSync(privatePath, 0o600);
  writeFileSync(publicPath, pair.publicPem, { mode: 0o600 });
  return pair;
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function startBundledProvider(options: {
  config: Config;
  env: NodeJS.ProcessEnv;
  databaseUrl: string;
  log: Log;
}): Promise<BundledProvider | null> {
  const { config, env, log } = options;
  const wanted = Number(env.PROVIDER_PORT ?? 3001);
  const port = (await isPortFree(wanted)) ? wanted : await freePort();
  const url = (env.PROVIDER_PUBLIC_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  const keysDir = join(config.dataDir, 'provider-keys');
  const studio = keyPairIn(keysDir, 'provider');
  const casino = keyPairIn(keysDir, 'operator');
  const child: ChildProcess = fork(join(REPO_ROOT, 'apps/provider/src/main.ts'), [], {
    cwd: REPO_ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      PATH: env.PATH ?? '',
      NODE_ENV: env.NODE_ENV ?? 'development',
      LOG_LEVEL: env.PROVIDER_LOG_LEVEL ?? 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: '5',
      PROVIDER_ID: BUNDLED_PROVIDER_ID,
      CASINO_WALLET_URL: `http://127.0.0.1:${config.PORT}/api/provider/${BUNDLED_PROVIDER_ID}/wallet`,
      PROVIDER_PRIVATE_KEY: studio.privatePem,
      CASINO_PUBLIC_KEY: casino.publicPem,
      // The shared roulette table's round and spin lengths (docs/decisions/034), when set.
      ...(env.SHRINE_ROUND_MS ? { SHRINE_ROUND_MS: env.SHRINE_ROUND_MS } : {}),
      ...(env.SHRINE_SPIN_MS ? { SHRINE_SPIN_MS: env.SHRINE_SPIN_MS } : {}),
    },
  });
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 60_000);
    child.once('message', () => {
      clearTimeout(timer);
      resolve(true);
    });
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  if (!ready) {
    child.kill('SIGKILL');
    log.warn('the bundled game provider (apps/provider) did not start: provider games are off');
    return null;
  }
  let stopping = false;
  child.on('exit', (code, signal) => {
    // A clean exit (0) is a shutdown, e.g. Ctrl-C reaching the whole process group.
    if (!stopping && code !== 0) log.warn(`the bundled game provider exited (${signal ?? code})`);
  });
  log.info(`game provider ${BUNDLED_PROVIDER_ID} listening at ${url}`);
  return {
    url,
    provider: {
      id: BUNDLED_PROVIDER_ID,
      walletPublicKey: createPublicKey(studio.publicPem),
      operatorPrivateKey: createPrivateKey(casino.privatePem),
      launchUrl: `${url}/play`,
      catalogueUrl: `${url}/catalogue`,
      sessionTtlMs: DEFAULT_SESSION_TTL_MINUTES * 60_000,
      // The studio grants free-spin campaigns (issue 20, ADR 033).
      freeSpins: true,
    },
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
