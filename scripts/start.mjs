// npm start: build the web app if needed, then run the server in this process's place, so that
// SIGTERM/SIGINT reach it directly (it migrates, seeds demo data and serves on PORT).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

await import('./build-web-if-needed.mjs');
const root = fileURLToPath(new URL('..', import.meta.url));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
