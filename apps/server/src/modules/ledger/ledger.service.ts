import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { accountKeyText, type AccountKey } from './accounts';
import { entryProblem, type EntryInput } from './entry-validation';
import {
  applyDelta,
  findEntryByKey,
  findPostings,
  insertEntry,
  insertPostings,
  resolveAccounts,
  type PostingRow,
} from './ledger.repository';

export type { EntryInput, PostingInput } from './entry-validation';

export interface AppliedPosting {
  accountId: bigint;
  account: AccountKey;
  amount: bigint;
  /** The account's balance right after this posting. */
  balanceAfter: bigint;
}

export interface PostEntryResult {
  entryId: bigint;
  /** True when the key had been posted before: nothing moved this time. */
  replayed: boolean;
  /** In the order applied: ascending account id, then the caller's order. */
  postings: AppliedPosting[];
  /** Account id → balance after the entry (as of the first post, also on a replay). */
  balances: Map<bigint, bigint>;
}

/**
 * Posts one entry in its own transaction. Use postEntryInTransaction to post as part of a larger
 * unit of work (a bet, a withdrawal).
 */
export async function postEntry(options: EntryInput & { db: DB }): Promise<PostEntryResult> {
  const { db, ...entry } = options;
  return db.transaction().execute((trx) => postEntryInTransaction({ trx, ...entry }));
}

/**
 * The one way balances change (docs/decisions/004-ledger.md). Inside the caller's transaction,
 * which must be READ COMMITTED (PostgreSQL's default) and must roll back if this throws:
 * - the entry row is inserted first; a duplicate key waits for the first transaction on the
 *   unique index, then replays its committed result and moves nothing;
 * - every posting is applied with a conditional UPDATE, in ascending account id (the same lock
 *   order everywhere, so concurrent entries cannot deadlock); a refused debit throws
 *   INSUFFICIENT_FUNDS, and the rollback leaves no trace, the key not consumed.
 */
export async function postEntryInTransaction(
  options: EntryInput & { trx: Transaction<Database> },
): Promise<PostEntryResult> {
  const { trx, ...entry } = options;
  const problem = entryProblem(entry);
  if (problem) throw internal(`ledger entry rejected: ${problem}`);

  const entryId = await insertEntry(trx, {
    idempotencyKey: entry.idempotencyKey,
    kind: entry.kind,
    reference: entry.reference ?? null,
  });
  if (entryId === undefined) return replay(trx, entry);

  const ids = await resolveAccounts(
    trx,
    entry.postings.map((p) => p.account),
  );
  const ordered = entry.postings
    .map((posting, index) => ({ ...posting, index, accountId: idOf(ids, posting.account) }))
    .sort((a, b) => compareBigint(a.accountId, b.accountId) || a.index - b.index);

  const rows: PostingRow[] = [];
  const applied: AppliedPosting[] = [];
  for (const [seq, posting] of ordered.entries()) {
    const balanceAfter = await applyDelta(trx, posting.accountId, posting.amount);
    if (balanceAfter === undefined) {
      throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient funds', {
        internal: `${entry.idempotencyKey}: ${accountKeyText(posting.account)} cannot take ${posting.amount}`,
      });
    }
    rows.push({ seq, accountId: posting.accountId, amount: posting.amount, balanceAfter });
    applied.push({ ...pick(posting), balanceAfter });
  }
  await insertPostings(trx, entryId, rows);
  return { entryId, replayed: false, postings: applied, balances: balancesOf(applied) };
}

/** The first result of an already-used key, after checking the retry asks for the same thing. */
async function replay(trx: Transaction<Database>, entry: EntryInput): Promise<PostEntryResult> {
  const existing = await findEntryByKey(trx, entry.idempotencyKey);
  if (!existing) {
    // Only possible under REPEATABLE READ or SERIALIZABLE, whose snapshot hides the winner.
    throw internal(`ledger entry ${entry.idempotencyKey} conflicted but is not visible`);
  }
  const recorded = await findPostings(trx, existing.id);
  const postings: AppliedPosting[] = recorded.map((r) => ({
    accountId: r.accountId,
    account: r.key,
    amount: r.amount,
    balanceAfter: r.balanceAfter,
  }));
  const isSame =
    existing.kind === entry.kind &&
    existing.reference === (entry.reference ?? null) &&
    fingerprint(postings) === fingerprint(entry.postings);
  if (!isSame) {
    throw new AppError('CONFLICT', 'This request was already processed with different details.', {
      internal: `idempotency key ${entry.idempotencyKey} reused for a different entry`,
    });
  }
  return { entryId: existing.id, replayed: true, postings, balances: balancesOf(postings) };
}

function fingerprint(postings: Array<{ account: AccountKey; amount: bigint }>): string {
  return postings
    .map((p) => `${accountKeyText(p.account)}=${p.amount}`)
    .sort()
    .join(',');
}

function balancesOf(postings: AppliedPosting[]): Map<bigint, bigint> {
  // Later postings on the same account overwrite earlier ones: the map holds the final balance.
  return new Map(postings.map((p) => [p.accountId, p.balanceAfter]));
}

function pick(p: { accountId: bigint; account: AccountKey; amount: bigint }) {
  return { accountId: p.accountId, account: p.account, amount: p.amount };
}

function idOf(ids: Map<string, bigint>, key: AccountKey): bigint {
  const id = ids.get(accountKeyText(key));
  if (id === undefined) throw internal(`ledger account ${accountKeyText(key)} was not created`);
  return id;
}

function compareBigint(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function internal(detail: string): AppError {
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.', {
    internal: detail,
  });
}

/** The balance an entry left on one account, or undefined when the entry did not touch it. */
export function balanceAfter(result: PostEntryResult, key: AccountKey): bigint | undefined {
  const text = accountKeyText(key);
  return result.postings.findLast((p) => accountKeyText(p.account) === text)?.balanceAfter;
}
