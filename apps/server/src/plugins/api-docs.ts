import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '#app/config';

/** OpenAPI 3 generated from the routes' zod schemas: JSON at /api/docs/json, the UI at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tengu API',
        description: "The players' API of Tengu, an open-source crypto casino and sportsbook.",
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Its own CSP on the /api/docs routes only (the plugin's hook replaces the site's there).
    staticCSP: apiDocsCsp(config),
  });
}

/**
 * The site's CSP has no room for Swagger UI, which renders its logo as an SVG with an inline
 * `<style>`; allowing that one style by its hash (not 'unsafe-inline') keeps the docs page as
 * strict as the plugin's default CSP otherwise. The plugin's published hash list is empty.
 */
export function apiDocsCsp(config: Config): string {
  const styles = swaggerUiInlineStyleHashes().map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "frame-ancestors 'self'",
    "img-src 'self' data: validator.swagger.io",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    ['style-src', "'self'", 'https:', ...styles].join(' '),
    // Not on a developer's machine, where the UI is served over plain http.
    ...(config.isProduction ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * `sha256-…` of every inline `<style>` Swagger UI's scripts create (React
 * `createElement("style", null, "…")`), read from the installed package so that an upgrade
 * that changes them keeps the CSP right.
 */
export function swaggerUiInlineStyleHashes(): string[] {
  const staticDir = join(
    dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
    'static',
  );
  const hashes = new Set<string>();
  for (const file of ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js']) {
    const source = readFileSync(join(staticDir, file), 'utf8');
    for (const match of source.matchAll(/createElement\("style",null,("(?:[^"\\]|\\.)*")\)/g)) {
      const css = JSON.parse(match[1] ?? '""') as string;
      hashes.add(`sha256-${createHash('sha256').update(css).digest('base64')}`);
    }
  }
  return [...hashes];
}
