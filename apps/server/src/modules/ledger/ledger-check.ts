import type { DB } from '#app/db/database';
import {
  countNegativePlayerAccounts,
  countRows,
  currencyTotals,
  findDriftedAccounts,
  findOrphans,
  findUnbalancedEntries,
  houseTotals,
  VIOLATION_SAMPLE,
} from './ledger-check.repository';

export interface LedgerReport {
  entries: bigint;
  postings: bigint;
  accounts: { players: bigint; houses: bigint };
  /** Per currency: all accounts (must be 0) and what players hold. */
  currencies: Array<{ currency: string; total: bigint; players: bigint }>;
  /** Each house account summed over its shards. */
  house: Array<{ kind: string; currency: string; balance: bigint; shards: number }>;
  violations: string[];
  isOk: boolean;
}

/**
 * Proves the ledger's invariants (issue 4, "Checks"): every entry sums to zero per currency,
 * every balance equals the sum of its postings, every currency sums to zero over all accounts,
 * no player account is negative, and every posting's entry and account and every bet's player
 * and seed pair exist. All queries read one snapshot (REPEATABLE READ), so the
 * check is exact even while the server keeps posting.
 */
export async function runLedgerCheck(db: DB): Promise<LedgerReport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const counts = await countRows(trx);
      const unbalanced = await findUnbalancedEntries(trx);
      const drifted = await findDriftedAccounts(trx);
      const orphans = await findOrphans(trx);
      const negative = await countNegativePlayerAccounts(trx);
      const currencies = await currencyTotals(trx);
      const house = await houseTotals(trx);

      const violations: string[] = [];
      for (const row of unbalanced) {
        violations.push(`entry ${row.entry_id}: ${row.detail}`);
      }
      more(violations, unbalanced[0]?.total, 'unbalanced entries');
      for (const row of drifted) {
        violations.push(
          `account ${row.id}: balance ${row.balance} but its postings sum to ${row.posted}`,
        );
      }
      more(violations, drifted[0]?.total, 'drifted accounts');
      for (const row of orphans) violations.push(row.detail);
      more(violations, orphans[0]?.total, 'rows without what they reference');
      if (negative > 0n) violations.push(`${negative} player account(s) below zero`);
      for (const c of currencies) {
        if (c.total !== 0n) violations.push(`${c.currency}: all accounts sum to ${c.total}, not 0`);
      }

      return {
        entries: counts.entries,
        postings: counts.postings,
        accounts: { players: counts.players, houses: counts.houses },
        currencies,
        house,
        violations,
        isOk: violations.length === 0,
      };
    });
}

function more(violations: string[], total: bigint | undefined, what: string): void {
  if (total !== undefined && total > BigInt(VIOLATION_SAMPLE)) {
    violations.push(`... ${total} ${what} in all, first ${VIOLATION_SAMPLE} listed`);
  }
}

/** 10⁻⁸ units as a decimal string: 150000000n → "1.50000000". */
export function formatUnits(amount: bigint): string {
  const sign = amount < 0n ? '-' : '';
  const abs = amount < 0n ? -amount : amount;
  const whole = abs / 100_000_000n;
  const fraction = (abs % 100_000_000n).toString().padStart(8, '0');
  return `${sign}${whole}.${fraction}`;
}

export function formatLedgerReport(report: LedgerReport): string {
  const lines = [
    `ledger check: ${report.isOk ? 'OK' : `FAILED (${report.violations.length} violation lines)`}`,
    `  entries ${report.entries}, postings ${report.postings}, ` +
      `accounts ${report.accounts.players} player + ${report.accounts.houses} house`,
  ];
  for (const c of report.currencies) {
    lines.push(
      `  ${c.currency}: all accounts ${formatUnits(c.total)}, players hold ${formatUnits(c.players)}`,
    );
  }
  for (const h of report.house) {
    lines.push(
      `  house ${h.kind}: ${formatUnits(h.balance)} ${h.currency} over ${h.shards} shard(s)`,
    );
  }
  for (const v of report.violations) lines.push(`  VIOLATION ${v}`);
  return lines.join('\n');
}
