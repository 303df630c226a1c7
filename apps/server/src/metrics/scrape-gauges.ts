import { Gauge, type Registry } from 'prom-client';
import type { Server } from 'socket.io';
import { poolsOf, type DB } from '#app/db/database';
import { jobQueueDepths, outboxBacklog, watcherCursors } from './metrics.repository';
import type { Loaded } from './scrape-cache';
import { blocksBehind } from './watcher-lag';

/**
 * Gauges computed when Prometheus scrapes, registered in one app's registry: what lives in
 * memory (sockets, pools, queued bets) is read as is; what needs the database comes from one
 * cached snapshot (`scrape-cache.ts`), refreshed at most once per period.
 */

export interface DatabaseSnapshot {
  jobs: Awaited<ReturnType<typeof jobQueueDepths>>;
  watchers: Awaited<ReturnType<typeof watcherCursors>>;
  outbox: Awaited<ReturnType<typeof outboxBacklog>>;
}

export async function loadDatabaseSnapshot(db: DB): Promise<DatabaseSnapshot> {
  const [jobs, watchers, outbox] = await Promise.all([
    jobQueueDepths(db),
    watcherCursors(db),
    outboxBacklog(db),
  ]);
  return { jobs, watchers, outbox };
}

export function registerMemoryGauges(
  registry: Registry,
  options: { db: DB; io: () => Server; pendingBets: () => number },
): void {
  const { db, io } = options;
  new Gauge({
    name: 'tengu_socketio_sockets',
    help: 'Socket.IO sockets connected to this replica, per namespace.',
    labelNames: ['namespace'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [name, namespace] of io()._nsps) {
        this.set({ namespace: name }, namespace.sockets.size);
      }
    },
  });
  new Gauge({
    name: 'tengu_socketio_connections',
    help: 'Socket.IO (Engine.IO) connections to this replica, whatever their namespaces.',
    registers: [registry],
    collect() {
      this.set(io().engine.clientsCount);
    },
  });
  const pools = [
    ['tengu_db_pool_max', 'Connections the pool may open.', 'max'],
    ['tengu_db_pool_connections', 'Connections the pool holds open (idle or lent).', 'total'],
    ['tengu_db_pool_idle', 'Open connections waiting for work.', 'idle'],
    ['tengu_db_pool_waiting', 'Queries waiting for a connection right now.', 'waiting'],
  ] as const;
  for (const [name, help, reading] of pools) {
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const { name: pool, pool: p } of poolsOf(db)) {
          const value =
            reading === 'max'
              ? p.options.max
              : reading === 'total'
                ? p.totalCount
                : reading === 'idle'
                  ? p.idleCount
                  : p.waitingCount;
          this.set({ pool }, value);
        }
      },
    });
  }
  new Gauge({
    name: 'tengu_bets_pending',
    help: 'Single-step bets queued for or inside a coalesced batch on this replica.',
    registers: [registry],
    collect() {
      this.set(options.pendingBets());
    },
  });
}

export function registerDatabaseGauges(
  registry: Registry,
  snapshot: () => Promise<Loaded<DatabaseSnapshot>>,
): void {
  /** A gauge whose values come from the snapshot. */
  const fromSnapshot = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    fill: (gauge: Gauge<L>, value: DatabaseSnapshot) => void,
  ) =>
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        // A failed read keeps the last values (tengu_metrics_database_up says they are stale):
        // a backlog must not read 0 while the database is down.
        const loaded = await snapshot();
        if (!loaded.ok) return;
        this.reset();
        fill(this, loaded.value);
      },
    });

  new Gauge({
    name: 'tengu_metrics_database_up',
    help: 'Whether the last scrape-time read of the database (queues, watchers, outbox) answered.',
    registers: [registry],
    async collect() {
      this.set((await snapshot()).ok ? 1 : 0);
    },
  });
  fromSnapshot(
    'tengu_job_queue_depth',
    'pg-boss jobs per queue waiting (created, retry) or running (active).',
    ['queue', 'state'],
    (gauge, { jobs }) => {
      for (const row of jobs) gauge.set({ queue: row.name, state: row.state }, row.n);
    },
  );
  fromSnapshot(
    'tengu_watcher_seconds_since_scan',
    'Seconds since the chain watcher last saved its cursor, per network.',
    ['network'],
    (gauge, { watchers }) => {
      for (const row of watchers) {
        gauge.set({ network: row.network.toLowerCase() }, row.seconds_since_scan);
      }
    },
  );
  fromSnapshot(
    'tengu_watcher_blocks_behind',
    "Blocks between the node's tip at the last scan and the watcher's cursor (networks whose cursor names a height).",
    ['network'],
    (gauge, { watchers }) => {
      for (const row of watchers) {
        const behind = blocksBehind(row.cursor, row.tip_height);
        if (behind !== null) gauge.set({ network: row.network.toLowerCase() }, behind);
      }
    },
  );
  fromSnapshot(
    'tengu_watcher_tip_height',
    "The node's tip height at the watcher's last scan, per network.",
    ['network'],
    (gauge, { watchers }) => {
      for (const row of watchers) {
        if (row.tip_height !== null) {
          gauge.set({ network: row.network.toLowerCase() }, Number(row.tip_height));
        }
      }
    },
  );
  fromSnapshot(
    'tengu_outbox_pending',
    'Outbox messages (quests, challenges, raffle, races …) still to deliver.',
    [],
    (gauge, { outbox }) => gauge.set(outbox.pending),
  );
  fromSnapshot(
    'tengu_outbox_oldest_age_seconds',
    'Age of the oldest outbox message still to deliver (0 when none).',
    [],
    (gauge, { outbox }) => gauge.set(outbox.oldest_age ?? 0),
  );
  fromSnapshot(
    'tengu_outbox_failed',
    'Outbox messages set aside after too many failed deliveries.',
    [],
    (gauge, { outbox }) => gauge.set(outbox.failed),
  );
}
