import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './support/chromium';
import { e2eServer } from './support/server';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real
 * server, started on a free port with a fresh embedded PostgreSQL in a temporary folder.
 */
const server = await e2eServer();

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  // Stops the local EVM node that e2eServer() started (support/evm-chain.ts).
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL: server.baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: server.command,
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    // Readiness: the server listens and its database answers.
    url: `${server.baseURL}/api/health/ready`,
    env: server.env,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 8_000 },
  },
});
