import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite-precompress';

// The API and Socket.IO live on the server (port 3000); in development Vite proxies both so
// the browser sees one origin, exactly as in production where the server serves `dist`.
const apiTarget = 'http://127.0.0.1:3000';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), adminEntry()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // The players' app and the operator console (issue 22): two entries, two chunk graphs.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        admin: fileURLToPath(new URL('./admin.html', import.meta.url)),
      },
    },
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
});
