import { houseAccount, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import {
  lockEntryAccounts,
  postEntryInTransaction,
  type PostEntryResult,
} from '#app/modules/ledger/ledger.service';
import { publishEffects } from '#app/modules/bets/settled-play';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import { finalizeBet, type Finalized } from './bet-finalization';
import { settleBetMoney } from './leg-results';
import type { SportsBetDeps } from './sports-bets.deps';
import { toSbBet } from './sports-bet-view';
import {
  currentPayout,
  findBetOwner,
  findBets,
  findLegs,
  insertPayout,
  lockBet,
  nextPayoutSeq,
  storeSettlement,
} from './sports-bets.repository';

/**
 * Paying one due bet (ADR 038, "Bets, settlement, cash-out"): one short transaction that locks
 * the player's credits and the `sportsbook` house shard first, then the bet row (ADR 015's order),
 * computes the payout of the riding stake from the legs' recorded results and moves only the
 * difference with what is posted: the new payout entry, then the exact reversal of the previous
 * one (`sb_payout_reversal:<bet>:<seq>`, its postings negated). Posting the new payout first keeps a
 * re-settlement that pays more from failing on a spent balance. A bet re-opened by a rollback
 * keeps its money until it is settled again. The bet's `paid_version` records the
 * `settle_version` paid, so running this twice, or concurrently, pays once.
 */

export type SettleOutcome = 'paid' | 'unchanged' | 'not_due';

export async function settleBet(deps: SportsBetDeps, betId: string): Promise<SettleOutcome> {
  const owner = await findBetOwner(deps.db, betId);
  if (!owner) return 'not_due';
  const credits = playerAccount(owner.user_id, 'credits');
  const house = houseAccount('sportsbook', shardFor(owner.user_id));
  const done = await deps.db.transaction().execute(async (trx) => {
    await lockEntryAccounts(trx, [credits, house]);
    const bet = await lockBet(trx, betId);
    if (!bet || bet.settle_version === bet.paid_version) return null;
    const version = bet.settle_version;
    if (bet.status === 'cashed_out') {
      await storeSettlement(trx, bet.id, version, {
        status: bet.status,
        payout: bet.payout,
        settledAt: bet.settled_at,
        counted: bet.counted,
      });
      return null;
    }
    const legs = await findLegs(trx, bet.id);
    const money = settleBetMoney({ stake: bet.stake, maxPayout: bet.max_payout, legs });
    const current = await currentPayout(trx, bet.id);
    const posted = current?.amount ?? 0n;
    const results: PostEntryResult[] = [];
    if (money.status !== 'open' && money.payout !== posted) {
      let seq = await nextPayoutSeq(trx, bet.id);
      if (money.payout > 0n) {
        const result = await postEntryInTransaction({
          trx,
          idempotencyKey: `sb_payout:${bet.id}:${seq}`,
          kind: 'sb_payout',
          reference: bet.id,
          postings: [
            { account: credits, amount: money.payout },
            { account: house, amount: -money.payout },
          ],
        });
        await insertPayout(trx, {
          betId: bet.id,
          seq,
          kind: 'payout',
          amount: money.payout,
          entryId: result.entryId,
        });
        results.push(result);
        seq += 1;
      }
      if (current) {
        const result = await postEntryInTransaction({
          trx,
          idempotencyKey: `sb_payout_reversal:${bet.id}:${current.seq}`,
          kind: 'sb_payout_reversal',
          reference: bet.id,
          postings: [
            { account: credits, amount: -current.amount },
            { account: house, amount: current.amount },
          ],
        });
        await insertPayout(trx, {
          betId: bet.id,
          seq,
          kind: 'reversal',
          amount: -current.amount,
          entryId: result.entryId,
          reverses: current.seq,
        });
        results.push(result);
      }
    }
    const isOpen = money.status === 'open';
    await storeSettlement(trx, bet.id, version, {
      status: isOpen ? 'open' : money.status,
      payout: isOpen ? posted : money.payout,
      settledAt: isOpen ? null : new Date(),
      counted: bet.counted || !isOpen,
    });
    const finalized: Finalized | null = isOpen
      ? null
      : await finalizeBet(trx, deps, bet.id, { firstTime: !bet.counted });
    return { userId: bet.user_id, results, finalized };
  });
  if (!done) return 'not_due';
  await publishSettlement(deps, betId, done);
  return done.results.length > 0 ? 'paid' : 'unchanged';
}

async function publishSettlement(
  deps: SportsBetDeps,
  betId: string,
  done: { userId: string; results: PostEntryResult[]; finalized: Finalized | null },
): Promise<void> {
  const realtime = deps.realtime();
  if (!realtime) return;
  const effects = done.finalized?.effects;
  if (effects) publishEffects(realtime, effects, done.finalized?.record ?? undefined);
  else {
    for (const result of done.results) {
      await emitBalancesAfterCommit({ db: deps.db, realtime, result });
    }
  }
  const [bet] = await findBets(deps.db, [betId]);
  if (bet) realtime.toUser(done.userId, 'sports:bet', toSbBet(bet));
}
