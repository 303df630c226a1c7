import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, once, at the highest
 * levels, so the server sends them as they are (`@fastify/static` `preCompressed`) instead of
 * either the raw file or compressing on every request. A variant that is not smaller is
 * skipped; the server then falls back to the next encoding, then to the raw file.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tengu:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler(error?: Error) {
        // After a failed build there is nothing (or only a partial build) to compress.
        if (error) return;
        for (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
          const raw = readFileSync(file);
          const brotli = brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          });
          if (brotli.length < raw.length) writeFileSync(`${file}.br`, brotli);
          const gzip = gzipSync(raw, { level: 9 });
          if (gzip.length < raw.length) writeFileSync(`${file}.gz`, gzip);
        }
      },
    },
  };
}
