import { runStatement } from '#app/db/database';
import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { accountKeyText, type AccountKey } from './accounts';
import { entryProblem, type EntryInput } from './entry-validation';
import {
  writeLockedEntries,
  type LockedAccount,
  type LockedEntryWrite,
  type PostingRow,
} from './ledger.repository';
import { compareBigint, internal, lockEntryAccounts, netDeltas } from './ledger.service';

/**
 * Several entries in one transaction with a fixed number of statements, whatever their number
 * (docs/decisions/012-coalesced-bets.md): the coalesced bets of many players post together.
 * Same rules as postEntryInTransaction (docs/decisions/004-ledger.md): every account locked in
 * ascending id in one statement, postings applied in that order with the conditional-update
 * rule, one statement writes the entries, the net balance changes and the postings.
 */

export interface BatchEntry {
  /** Every account the entry may post to; all of the batch's accounts are locked together. */
  accounts: AccountKey[];
  /**
   * The entry, built from the balances as they stand after the batch's earlier entries (a bet
   * splits its stake by the free-bet balance); null posts nothing.
   */
  build: (balanceOf: (key: AccountKey) => bigint) => EntryInput | null;
}

export type BatchEntryResult =
  | {
      ok: true;
      /** null when the entry posted nothing. */
      entryId: bigint | null;
      /** The entry's accounts' balances right after it. */
      balanceOf: (key: AccountKey) => bigint;
    }
  | { ok: false; error: AppError };

/**
 * Posts the entries in order inside the caller's transaction. An entry that would take an
 * account below zero is refused on its own (INSUFFICIENT_FUNDS in its result; the others go
 * on). Keys must be fresh: a used key makes the statement fail, and the caller's transaction
 * must roll back.
 */
export async function postEntriesInTransaction(options: {
  trx: Transaction<Database>;
  entries: BatchEntry[];
}): Promise<BatchEntryResult[]> {
  const keys = options.entries.flatMap((e) => e.accounts);
  const locked = await lockEntryAccounts(options.trx, keys);
  const plan = planEntries(locked, options.entries);
  if (plan.writes.length > 0) {
    plan.setIds(await runStatement(options.trx, writeLockedEntries(plan.writes, plan.deltas)));
  }
  return plan.results;
}

/** What planEntries decides: each entry's result, and what to write for the accepted ones. */
export interface EntriesPlan {
  results: BatchEntryResult[];
  writes: LockedEntryWrite[];
  deltas: Array<{ accountId: bigint; delta: bigint }>;
  /** Fills the results' entry ids once the writes are done. */
  setIds: (ids: Map<string, bigint>) => void;
}

/**
 * Applies the entries in order to the balances of the locked accounts (pure: the caller holds
 * the locks and writes the plan, e.g. pipelined with its other statements).
 */
export function planEntries(locked: LockedAccount[], entries: BatchEntry[]): EntriesPlan {
  const byKey = new Map(locked.map((a) => [accountKeyText(a.key), a]));
  const balances = new Map(locked.map((a) => [a.id, a.balance]));
  const account = (key: AccountKey) => {
    const found = byKey.get(accountKeyText(key));
    if (!found) throw internal(`ledger account ${accountKeyText(key)} is not in the batch`);
    return found;
  };
  const balanceOf = (key: AccountKey) => balances.get(account(key).id) ?? 0n;
  const snapshot = (accounts: AccountKey[]) => {
    const seen = new Map(accounts.map((k) => [accountKeyText(k), balanceOf(k)]));
    return (key: AccountKey) => seen.get(accountKeyText(key)) ?? balanceOf(key);
  };

  const writes: LockedEntryWrite[] = [];
  const results: BatchEntryResult[] = [];
  const slots: Array<{ index: number; key: string }> = [];
  for (const entry of entries) {
    const input = entry.build(balanceOf);
    if (!input || input.postings.length === 0) {
      results.push({ ok: true, entryId: null, balanceOf: snapshot(entry.accounts) });
      continue;
    }
    const problem = entryProblem(input);
    if (problem) throw internal(`ledger entry rejected: ${problem}`);
    const applied = apply(input, account, balances);
    if (!applied) {
      results.push({
        ok: false,
        error: new AppError('INSUFFICIENT_FUNDS', 'Insufficient funds', {
          internal: `${input.idempotencyKey}: refused in a batch`,
        }),
      });
      continue;
    }
    writes.push({
      head: {
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        reference: input.reference ?? null,
      },
      rows: applied,
    });
    slots.push({ index: results.length, key: input.idempotencyKey });
    results.push({ ok: true, entryId: null, balanceOf: snapshot(entry.accounts) });
  }
  const deltas = [...netDeltas(writes.flatMap((w) => w.rows))].map(([accountId, delta]) => ({
    accountId,
    delta,
  }));
  const setIds = (ids: Map<string, bigint>) => {
    for (const slot of slots) {
      const result = results[slot.index];
      if (result?.ok) result.entryId = ids.get(slot.key) ?? null;
    }
  };
  return { results, writes, deltas, setIds };
}

/**
 * Applies one entry's postings to the running balances (ascending account id, then the entry's
 * order), or returns null — changing nothing — when one would go below zero.
 */
function apply(
  input: EntryInput,
  account: (key: AccountKey) => { id: bigint; allowNegative: boolean },
  balances: Map<bigint, bigint>,
): PostingRow[] | null {
  const ordered = input.postings
    .map((posting, index) => ({ ...posting, index, target: account(posting.account) }))
    .sort((a, b) => compareBigint(a.target.id, b.target.id) || a.index - b.index);
  const after = new Map<bigint, bigint>();
  const rows: PostingRow[] = [];
  for (const [seq, posting] of ordered.entries()) {
    const id = posting.target.id;
    const balanceAfter = (after.get(id) ?? balances.get(id) ?? 0n) + posting.amount;
    if (balanceAfter < 0n && !posting.target.allowNegative) return null;
    after.set(id, balanceAfter);
    rows.push({ seq, accountId: id, amount: posting.amount, balanceAfter });
  }
  for (const [id, balance] of after) balances.set(id, balance);
  return rows;
}
