import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { sharedConfig } from './vite.config';

/**
 * The operator console's build (ADR 037): its own entry and chunk graph, written into the same
 * dist after the players' build (which empties it), under the same hashed assets/ directory.
 */
export default defineConfig({
  ...sharedConfig,
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: false,
    sourcemap: true,
    rollupOptions: {
      input: { admin: fileURLToPath(new URL('./admin.html', import.meta.url)) },
      output: {
        codeSplitting: {
          groups: [
            {
              // What the console's first page loads, as one chunk (as the players' app does):
              // its entry's first imports (the CSP nonce for inserted styles, zod's settings)
              // then run before the libraries they must precede (ADR 052). Split apart, a shared
              // chunk (sonner, zod schemas) ran first: a style without nonce, zod's eval probe.
              name: 'admin-initial',
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
});
