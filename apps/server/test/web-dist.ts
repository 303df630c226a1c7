import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const WEB_INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>';
export const WEB_APP_JS = `console.log(${JSON.stringify('tengu '.repeat(200))})`;

/**
 * A tiny built web app in a temporary folder, laid out as `npm run build` leaves it: index.html
 * and a hashed asset, each with the `.br` and `.gz` variants the build writes beside it.
 */
export function createWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tengu-web-'));
  mkdirSync(join(dir, 'assets'));
  for (const [path, content] of [
    ['index.html', WEB_INDEX_HTML],
    ['assets/app-1a2b.js', WEB_APP_JS],
  ] as const) {
    writeFileSync(join(dir, path), content);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(content));
  }
  return dir;
}
