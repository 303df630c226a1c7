import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { accountKeyText, type AccountKey } from './accounts';
import { entryProblem, type EntryInput } from './entry-validation';
import {
  findEntryByKey,
  findPostings,
  insertEntry,
  lockAccountsById,
  resolveAccounts,
  writeLockedEntry,
  type LockedAccount,
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
 * - the accounts are row-locked in ascending id in one statement (the same lock order
 *   everywhere, so concurrent entries cannot deadlock; missing accounts are created first);
 * - the postings are applied in that order as the conditional UPDATE would
 *   (`allow_negative OR balance + $d >= 0`, posting by posting); a refused debit throws
 *   INSUFFICIENT_FUNDS, and the rollback leaves no trace, the key not consumed;
 * - the entry row, the balances and the postings are written in one statement; a duplicate key
 *   waits for the first transaction on the unique index, then replays its committed result and
 *   moves nothing.
 */
export async function postEntryInTransaction(
  options: EntryInput & { trx: Transaction<Database> },
): Promise<PostEntryResult> {
  const { trx, ...entry } = options;
  const problem = entryProblem(entry);
  if (problem) throw internal(`ledger entry rejected: ${problem}`);

  const locked = await lockEntryAccounts(
    trx,
    entry.postings.map((p) => p.account),
  );
  const byKey = new Map(locked.map((a) => [accountKeyText(a.key), a]));
  const ordered = entry.postings
    .map((posting, index) => ({ ...posting, index, accountId: idOf(byKey, posting.account) }))
    .sort((a, b) => compareBigint(a.accountId, b.accountId) || a.index - b.index);

  // The rows are locked: apply the postings in order here, exactly as the conditional UPDATE
  // `allow_negative OR balance + $d >= 0` would one by one, then write them in one statement.
  const balances = new Map(locked.map((a) => [a.id, a.balance]));
  const rows: PostingRow[] = [];
  const applied: AppliedPosting[] = [];
  let refused: (typeof ordered)[number] | undefined;
  for (const [seq, posting] of ordered.entries()) {
    const balanceAfter = (balances.get(posting.accountId) ?? 0n) + posting.amount;
    const account = byKey.get(accountKeyText(posting.account));
    if (balanceAfter < 0n && !account?.allowNegative) {
      refused = posting;
      break;
    }
    balances.set(posting.accountId, balanceAfter);
    rows.push({ seq, accountId: posting.accountId, amount: posting.amount, balanceAfter });
    applied.push({ ...pick(posting), balanceAfter });
  }
  const reference = entry.reference ?? null;
  const head = { idempotencyKey: entry.idempotencyKey, kind: entry.kind, reference };
  if (refused) {
    // A used key replays its first result even when the funds are gone now; otherwise refuse.
    // Inserting the entry (rolled back with the caller's transaction) waits on a concurrent
    // duplicate exactly as the write below would.
    if ((await insertEntry(trx, head)) === undefined) return replay(trx, entry);
    throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient funds', {
      internal: `${entry.idempotencyKey}: ${accountKeyText(refused.account)} cannot take ${refused.amount}`,
    });
  }
  const deltas = [...netDeltas(ordered)].map(([accountId, delta]) => ({ accountId, delta }));
  const entryId = await writeLockedEntry(trx, head, deltas, rows);
  if (entryId === undefined) return replay(trx, entry);
  return { entryId, replayed: false, postings: applied, balances: balancesOf(applied) };
}

/**
 * Locks the entry's accounts in ascending id. Missing ones are first created (resolveAccounts),
 * before any lock is taken: inserting an account while holding another's lock could deadlock
 * with a transaction creating the same account.
 */
export async function lockEntryAccounts(
  trx: Transaction<Database>,
  keys: AccountKey[],
): Promise<LockedAccount[]> {
  const ids = await resolveAccounts(trx, keys);
  return lockAccountsById(trx, [...new Set(ids.values())]);
}

export function netDeltas(
  postings: Array<{ accountId: bigint; amount: bigint }>,
): Map<bigint, bigint> {
  const deltas = new Map<bigint, bigint>();
  for (const p of postings) deltas.set(p.accountId, (deltas.get(p.accountId) ?? 0n) + p.amount);
  return deltas;
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

function idOf(accounts: Map<string, LockedAccount>, key: AccountKey): bigint {
  const id = accounts.get(accountKeyText(key))?.id;
  if (id === undefined) throw internal(`ledger account ${accountKeyText(key)} was not created`);
  return id;
}

export function compareBigint(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function internal(detail: string): AppError {
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.', {
    internal: detail,
  });
}

/** The balance an entry left on one account, or undefined when the entry did not touch it. */
export function balanceAfter(result: PostEntryResult, key: AccountKey): bigint | undefined {
  const text = accountKeyText(key);
  return result.postings.findLast((p) => accountKeyText(p.account) === text)?.balanceAfter;
}
