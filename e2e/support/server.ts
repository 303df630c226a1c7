import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eEvmChain } from './evm-chain';
import { e2eSolanaChain } from './solana-chain';
import { E2E_TELEGRAM_BOT_TOKEN } from './telegram';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The server under test. Playwright evaluates its config in the runner and again in each
 * worker; the port and data folder are chosen once and passed on through the environment.
 */
export async function e2eServer() {
  process.env.E2E_PORT ??= String(await freePort());
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tengu-e2e-'));
  const port = process.env.E2E_PORT;
  // Ethereum on a real local node (Hardhat, with an ERC-20 USDT); Solana below; the others simulated.
  const evm = await e2eEvmChain(async () => {
    let other = await freePort();
    while (String(other) === port) other = await freePort();
    return other;
  });
  // Solana on the real SVM (the litesvm JSON-RPC node, with SPL mints; issue 19).
  const sol = await e2eSolanaChain(async () => {
    let other = await freePort();
    while (String(other) === port) other = await freePort();
    return other;
  });
  // Provider games (issue 20): the real Tengu Studio, started by the server beside itself.
  process.env.E2E_PROVIDER_PORT ??= String(await freePort());
  return {
    baseURL: `http://127.0.0.1:${port}`,
    command: 'npx tsx apps/server/src/main.ts',
    env: {
      NODE_ENV: 'test',
      // A fresh embedded database every run, whatever the caller's environment says.
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: port,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      // Every e2e request comes from 127.0.0.1: the per-IP auth limits would trip across tests.
      AUTH_RATE_LIMIT_MAX: '1000',
      // Lets a test arrive from another country with X-Forwarded-For (the geo-block test): the
      // browser on 127.0.0.1 plays the one trusted proxy.
      TRUST_PROXY: '127.0.0.1',
      // Tests follow emailed links (reset password, verify email) through GET /api/dev/outbox.
      DEV_OUTBOX: 'on',
      // Crash (issue 7): the round engine with short phases and a small chain.
      CRASH_ENGINE: 'true',
      CRASH_WAITING_MS: '4000',
      CRASH_PAUSE_MS: '1000',
      CRASH_CHAIN_LENGTH: '20000',
      // Telegram sign-in on (issue 8); tests sign Login Widget data with this made-up bot token.
      TELEGRAM_BOT_TOKEN: E2E_TELEGRAM_BOT_TOKEN,
      TELEGRAM_BOT_NAME: 'tengu_e2e_bot',
      // The operator's licence line in every footer (issue 14 item 6).
      // The help centre's contact address (issue 23).
      SUPPORT_EMAIL: 'support@tengu.example',
      SITE_LICENSE_TEXT:
        'Tengu E2E N.V. is licensed by the Test Gaming Authority, licence no. E2E/2026.',
      // Payments (issue 9): the local EVM chain through the production settings.
      ...evm.serverEnv,
      ...sol.serverEnv,
      CHAIN_RPC_URLS: [evm.serverEnv.CHAIN_RPC_URLS, sol.rpcEntry].join(','),
      HOT_WALLET_KEYS: [evm.serverEnv.HOT_WALLET_KEYS, sol.hotWalletEntry].join(','),
      // Provider games (issue 20): the bundled studio runs as its own process (as under
      // `npm start`) and its catalogue is imported at start-up.
      PROVIDERS: '',
      BUNDLED_PROVIDER: 'on',
      PROVIDER_PORT: process.env.E2E_PROVIDER_PORT,
      PROVIDER_CATALOGUE_IMPORT: 'on',
      // The sportsbook (issue 21): the simulated feed plays live matches (off under test by
      // default), with a short in-play delay so the slip's acceptance bar is quick to pass.
      SPORTS_FEED: 'simulated',
      SPORTS_INPLAY_DELAY_MS: '2000',
      // Long matches: a live pick rarely ends (and settles) mid-journey; prices still move.
      SPORTS_MATCH_MINUTES: '30',
    } satisfies Record<string, string>,
  };
}
