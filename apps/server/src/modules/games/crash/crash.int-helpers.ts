import { randomBytes } from 'node:crypto';
import { buildChain, crashPoint } from '@tengu/fairness';
import { loadConfig } from '#app/config';
import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';
import { generateChain } from './crash-chain';
import type { CrashLog } from './crash-engine';
import { insertChain } from './crash.repository';

/** Helpers shared by crash's integration tests (not a test file itself). */

export const SALT = 'test-salt-0000000000000000000a1b2c3d';

/** Crash points of a chain's first rounds, in play order. */
export function firstPoints(seed: string, length: number, rounds: number, salt = SALT): number[] {
  const chain = buildChain(seed, length + 1);
  return Array.from({ length: rounds }, (_, i) => crashPoint(chain[length - 1 - i] ?? '', salt));
}

/** A random chain seed whose first rounds bust where the test needs them. */
export function seedWhere(
  length: number,
  accept: (points: number[]) => boolean,
  rounds: number,
): string {
  for (let i = 0; i < 100_000; i++) {
    const seed = randomBytes(32).toString('hex');
    if (accept(firstPoints(seed, length, rounds))) return seed;
  }
  throw new Error('no seed found');
}

/** Stores a chain as the engine would, so a test knows its rounds in advance. */
export async function installChain(db: DB, seed: string, length: number, interval = 4) {
  const generated = await generateChain({ seed, length, interval });
  return db
    .transaction()
    .execute((trx) => insertChain(trx, { length, interval, salt: SALT, ...generated }));
}

export async function waitFor<T>(
  read: () => Promise<T | undefined | null | false>,
  options: { timeoutMs?: number; everyMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${options.what ?? 'a condition'}`);
    await new Promise((r) => setTimeout(r, options.everyMs ?? 25));
  }
}

export function crashConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CRASH_ENGINE: 'true',
    CRASH_SALT: SALT,
    CRASH_WAITING_MS: '1500',
    CRASH_PAUSE_MS: '200',
    ...env,
  });
}

export interface Recorded {
  namespace: string;
  event: string;
  payload: unknown;
}

/** A Realtime that records instead of emitting (engine-level tests). */
export function recordingRealtime(events: Recorded[]): Realtime {
  return {
    toUser(userId, event, payload) {
      events.push({ namespace: `user:${userId}`, event, payload });
    },
    broadcast(namespace, event, payload) {
      events.push({ namespace, event, payload });
    },
  };
}

export const quietLog: CrashLog = {
  info: () => undefined,
  warn: () => undefined,
  error: (obj, msg) => console.error(msg, obj),
};
