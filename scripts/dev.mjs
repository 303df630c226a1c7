// npm run dev: the Vite dev server (http://localhost:5173, proxying /api and /socket.io) and the
// API server in watch mode, side by side. Each runs in its own process group so that stopping
// this script (Ctrl+C, SIGTERM) stops them and everything they started.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => `${root}node_modules/.bin/${name}`;
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
  }),
  spawn(bin('vite'), [], { cwd: `${root}apps/web`, stdio: 'inherit', detached: true }),
];

let isStopping = false;
function stop(code) {
  if (isStopping) return;
  isStopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // the group is already gone
    }
  }
  setTimeout(() => process.exit(code), 5000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
