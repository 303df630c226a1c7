import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#app/errors/app-error';
import { withHeadScripts } from './head-scripts';

const hasExtension = (path: string) => /\.[a-z0-9]+$/i.test(path);

/**
 * Serves the built web app with history fallback: any path that is not under /api and does not
 * name a file returns index.html, so the client router can show it (or its own not-found page).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
  /** Scripts every page loads before the app (the fraud-detection hook, issue 23 item 5). */
  headScripts: readonly string[] = [],
) {
  const indexFile = join(webDistDir, 'index.html');
  const isBuilt = existsSync(indexFile);
  if (isBuilt) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes `x.br` and `x.gz` beside each text file (apps/web/vite-precompress.ts):
      // send the best one the browser accepts (with `Vary: Accept-Encoding`), else the raw file.
      // They are variants, not URLs of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, path) => {
        // Hashed file names under assets/ never change; everything else is revalidated.
        reply.header(
          'cache-control',
          path.includes(`${join(webDistDir, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  // Unknown paths count toward the rate limit too (scanners probe exactly those).
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || request.method !== 'GET') {
      throw new AppError('NOT_FOUND', `No route ${request.method} ${path}.`);
    }
    if (hasExtension(path) || path.startsWith('/assets/')) {
      throw new AppError('NOT_FOUND', `No file ${path}.`);
    }
    if (!isBuilt) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The web app is not built yet: run `npm run build`.',
      );
    }
    // The operator console is its own bundle (issue 22, ADR 037): players never download it.
    const isConsole = path === '/admin' || path.startsWith('/admin/');
    reply.header('cache-control', 'no-cache').type('text/html');
    if (isConsole) return reply.sendFile('admin.html');
    if (headScripts.length === 0) return reply.sendFile('index.html');
    return withHeadScripts(await readFile(indexFile, 'utf8'), headScripts);
  });
}
