import { createDatabase } from '../apps/server/src/db/database';
import { adjustBalance } from '../apps/server/src/modules/admin/admin.service';
import type { LeanHttpPool } from './lean-http';
import { quantile, type BenchPlayer } from './support';

/** The bets benchmarks' load (bets and cluster): dice bets in closed and open loops. */

export const REQUEST_TIMEOUT_MS = 10_000;
/** The open loop never keeps more than this many requests in flight (the rest count as errors). */
export const MAX_IN_FLIGHT = 512;

export interface Sample {
  ok: number;
  errors: number;
  elapsed: number;
  latencies: number[];
  statuses: Map<number, number>;
  firstError: string | null;
}

/** One dice bet: small stake, random target (chance 10–90 %) and condition. */
function diceBet(http: LeanHttpPool, player: BenchPlayer) {
  const target = (1000 + Math.floor(Math.random() * 8001)) / 100;
  const body = JSON.stringify({
    amount: '0.01',
    target,
    condition: Math.random() < 0.5 ? 'over' : 'under',
  });
  return http.post(
    '/api/games/dice/bet',
    { authorization: `Bearer ${player.accessToken}` },
    body,
    REQUEST_TIMEOUT_MS,
  );
}

export function newSample(): Sample {
  return { ok: 0, errors: 0, elapsed: 0, latencies: [], statuses: new Map(), firstError: null };
}

export async function timedBet(
  http: LeanHttpPool,
  player: BenchPlayer,
  sample: Sample,
): Promise<void> {
  const started = performance.now();
  const { status, body } = await diceBet(http, player);
  const ms = performance.now() - started;
  sample.statuses.set(status, (sample.statuses.get(status) ?? 0) + 1);
  if (status === 200) {
    sample.ok += 1;
    sample.latencies.push(ms);
  } else {
    sample.errors += 1;
    sample.firstError ??= `${status} ${body.slice(0, 200)}`;
  }
}

/** `clients` closed loops; client i bets as `playerOf(i)`. */
export async function closedLoop(
  http: LeanHttpPool,
  clients: number,
  playerOf: (client: number) => BenchPlayer,
  seconds: number,
): Promise<Sample> {
  const sample = newSample();
  const started = performance.now();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const player = playerOf(i);
      while (Date.now() < until) await timedBet(http, player, sample);
    }),
  );
  sample.elapsed = (performance.now() - started) / 1000;
  sample.latencies.sort((a, b) => a - b);
  return sample;
}

/**
 * An open loop: bets start on a fixed schedule (`rate` per second, random players) whatever the
 * answers do, so a slow server cannot slow the load down and hide its own latency.
 */
export async function openLoop(
  http: LeanHttpPool,
  players: BenchPlayer[],
  rate: number,
  seconds: number,
): Promise<Sample & { sent: number }> {
  const sample = newSample();
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const end = started + seconds * 1000;
  let sent = 0;
  for (let now = started; now < end; now = performance.now()) {
    const due = Math.floor(((now - started) / 1000) * rate);
    for (; sent < due; sent += 1) {
      if (inFlight.size >= MAX_IN_FLIGHT) {
        sample.errors += 1;
        sample.firstError ??= 'client: too many requests in flight';
        continue;
      }
      const player = players[Math.floor(Math.random() * players.length)];
      if (!player) continue;
      const bet = timedBet(http, player, sample).finally(() => inFlight.delete(bet));
      inFlight.add(bet);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  sample.elapsed = (performance.now() - started) / 1000;
  sample.latencies.sort((a, b) => a - b);
  return { ...sample, sent };
}

export async function fund(url: string, players: BenchPlayer[]): Promise<void> {
  const database = createDatabase({ connectionString: url, poolSize: 2 });
  try {
    for (const p of players) {
      await adjustBalance({
        db: database.db,
        operator: 'bench',
        action: 'credit',
        username: p.username,
        amount: '1000000',
        pocket: 'credits',
        reason: 'benchmark funding',
      });
    }
  } finally {
    await database.close();
  }
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function row(name: string, s: Sample): string {
  const perSecond = s.ok / s.elapsed;
  return [
    name.padEnd(26),
    perSecond.toFixed(1).padStart(9),
    ms(quantile(s.latencies, 0.5)).padStart(10),
    ms(quantile(s.latencies, 0.99)).padStart(10),
    String(s.errors).padStart(7),
  ].join('  ');
}
