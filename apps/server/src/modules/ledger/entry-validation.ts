import { accountKeyProblem, accountKeyText, currencyOf, type AccountKey } from './accounts';

export interface PostingInput {
  account: AccountKey;
  /** Signed, in 10⁻⁸ units of the account's currency: positive credits, negative debits. */
  amount: bigint;
}

export interface EntryInput {
  /** `<kind>:<unique business id>`, e.g. `tip:<tip id>` (docs/decisions/004-ledger.md). */
  idempotencyKey: string;
  kind: string;
  /** What the entry is about (a bet id, a withdrawal id ...), for statements and audits. */
  reference?: string | null;
  postings: PostingInput[];
}

const KIND = /^[a-z][a-z0-9_.]{0,63}$/;
const MAX_KEY_LENGTH = 200;

/**
 * Why an entry must not be posted, or null when it may be. Every problem here is a bug in the
 * calling service, not something a player can cause: the service reports it as an internal error.
 */
export function entryProblem(entry: EntryInput): string | null {
  if (!KIND.test(entry.kind)) return `invalid entry kind: ${entry.kind}`;
  const key = entry.idempotencyKey;
  if (key.length > MAX_KEY_LENGTH || /\s/.test(key)) return `invalid idempotency key: ${key}`;
  // The kind prefix keeps business ids of different flows from colliding (a bet id and a tip id
  // may be equal).
  if (!key.startsWith(`${entry.kind}:`) || key.length === entry.kind.length + 1) {
    return `idempotency key must be "${entry.kind}:<business id>": ${key}`;
  }
  if (entry.postings.length < 2) return 'an entry needs at least two postings';

  const sums = new Map<string, bigint>();
  for (const posting of entry.postings) {
    const keyProblem = accountKeyProblem(posting.account);
    if (keyProblem) return keyProblem;
    if (typeof posting.amount !== 'bigint') return 'posting amounts must be bigint';
    if (posting.amount === 0n) {
      return `zero posting on ${accountKeyText(posting.account)}: leave it out`;
    }
    const currency = currencyOf(posting.account);
    sums.set(currency, (sums.get(currency) ?? 0n) + posting.amount);
  }
  // Double entry per currency: dollars and gold never offset each other.
  for (const [currency, sum] of sums) {
    if (sum !== 0n) return `postings in ${currency} sum to ${sum}, not zero`;
  }
  return null;
}
