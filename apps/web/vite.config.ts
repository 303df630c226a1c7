import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { precompress } from './vite-precompress';

// The API and Socket.IO live on the server (port 3000); in development Vite proxies both so
// the browser sees one origin, exactly as in production where the server serves `dist`.
const apiTarget = 'http://127.0.0.1:3000';

/** Keep in step with apps/server/src/plugins/spa.ts (CSP_NONCE_PLACEHOLDER). */
const CSP_NONCE_PLACEHOLDER = 'TENGU_CSP_NONCE';

/**
 * The operator console is a second entry (admin.html, ADR 037): in development /admin and its
 * client routes get admin.html, as the server does in production.
 */
function adminEntry(): Plugin {
  return {
    name: 'tengu-admin-entry',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (path === '/admin' || path.startsWith('/admin/')) request.url = '/admin.html';
        next();
      });
    },
  };
}

/** What both builds share: the players' app (this file) and the console (vite.admin.config.ts). */
export const sharedConfig = {
  plugins: [react(), tailwindcss(), precompress(), adminEntry()],
  // The server replaces this placeholder with a fresh nonce per page and names it in the CSP's
  // style-src (ADR 052); Vite puts it on its tags and in <meta property="csp-nonce">.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  preview: { port: 4173, strictPort: true },
} satisfies UserConfig;

/**
 * The players' app. The operator console is a separate build (vite.admin.config.ts, run after
 * this one into the same dist) so that it shares no chunk with the players' app: players never
 * download it, and the players' chunk graph is not split around it.
 */
export default defineConfig({
  ...sharedConfig,
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: { main: fileURLToPath(new URL('./index.html', import.meta.url)) },
      output: {
        codeSplitting: {
          groups: [
            {
              // What the first page loads before its lazy chunks, as one chunk: dozens of
              // tiny chunks it shares with lazy routes (icons, stores) compress far worse apart.
              name: 'initial',
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
});
