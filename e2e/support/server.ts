import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
      // Lets a test arrive from another country with X-Forwarded-For (the geo-block test).
      TRUST_PROXY: 'true',
      // Crash (issue 7): the round engine with short phases and a small chain.
      CRASH_ENGINE: 'true',
      CRASH_WAITING_MS: '4000',
      CRASH_PAUSE_MS: '1000',
      CRASH_CHAIN_LENGTH: '20000',
    } satisfies Record<string, string>,
  };
}
