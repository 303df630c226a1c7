import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '#app/paths';

/** Runs a TypeScript file of the server in its own Node process, as `npm start` does. */
export function spawnTs(
  file: string,
  args: string[],
  env: Record<string, string> = {},
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the first stdout line matching the pattern. */
export function waitForLine(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs = 30_000,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${pattern}: ${buffer}`)),
      timeoutMs,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => pattern.test(l));
      if (line) {
        clearTimeout(timer);
        resolve(line);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ${pattern}: ${buffer}`));
    });
  });
}

export function waitForExit(child: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const start = Date.now();
  return new Promise((resolve) => {
    // Ended already (by itself, or by a signal: then exitCode stays null and signalCode is set).
    if (child.exitCode !== null || child.signalCode !== null)
      return resolve({ code: child.exitCode, ms: 0 });
    child.once('exit', (code) => resolve({ code, ms: Date.now() - start }));
  });
}
