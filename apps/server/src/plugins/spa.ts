import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#app/errors/app-error';
import { withHeadScripts } from './head-scripts';
import { CSP_NONCE_PLACEHOLDER, sendCompressed, withStyleNonce } from './spa-page';

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
  /** The site's Content-Security-Policy, which each page extends by its style nonce. */
  contentSecurityPolicy = '',
) {
  const indexFile = join(webDistDir, 'index.html');
  const isBuilt = existsSync(indexFile);
  const pages = builtPages(webDistDir, headScripts);
  const sendPage = (request: FastifyRequest, reply: FastifyReply, html: string) => {
    const nonce = randomBytes(16).toString('base64');
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', withStyleNonce(contentSecurityPolicy, nonce))
      .type('text/html; charset=utf-8');
    return sendCompressed(request, reply, html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  };
  if (isBuilt) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes `x.br` and `x.gz` beside each text file (apps/web/vite-precompress.ts):
      // send the best one the browser accepts (with `Vary: Accept-Encoding`), else the raw file.
      // They are variants, not URLs of their own.
      preCompressed: true,
      // The pages themselves are rendered per request (a fresh CSP nonce each, ADR 052).
      globIgnore: ['**/*.br', '**/*.gz', 'index.html', 'admin.html'],
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
    const isHtmlFile = path === '/index.html' || path === '/admin.html';
    if ((hasExtension(path) && !isHtmlFile) || path.startsWith('/assets/')) {
      throw new AppError('NOT_FOUND', `No file ${path}.`);
    }
    if (!isBuilt) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The web app is not built yet: run `npm run build`.',
      );
    }
    // The operator console is its own bundle (issue 22, ADR 037): players never download it.
    const isConsole = path === '/admin' || path.startsWith('/admin/') || path === '/admin.html';
    return sendPage(request, reply, await pages.read(isConsole ? 'admin.html' : 'index.html'));
  });
}

/** The built pages, read once (a rebuild restarts the server), with the head scripts added. */
function builtPages(webDistDir: string, headScripts: readonly string[]) {
  const cache = new Map<string, Promise<string>>();
  return {
    read(file: 'index.html' | 'admin.html'): Promise<string> {
      let page = cache.get(file);
      if (!page) {
        page = readFile(join(webDistDir, file), 'utf8').then((html) =>
          file === 'index.html' && headScripts.length > 0
            ? withHeadScripts(html, headScripts)
            : html,
        );
        cache.set(file, page);
      }
      return page;
    },
  };
}
