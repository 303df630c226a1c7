import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  expectLedgerConsistent,
  fundPlayer,
  testPlayers,
} from '#app/modules/ledger/ledger.testing';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { startCrashRuntime, type CrashRuntime } from './crash-runtime';
import { cashOutCrash, placeCrashBet } from './crash.service';
import { findLatestRound } from './crash.repository';
import {
  crashConfig,
  installChain,
  quietLog,
  recordingRealtime,
  seedWhere,
  waitFor,
  type Recorded,
} from './crash.int-helpers';

/**
 * The engine across replicas (issue 7): leader failover through the advisory lock, and a round
 * finished by a new leader from its stored state, each bet settled exactly once.
 */

const USD = 100_000_000n;
const LENGTH = 30;
let database: TestDatabase;
const runtimes: CrashRuntime[] = [];
const events: Recorded[] = [];

function runtime(env: Record<string, string> = {}) {
  const started = startCrashRuntime({
    db: database.db,
    config: crashConfig(env),
    realtime: () => recordingRealtime(events),
    log: quietLog,
    connectionString: database.url,
    overrides: { retryMs: 200, heartbeatMs: 200 },
  });
  runtimes.push(started);
  return started;
}

async function players(count: number) {
  const ids = await testPlayers(database.db, count);
  for (const userId of ids) await fundPlayer({ db: database.db, userId, amount: 100n * USD });
  return ids;
}

const latest = () => findLatestRound(database.db);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((r) => r.stop()));
});
afterAll(async () => {
  await database?.drop();
});

describe('a restart mid-round', () => {
  it('finishes the round from its stored state: auto cash-outs at their targets, no bet lost or paid twice', async () => {
    await sql`TRUNCATE crash_bets, crash_rounds, crash_chain_checkpoints, crash_chains CASCADE`.execute(
      database.db,
    );
    const seed = seedWhere(
      LENGTH,
      ([first]) => first !== undefined && first >= 1.3 && first <= 1.6,
      1,
    );
    await installChain(database.db, seed, LENGTH);
    const [early, late, manual, loser] = await players(4);
    const first = runtime();
    const round = await waitFor(async () => {
      const r = await latest();
      return r?.phase === 'waiting' ? r : null;
    });
    const bet = (userId: string | undefined, autoCashout?: number) =>
      placeCrashBet({
        db: database.db,
        userId: userId ?? '',
        request: { amount: '10', ...(autoCashout ? { autoCashout } : {}) },
        maxProfit: 10_000n * USD,
      });
    await bet(early, 1.05);
    await bet(late, 1.2);
    await bet(manual);
    await bet(loser, 1.25 + 10);

    // Stop the leader just after the start; the curve passes 1.05× while no engine runs.
    const running = await waitFor(async () => {
      const r = await latest();
      return r?.phase === 'running' ? r : null;
    });
    await first.stop();
    expect(running.id).toBe(round.id);
    await waitFor(async () => Date.now() - (running.started_at?.getTime() ?? 0) > 1200);
    // Cash-outs need no engine: the database clock decides.
    const cashed = await cashOutCrash({ db: database.db, userId: manual ?? '' });
    expect(cashed.paid.player.cashout).toBeGreaterThanOrEqual(1.07);
    const stillActive = await database.db
      .selectFrom('crash_bets')
      .select(['user_id', 'status'])
      .where('round_id', '=', round.id)
      .execute();
    expect(stillActive.find((b) => b.user_id === early)?.status).toBe('active');

    runtime();
    const settled = await waitFor(
      async () => {
        const r = await database.db
          .selectFrom('crash_rounds')
          .selectAll()
          .where('id', '=', round.id)
          .where('settled_at', 'is not', null)
          .executeTakeFirst();
        return r ?? null;
      },
      { timeoutMs: 15_000 },
    );
    expect(settled.started_at).toEqual(running.started_at);
    const bets = await database.db
      .selectFrom('crash_bets')
      .selectAll()
      .where('round_id', '=', round.id)
      .execute();
    const of = (id: string | undefined) => bets.find((b) => b.user_id === id);
    expect(of(early)).toMatchObject({
      status: 'cashed',
      cashout_e2: 105n,
      credits_won: 1_050_000_000n,
    });
    expect(of(late)).toMatchObject({ status: 'cashed', cashout_e2: 120n, credits_won: 12n * USD });
    expect(of(manual)?.status).toBe('cashed');
    expect(of(loser)).toMatchObject({ status: 'lost', credits_won: 0n });
    const history = await database.db
      .selectFrom('bets')
      .select('id')
      .where('game', '=', 'crash')
      .execute();
    expect(history.map((h) => h.id).sort()).toEqual(bets.map((b) => b.id).sort());
    const payouts = await database.db
      .selectFrom('ledger_entries')
      .select('idempotency_key')
      .where('kind', '=', 'crash_payout')
      .execute();
    expect(payouts).toHaveLength(3);
    await expectLedgerConsistent(database.db);
  });
});

describe('leader failover', () => {
  it('keeps exactly one engine: another replica takes over within seconds when the leader lock is lost', async () => {
    await sql`TRUNCATE crash_bets, crash_rounds, crash_chain_checkpoints, crash_chains CASCADE`.execute(
      database.db,
    );
    const a = runtime({ CRASH_CHAIN_LENGTH: '50' });
    const b = runtime({ CRASH_CHAIN_LENGTH: '50' });
    const leaderOf = () => [a, b].filter((r) => r.election.isLeader());
    const [leader] = await waitFor(async () => (leaderOf().length === 1 ? leaderOf() : null));
    await waitFor(async () => (await latest()) ?? null, { what: 'a round' });
    // Only the leader generated a chain.
    const chains = await database.db.selectFrom('crash_chains').select('id').execute();
    expect(chains).toHaveLength(1);

    // Cut the leader's lock connection, as a dead host or a killed backend would.
    const pid = leader?.election.lockPid();
    expect(pid).toBeGreaterThan(0);
    await sql`SELECT pg_terminate_backend(${pid})`.execute(database.db);
    const cut = Date.now();
    await waitFor(
      async () => leaderOf().length === 1 && leaderOf()[0]?.election.lockPid() !== pid,
      {
        timeoutMs: 5000,
        what: 'a new lock session',
      },
    );
    expect(Date.now() - cut).toBeLessThan(5000);

    // Stop whoever leads now: the other replica takes over and the rounds go on.
    const current = leaderOf()[0];
    const other = current === a ? b : a;
    const before = await latest();
    await current?.stop();
    const stopped = Date.now();
    await waitFor(async () => other.election.isLeader(), { timeoutMs: 5000, what: 'takeover' });
    expect(Date.now() - stopped).toBeLessThan(5000);
    await waitFor(
      async () => {
        const now = await latest();
        return now && before && (now.id > before.id || now.phase !== before.phase) ? now : null;
      },
      { timeoutMs: 10_000, what: 'the rounds to go on' },
    );
    expect(await database.db.selectFrom('crash_chains').select('id').execute()).toHaveLength(1);
  });
});
