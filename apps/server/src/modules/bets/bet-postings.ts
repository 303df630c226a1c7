import { AppError } from '#app/errors/app-error';
import { houseAccount, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import { postEntryInTransaction, type PostingInput } from '#app/modules/ledger/ledger.service';
import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import type { Split } from './bet-money';

/**
 * The ledger side of a bet (docs/decisions/004-ledger.md): the stake leaves the player's free
 * bets, then credits, for their bankroll shard; the payout comes back pro rata.
 */

type Trx = Transaction<Database>;

/** `shard`: the bankroll shard of the house side (default the player's; batches pick one). */
export function stakePostings(
  userId: string,
  stake: Split,
  shard = shardFor(userId),
): PostingInput[] {
  const bankroll = houseAccount('bankroll', shard);
  const postings: PostingInput[] = [];
  if (stake.freebets > 0n) {
    postings.push({ account: playerAccount(userId, 'freebets'), amount: -stake.freebets });
  }
  if (stake.credits > 0n) {
    postings.push({ account: playerAccount(userId, 'credits'), amount: -stake.credits });
  }
  const total = stake.freebets + stake.credits;
  if (total > 0n) postings.push({ account: bankroll, amount: total });
  return postings;
}

export function payoutPostings(
  userId: string,
  payout: Split,
  shard = shardFor(userId),
): PostingInput[] {
  const postings: PostingInput[] = [];
  const total = payout.freebets + payout.credits;
  if (total > 0n) {
    postings.push({ account: houseAccount('bankroll', shard), amount: -total });
  }
  if (payout.credits > 0n) {
    postings.push({ account: playerAccount(userId, 'credits'), amount: payout.credits });
  }
  if (payout.freebets > 0n) {
    postings.push({ account: playerAccount(userId, 'freebets'), amount: payout.freebets });
  }
  return postings;
}

/** Debit and credit on the bankroll merge into one net posting (zero postings are dropped). */
export function netBankroll(
  userId: string,
  postings: PostingInput[],
  shard = shardFor(userId),
): PostingInput[] {
  const bankroll = houseAccount('bankroll', shard);
  const isBankroll = (p: PostingInput) => p.account.owner === 'house';
  const net = postings.filter(isBankroll).reduce((sum, p) => sum + p.amount, 0n);
  const rest = postings.filter((p) => !isBankroll(p));
  return net === 0n ? rest : [...rest, { account: bankroll, amount: net }];
}

export async function postIfAny(
  trx: Trx,
  options: { key: string; kind: string; reference: string; postings: PostingInput[] },
) {
  if (options.postings.length === 0) return;
  const result = await postEntryInTransaction({
    trx,
    idempotencyKey: options.key,
    kind: options.kind,
    reference: options.reference,
    postings: options.postings,
  });
  if (result.replayed) {
    // The bet row is looked up under the seed lock first, so only a bug gets here.
    throw new AppError('CONFLICT', 'This request was already processed with different details.', {
      internal: `ledger key ${options.key} replayed inside a new bet`,
    });
  }
}
