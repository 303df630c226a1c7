import { writeFileSync, mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { format } from 'prettier';
import { SLOTS } from '../apps/provider/src/games/catalogue';
import { shrineRouletteMeta } from '../apps/provider/src/games/shrine-roulette/index';
import {
  emptyStats,
  mergeStats,
  summarise,
  type ReturnStats,
  type ReturnSummary,
} from '../apps/provider/src/sim/simulate';
import type { RtpTask } from './rtp-worker';

/**
 * `npm run bench -- rtp [--spins 10000000] [--buys N] [--games slug,…] [--seed 1] [--workers 2]
 * [--out bench/results/rtp.json]` (issue 20): plays every provider game's math with a seeded
 * xoshiro128** on at most two worker threads and prints, per game and per bonus buy, the RTP,
 * the standard deviation of the per-round return, the 99 % confidence interval
 * RTP ± 2.576 σ / √N, the hit frequency, the largest win seen and whether the documented target
 * lies inside the interval. Bonus buys default to a tenth of the spins (each is 10+ spins).
 */

const CHUNK = 500_000;

interface Job {
  slug: string;
  name: string;
  mode: RtpTask['mode'];
  rounds: number;
  target: number;
  /** The stake of one round in bets: 1, or the bonus buy's price. */
  stakeX: number;
}

interface JobResult extends ReturnSummary {
  game: string;
  mode: RtpTask['mode'];
  target: number;
  /** The largest round win seen, in bets. */
  maxWinX: number;
  withinInterval: boolean;
  seconds: number;
}

export async function runRtpBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      spins: { type: 'string', default: '10000000' },
      buys: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string', default: '1' },
      workers: { type: 'string', default: '2' },
      out: { type: 'string', default: 'bench/results/rtp.json' },
    },
  });
  const spins = positive(values.spins, 'spins');
  const buys =
    values.buys === undefined ? Math.max(1, Math.floor(spins / 10)) : positive(values.buys, 'buys');
  const workers = Math.min(2, positive(values.workers, 'workers'));
  const seed = positive(values.seed, 'seed');
  const wanted = values.games?.split(',').map((s) => s.trim());

  const jobs: Job[] = [];
  for (const game of Object.values(SLOTS)) {
    const { slug, name, rtpTarget, bonusBuy } = game.meta;
    jobs.push({ slug, name, mode: 'spins', rounds: spins, target: rtpTarget, stakeX: 1 });
    if (bonusBuy)
      jobs.push({
        slug,
        name: `${name} (bonus buy ${bonusBuy.priceX}×)`,
        mode: 'bonusBuy',
        rounds: buys,
        target: bonusBuy.rtpTarget,
        stakeX: bonusBuy.priceX,
      });
  }
  const { slug, name, rtpTarget } = shrineRouletteMeta;
  jobs.push({ slug, name, mode: 'roulette', rounds: spins, target: rtpTarget, stakeX: 1 });
  const selected = jobs.filter((job) => !wanted || wanted.includes(job.slug));
  if (selected.length === 0) throw new Error(`no game matches --games ${values.games}`);

  const load = loadavg();
  console.log(
    `rtp: ${spins.toLocaleString('en')} spins per game, ${buys.toLocaleString('en')} per bonus buy, ${workers} worker(s), seed ${seed}; ${cpus().length} cores, load ${load.map((l) => l.toFixed(2)).join(' ')}`,
  );
  const pool = createPool(workers);
  const results: JobResult[] = [];
  try {
    for (const [jobIndex, job] of selected.entries()) {
      const started = Date.now();
      const chunks: Promise<ReturnStats>[] = [];
      for (let done = 0, chunk = 0; done < job.rounds; done += CHUNK, chunk++) {
        chunks.push(
          pool.run({
            slug: job.slug,
            mode: job.mode,
            rounds: Math.min(CHUNK, job.rounds - done),
            seed: (seed * 1_000_003 + jobIndex * 65_537 + chunk) >>> 0,
          }),
        );
      }
      const stats = (await Promise.all(chunks)).reduce(mergeStats, emptyStats());
      const summary = summarise(stats);
      const target = job.target / 100;
      const result: JobResult = {
        game: job.name,
        mode: job.mode,
        target: job.target,
        ...summary,
        maxWinX: summary.maxReturn * job.stakeX,
        withinInterval: Math.abs(summary.rtp - target) <= summary.ci99,
        seconds: (Date.now() - started) / 1000,
      };
      results.push(result);
      printRow(result);
    }
  } finally {
    await pool.close();
  }
  const after = loadavg();
  const allWithin = results.every((r) => r.withinInterval);
  console.log(
    `load after ${after.map((l) => l.toFixed(2)).join(' ')}; every target inside its 99 % interval: ${allWithin ? 'yes' : 'NO'}`,
  );
  mkdirSync(dirname(values.out), { recursive: true });
  const json = JSON.stringify({
    date: new Date().toISOString(),
    spins,
    buys,
    seed,
    workers,
    cores: cpus().length,
    loadBefore: load,
    loadAfter: after,
    results,
  });
  // Formatted as the repository's prettier would, so a committed result passes format:check.
  writeFileSync(values.out, await format(json, { parser: 'json' }));
  console.log(`written ${values.out}`);
}

function printRow(r: JobResult): void {
  const pct = (x: number, digits = 2): string => `${(x * 100).toFixed(digits)} %`;
  console.log(
    [
      r.game.padEnd(32),
      `RTP ${pct(r.rtp, 3)} ± ${pct(r.ci99, 3)}`,
      `[${pct(r.rtp - r.ci99)}, ${pct(r.rtp + r.ci99)}]`,
      `target ${r.target.toFixed(2)} % ${r.withinInterval ? 'inside' : 'OUTSIDE'}`,
      `σ ${r.stdDev.toFixed(2)}`,
      `hit ${pct(r.hitFrequency, 1)}`,
      `max win ${r.maxWinX.toLocaleString('en')}×`,
      `${r.rounds.toLocaleString('en')} rounds in ${r.seconds.toFixed(0)} s`,
    ].join(' | '),
  );
}

function positive(text: string | undefined, name: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
  return n;
}

/**
 * The worker is TypeScript too: a tiny bootstrap registers tsx's loader inside the thread, then
 * imports it (Node 20 does not carry `--import tsx` hooks into workers).
 */
const WORKER_BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./rtp-worker.ts', import.meta.url).href)}); })
  .catch((error) => { throw error; });`;

/** At most `size` worker threads; tasks queue until one is free. */
function createPool(size: number) {
  const idle: Worker[] = [];
  const all: Worker[] = [];
  const queue: {
    task: RtpTask;
    resolve: (s: ReturnStats) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const pump = (): void => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop() as Worker;
      const { task, resolve, reject } = queue.shift() as (typeof queue)[number];
      const onError = (error: unknown): void => reject(error);
      worker.once('error', onError);
      worker.once('message', (stats: ReturnStats) => {
        worker.off('error', onError);
        idle.push(worker);
        resolve(stats);
        pump();
      });
      worker.postMessage(task);
    }
  };
  for (let i = 0; i < size; i++) {
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true });
    all.push(worker);
    idle.push(worker);
  }
  return {
    run: (task: RtpTask) =>
      new Promise<ReturnStats>((resolve, reject) => {
        queue.push({ task, resolve, reject });
        pump();
      }),
    close: async () => {
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}
