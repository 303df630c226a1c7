import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure code, beside the source, no database) and `integration`
 * (`*.int.test.ts`, on a real PostgreSQL: one embedded server per run, a fresh database per
 * test file cloned from a migrated template; see apps/server/test/global-setup.ts).
 */
export default defineConfig({
  // The web app's `@/` alias, so its unit tests import the way its code does.
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    projects: [
      {
        // Inherit the root `resolve.alias` (`@/`).
        extends: true,
        test: {
          name: 'unit',
          include: ['{apps,packages}/**/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [
            'apps/server/src/**/*.int.test.ts',
            // The seamless wallet's conformance suite (issue 20; also `npm run test:conformance`).
            'apps/server/test/provider-wallet-conformance/**/*.int.test.ts',
          ],
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Modest parallelism: the machines have two cores.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
