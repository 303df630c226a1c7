// `npm start` builds the web app only when the build is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-precompress.ts',
  'apps/web/public',
  'packages/shared/src',
  'packages/fairness/src',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newest(join(path, name))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newest(join(root, s))));
if (builtAt < changedAt) {
  console.log(
    builtAt ? 'web app sources changed: rebuilding' : 'building the web app (first start)',
  );
  execSync('npm run build -w @tengu/web', { cwd: root, stdio: 'inherit' });
}
