// The first page's JavaScript budget (ARCHITECTURE.md, Targets): the home page may load at most
// 250 KB of gzip-compressed JavaScript before its lazy chunks. Counts what index.html of the
// built web app loads at once — its module entry scripts and every modulepreload — each
// compressed with gzip at level 9, and exits 1 above the budget. Run after `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 250 * 1024;
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist');
const indexFile = join(dist, 'index.html');
if (!existsSync(indexFile)) {
  console.error(`check-first-page-js: ${indexFile} is missing; run npm run build first`);
  process.exit(1);
}

const html = readFileSync(indexFile, 'utf8');
const urls = new Set();
for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
  const src = /\bsrc="([^"]+\.js)"/.exec(tag)?.[1];
  if (src && /\btype="module"/.test(tag)) urls.add(src);
}
for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
  const href = /\bhref="([^"]+\.js)"/.exec(tag)?.[1];
  if (href && /\brel="modulepreload"/.test(tag)) urls.add(href);
}
if (urls.size === 0) {
  console.error('check-first-page-js: index.html loads no module script');
  process.exit(1);
}

let total = 0;
const rows = [...urls].map((url) => {
  const file = join(dist, url.replace(/^\//, ''));
  const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
  total += gzip;
  return { url, gzip };
});
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`${(row.gzip / 1024).toFixed(1).padStart(7)} KB  ${row.url}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `first page JavaScript: ${(total / 1024).toFixed(1)} KB gzip, ${verdict} the budget of ${BUDGET_BYTES / 1024} KB`,
);
process.exit(total <= BUDGET_BYTES ? 0 : 1);
