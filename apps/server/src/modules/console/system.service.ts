import {
  NETWORK_IDS,
  unitsToDecimal,
  type LedgerCheckResponse,
  type SystemChains,
  type SystemJobs,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { runLedgerCheck } from '#app/modules/ledger/ledger-check';
import type { PaymentChains } from '#app/modules/payments/payments-chains';
import { insertConsoleAudit, type ConsoleActor } from './console-audit.repository';
import {
  custodyBalances,
  jobCountsByQueue,
  jobTablesExist,
  recentJobFailures,
  watchCursors,
} from './system.repository';

const FAILURES_SHOWN = 20;

/** The error text of a failed pg-boss job's output (an Error serialised, or anything). */
function errorText(output: unknown): string {
  if (output && typeof output === 'object') {
    const o = output as { message?: unknown; value?: unknown };
    if (typeof o.message === 'string') return o.message;
    if (typeof o.value === 'string') return o.value;
  }
  return output === null || output === undefined ? '' : JSON.stringify(output).slice(0, 500);
}

/** pg-boss queues with their jobs per state, and the latest failures with their error. */
export async function getSystemJobs(db: DB): Promise<SystemJobs> {
  if (!(await jobTablesExist(db))) return { available: false, queues: [], failures: [] };
  const [counts, failures] = await Promise.all([
    jobCountsByQueue(db),
    recentJobFailures(db, FAILURES_SHOWN),
  ]);
  const queues = new Map<string, SystemJobs['queues'][number]>();
  for (const row of counts) {
    const queue = queues.get(row.name) ?? {
      name: row.name,
      created: 0,
      active: 0,
      completed: 0,
      failed: 0,
    };
    if (row.state === 'created' || row.state === 'retry') queue.created += row.n;
    else if (row.state === 'active') queue.active += row.n;
    else if (row.state === 'completed') queue.completed += row.n;
    else if (row.state === 'failed') queue.failed += row.n;
    queues.set(row.name, queue);
  }
  return {
    available: true,
    queues: [...queues.values()].sort((a, b) => a.name.localeCompare(b.name)),
    failures: failures.map((f) => ({
      id: f.id,
      queue: f.name,
      error: errorText(f.output),
      failedAt: f.completed_on ? f.completed_on.toISOString() : null,
    })),
  };
}

/**
 * Every network: its adapter (node kind, simulator, or unavailable), the watcher's cursor and
 * how long ago it moved, and the dollars the books hold for it: custody (deposits in, minus
 * completed withdrawals) and withdrawals still pending. The chains expose no hot-wallet balance
 * read, so the books' custody figure stands in for it (ADR 039).
 */
export async function getSystemChains(
  db: DB,
  chains: PaymentChains,
  now: Date,
): Promise<SystemChains> {
  const [cursors, custody] = await Promise.all([watchCursors(db), custodyBalances(db)]);
  const held = new Map<string, bigint>();
  const pending = new Map<string, bigint>();
  for (const row of custody) {
    const network = row.kind.split(':')[2] ?? '';
    if (network.endsWith('-pending')) {
      const key = network.slice(0, -'-pending'.length);
      pending.set(key, (pending.get(key) ?? 0n) + BigInt(row.balance));
    } else {
      held.set(network, (held.get(network) ?? 0n) - BigInt(row.balance));
    }
  }
  return {
    networks: NETWORK_IDS.map((network) => {
      const cursor = cursors.find((c) => c.network.toLowerCase() === network);
      const adapter = chains.adapter(network);
      return {
        network,
        adapter: adapter ? adapter.kind : 'unavailable',
        cursor: cursor?.cursor ?? null,
        tipHeight: cursor?.tip_height === null || !cursor ? null : String(cursor.tip_height),
        cursorUpdatedAt: cursor ? cursor.updated_at.toISOString() : null,
        lagSeconds: cursor
          ? Math.max(0, Math.round((now.getTime() - cursor.updated_at.getTime()) / 1000))
          : null,
        custody: unitsToDecimal(held.get(network) ?? 0n),
        pendingWithdrawals: unitsToDecimal(pending.get(network) ?? 0n),
      };
    }),
  };
}

/**
 * `npm run ledger:check` on demand: the same `runLedgerCheck` (one REPEATABLE READ snapshot);
 * the run and its outcome are audited (who checked the books, when, with what result).
 */
export async function runLedgerCheckForConsole(
  db: DB,
  actor: ConsoleActor,
  now: Date,
): Promise<LedgerCheckResponse> {
  const report = await runLedgerCheck(db);
  const auditId = await insertConsoleAudit(db, {
    actor,
    action: 'ledger_check',
    targetUserId: null,
    details: {
      reason: 'on demand',
      after: { ok: report.isOk, violations: report.violations.length },
    },
  });
  return {
    ok: report.isOk,
    entries: String(report.entries),
    postings: String(report.postings),
    accounts: { players: String(report.accounts.players), houses: String(report.accounts.houses) },
    violations: report.violations,
    currencies: report.currencies.map((c) => ({
      currency: c.currency,
      total: unitsToDecimal(c.total),
      players: unitsToDecimal(c.players),
    })),
    house: report.house.map((h) => ({
      kind: h.kind,
      currency: h.currency,
      balance: unitsToDecimal(h.balance),
    })),
    checkedAt: now.toISOString(),
    auditId: String(auditId),
  };
}
