import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What the build writes where each page's nonce goes (apps/web/vite.config.ts `html.cspNonce`). */
export const CSP_NONCE_PLACEHOLDER = 'TENGU_CSP_NONCE';

/**
 * The policy with this page's nonce added to `style-src` (ADR 052): inline `<style>` elements
 * carrying it (Vite's, and those our scripts create, apps/web/src/lib/csp-nonce.ts) apply;
 * injected ones and `style` attributes in markup do not.
 */
export function withStyleNonce(policy: string, nonce: string): string {
  return policy
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('style-src ') ? `${directive} 'nonce-${nonce}'` : directive,
    )
    .join(';');
}

/**
 * A page is a few kilobytes rendered per request (its nonce), so it is compressed per request
 * too, in the best encoding the browser accepts (brotli at a fast quality, else gzip).
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return reply.send(
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    );
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return reply.send(gzipSync(body));
  }
  return reply.send(body);
}
