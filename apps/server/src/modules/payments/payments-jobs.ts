import { randomUUID } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import { NETWORK_IDS, type NetworkId } from '@tengu/shared';
import { failOrphanedTicks, holdRunnerLock, markTickRunner } from './payments-job-runners';
import { runNetworkTick, type WatcherDeps } from './watcher';

export interface PaymentsJobs {
  /** Queues a tick of one network now (after a withdrawal approval, in tests). */
  kick(network: NetworkId): Promise<void>;
  stop(): Promise<void>;
}

const queueOf = (network: NetworkId) => `payments-tick-${network}`;

/**
 * The payments watchers as pg-boss jobs (issue 9 item 3): one queue per network with an
 * adapter, policy "stately" (at most one queued and one running tick per network, across
 * replicas), fed every `intervalSeconds`. Jobs live in PostgreSQL (schema `pgboss`), so a
 * restart resumes; each tick is idempotent anyway (watcher.ts). Started explicitly: tests that
 * do not need it never start pg-boss.
 */
export async function startPaymentsJobs(
  deps: WatcherDeps & { intervalSeconds: number },
): Promise<PaymentsJobs> {
  const { db, log } = deps;
  const boss = new PgBoss({
    db: {
      async executeSql(text: string, values: unknown[]) {
        const result = await db.executeQuery(CompiledQuery.raw(text, values));
        return { rows: result.rows as unknown[] };
      },
    },
    schema: 'pgboss',
    supervise: true,
    schedule: false,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'payments job runner error'));
  await boss.start();
  // This process's runner: alive as long as its lock (payments-job-runners.ts).
  const runner = randomUUID();
  const liveness = holdRunnerLock(db, runner, log);
  await liveness.held;

  const networks = NETWORK_IDS.filter((network) => deps.chains.adapter(network));
  for (const network of networks) {
    const name = queueOf(network);
    await boss.createQueue(name, { name, policy: 'stately', retryLimit: 0, expireInSeconds: 300 });
    await boss.work(name, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([job]) => {
      try {
        if (job) await markTickRunner(db, job, runner);
        await runNetworkTick({ ...deps, network });
      } catch (error) {
        log.warn({ err: error, network }, 'payments watcher tick failed');
      }
    });
  }

  const kick = async (network: NetworkId) => {
    await boss.send(queueOf(network), {}, { singletonKey: network }).catch((error: unknown) => {
      log.warn({ err: error, network }, 'cannot queue payments tick');
    });
  };
  const queues = networks.map(queueOf);
  const feed = async () => {
    await failOrphanedTicks({ db, boss, queues, runner, log }).catch((error: unknown) => {
      log.warn({ err: error }, 'cannot look for orphaned payments ticks');
    });
    await Promise.all(networks.map(kick));
  };
  await feed();
  const timer = setInterval(() => void feed(), deps.intervalSeconds * 1000);
  timer.unref();

  return {
    kick,
    async stop() {
      clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
      await liveness.stop();
    },
  };
}
