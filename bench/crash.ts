import type { CrashTick } from '@tengu/shared';
import { io, type Socket } from 'socket.io-client';
import { quantile, startCluster, startServer } from './support';

/**
 * `npm run bench -- crash` (issue 7): the real server (main.ts, its own process) runs the crash
 * engine with short phases; CRASH_BENCH_SOCKETS (default 1,000) socket.io clients on /games receive its ticks (about every 100 ms while
 * a round runs) for 20 s after a 2 s warm-up. Each delivery's latency is its arrival time minus
 * the tick's `server_time` (the same machine's clock, so no skew); the fan-out spread of a tick
 * is its last arrival minus its first. The clients share this process, so the figures include
 * their own parsing: an upper bound for what separate browsers would see.
 */

/** CRASH_BENCH_SOCKETS: how many clients (issue 24: 1,000 and 5,000). */
const SOCKETS = Number(process.env['CRASH_BENCH_SOCKETS'] ?? 1000);
const WARM_UP_MS = 2000;
const MEASURE_MS = 20_000;

export async function runCrashBench(): Promise<void> {
  // The server inherits this environment: a short chain and short phases, many running rounds.
  process.env['CRASH_ENGINE'] = 'true';
  process.env['CRASH_CHAIN_LENGTH'] = '5000';
  process.env['CRASH_WAITING_MS'] = '1500';
  process.env['CRASH_PAUSE_MS'] = '500';
  const cluster = await startCluster();
  const sockets: Socket[] = [];
  try {
    const databaseUrl = await cluster.createDatabase('crash_bench');
    const server = await startServer({ databaseUrl, dir: cluster.dir });
    try {
      for (let i = 0; i < SOCKETS; i += 100) {
        await Promise.all(
          Array.from({ length: Math.min(100, SOCKETS - i) }, () => {
            const socket = io(`${server.baseUrl}/games`, {
              transports: ['websocket'],
              reconnection: false,
            });
            sockets.push(socket);
            return new Promise((resolve, reject) => {
              socket.once('connect', () => resolve(null));
              socket.once('connect_error', reject);
            });
          }),
        );
      }
      const latencies: number[] = [];
      const arrivals = new Map<string, { first: number; last: number; count: number }>();
      let measuring = false;
      for (const socket of sockets) {
        socket.on('crash:tick', (tick: CrashTick) => {
          if (!measuring) return;
          const now = Date.now();
          latencies.push(now - tick.server_time);
          const key = `${tick.round_id}:${tick.elapsed_ms}`;
          const seen = arrivals.get(key);
          if (seen) {
            seen.last = now;
            seen.count += 1;
          } else arrivals.set(key, { first: now, last: now, count: 1 });
        });
      }
      console.log(`crash: ${sockets.length} sockets connected; warming up ${WARM_UP_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
      measuring = true;
      await new Promise((resolve) => setTimeout(resolve, MEASURE_MS));
      measuring = false;

      const sorted = latencies.sort((a, b) => a - b);
      const spreads = [...arrivals.values()].map((a) => a.last - a.first).sort((a, b) => a - b);
      const complete = [...arrivals.values()].filter((a) => a.count === SOCKETS).length;
      const ms = (v: number) => `${v.toFixed(1)} ms`;
      console.log(
        [
          `ticks ${arrivals.size} (${complete} reached all ${SOCKETS} sockets), deliveries ${sorted.length}`,
          `tick delivery latency: p50 ${ms(quantile(sorted, 0.5))}, p99 ${ms(quantile(sorted, 0.99))}, max ${ms(sorted.at(-1) ?? Number.NaN)}`,
          `fan-out spread per tick (first to last socket): p50 ${ms(quantile(spreads, 0.5))}, p99 ${ms(quantile(spreads, 0.99))}`,
        ].join('\n'),
      );
      if (sorted.length === 0) throw new Error('no tick arrived: is the crash engine running?');
    } finally {
      for (const socket of sockets) socket.close();
      await server.stop();
    }
  } finally {
    await cluster.stop();
  }
}
