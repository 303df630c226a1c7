import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from '#app/db/embedded-postgres';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** Debian's redis-server on a free loopback port, without persistence (installed by .ci/run). */
export async function startTestRedis(): Promise<TestRedis> {
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error(
      'redis-server not found: install it with apt-get install -y redis-server (see .ci/run).',
    );
  }
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
