// npm start: build the web app if needed, then run the server in this process's place, so that
// SIGTERM/SIGINT reach it directly (it migrates, seeds demo data and serves on PORT).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

await import('./build-web-if-needed.mjs');
const root = fileURLToPath(new URL('..', import.meta.url));
// The local demo (embedded database, loopback host, not production) lists the unsent emails at
// /dev/outbox, so that sign-up and password-reset links can be followed without SMTP. Anything
// else keeps it off unless DEV_OUTBOX says otherwise (issue 15.4).
const env = { ...process.env };
const host = env.HOST || '127.0.0.1';
const isLocalDemo =
  !env.DATABASE_URL &&
  env.NODE_ENV !== 'production' &&
  (host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host));
if (env.DEV_OUTBOX === undefined && isLocalDemo) env.DEV_OUTBOX = 'on';
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
