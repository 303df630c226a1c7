import { inspect } from 'node:util';

/**
 * Polls `read` every 100 ms until `done` holds (a chain's watcher, a delivery loop), or fails
 * after `ms` naming what it waited for and the last value read.
 */
export async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${inspect(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
