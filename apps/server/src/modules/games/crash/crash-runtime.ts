import type { Config } from '#app/config';
import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';
import { DEFAULT_CHECKPOINT_INTERVAL } from './crash-chain';
import { CrashEngine, type CrashEngineOptions, type CrashLog } from './crash-engine';
import { CrashFeed } from './crash-feed';
import { startLeaderElection, type LeaderElection } from './crash-leader';

/** Ticks are broadcast about every 100 ms; clients interpolate between them at 60 fps. */
export const CRASH_TICK_MS = 100;

export interface CrashRuntime {
  election: LeaderElection;
  stop(): Promise<void>;
}

/**
 * Starts this replica's bid for crash leadership (app.ts, when CRASH_ENGINE is on); the
 * engine runs while the lock is held. `stop()` ends it at once (a round in progress is
 * finished by the next leader from its stored state) and frees the lock.
 */
export function startCrashRuntime(options: {
  db: DB;
  config: Config;
  realtime: () => Realtime;
  log: CrashLog;
  connectionString?: string | undefined;
  /** Tests: timings and the chain's seed. */
  overrides?: Partial<CrashEngineOptions> & { retryMs?: number; heartbeatMs?: number };
}): CrashRuntime {
  const { config, overrides = {} } = options;
  const feed = new CrashFeed(options.realtime);
  const engineOptions: CrashEngineOptions = {
    db: options.db,
    realtime: options.realtime,
    feed,
    log: options.log,
    waitingMs: config.CRASH_WAITING_MS,
    pauseMs: config.CRASH_PAUSE_MS,
    tickMs: CRASH_TICK_MS,
    chainLength: config.CRASH_CHAIN_LENGTH,
    checkpointInterval: DEFAULT_CHECKPOINT_INTERVAL,
    salt: config.CRASH_SALT,
    ...overrides,
  };
  const election = startLeaderElection({
    db: options.db,
    connectionString: options.connectionString,
    retryMs: overrides.retryMs ?? 1000,
    heartbeatMs: overrides.heartbeatMs ?? 1000,
    log: options.log,
    lead: (signal) => new CrashEngine(engineOptions).run(signal),
  });
  return {
    election,
    async stop() {
      await election.stop();
      feed.close();
    },
  };
}
