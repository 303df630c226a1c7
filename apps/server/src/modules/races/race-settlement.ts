import { RACE_PRIZE_POSITIONS } from '@tengu/shared';
import {
  houseAccount,
  playerAccount,
  shardFor,
  type AccountKey,
} from '#app/modules/ledger/accounts';
import {
  lockEntryAccounts,
  postEntryInTransaction,
  type PostEntryResult,
} from '#app/modules/ledger/ledger.service';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import {
  findDueRaces,
  findRace,
  markEnded,
  rankedParticipants,
  recordPlace,
  recordRefund,
} from './races.repository';
import type { RaceDeps } from './races.deps';

/**
 * A race's end (docs/decisions/024-races.md). Every replica's schedule may try; the conditional
 * update `active → ended` lets one transaction pay, and that transaction pays every place from
 * `race_escrow` (keys `race:<id>:<position>`) and returns the unpaid places to the affiliate
 * (`race:<id>:refund`). A crash before its commit leaves the race active and the next tick pays
 * it; the keys could not pay twice anyway.
 *
 * A bet placed before the end reaches the race through the outbox: the settlement waits
 * `SETTLE_GRACE_MS` after the end (bets committing across the end) and until no `play` message
 * from before the end is pending (findDueRaces).
 */
export const SETTLE_GRACE_MS = 5_000;

export type SettleOutcome = 'paid' | 'already-ended' | 'not-due';

export async function settleRace(deps: RaceDeps, raceId: string): Promise<SettleOutcome> {
  const now = deps.now();
  const endedBy = new Date(now.getTime() - SETTLE_GRACE_MS);
  const race = await findRace(deps.db, raceId);
  if (!race || race.status === 'ended') return 'already-ended';
  if (race.ends_at.getTime() > endedBy.getTime()) return 'not-due';
  const escrow = houseAccount('race_escrow', shardFor(raceId));
  const affiliate = playerAccount(race.affiliate_id, 'credits');
  const preview = await rankedParticipants(deps.db, raceId, RACE_PRIZE_POSITIONS);

  const done = await deps.db.transaction().execute(async (trx) => {
    // Ledger accounts first, all at once in id order (ADR 015), then the race's row.
    const accounts: AccountKey[] = [
      escrow,
      affiliate,
      ...preview.map((w) => playerAccount(w.user_id, 'credits')),
    ];
    await lockEntryAccounts(trx, accounts);
    if (!(await markEnded(trx, raceId, endedBy, now))) return null;
    // The wagers are final now: a delivery that held the race FOR SHARE has committed, later
    // ones find it ended.
    const winners = await rankedParticipants(trx, raceId, RACE_PRIZE_POSITIONS);
    const entries: PostEntryResult[] = [];
    let unpaid = 0n;
    for (let index = 0; index < RACE_PRIZE_POSITIONS; index++) {
      const prize = race.prizes[index]!;
      const winner = winners[index];
      if (!winner) {
        unpaid += prize;
        continue;
      }
      const entry = await postEntryInTransaction({
        trx,
        idempotencyKey: `race:${raceId}:${index + 1}`,
        kind: 'race',
        reference: `race:${raceId}`,
        postings: [
          { account: escrow, amount: -prize },
          { account: playerAccount(winner.user_id, 'credits'), amount: prize },
        ],
      });
      entries.push(entry);
      await recordPlace(trx, {
        raceId,
        userId: winner.user_id,
        position: index + 1,
        prize,
        entryId: entry.entryId,
      });
    }
    if (unpaid > 0n) {
      entries.push(
        await postEntryInTransaction({
          trx,
          idempotencyKey: `race:${raceId}:refund`,
          kind: 'race',
          reference: `race:${raceId}`,
          postings: [
            { account: escrow, amount: -unpaid },
            { account: affiliate, amount: unpaid },
          ],
        }),
      );
      await recordRefund(trx, raceId, unpaid);
    }
    return entries;
  });
  if (!done) return 'already-ended';
  const { realtime } = deps;
  if (realtime) {
    for (const result of done) {
      await emitBalancesAfterCommit({ db: deps.db, realtime, result }).catch(() => undefined);
    }
  }
  return 'paid';
}

/** One tick of the schedule: pays every race that is due, oldest end first. */
export async function settleDueRaces(deps: RaceDeps): Promise<Record<string, SettleOutcome>> {
  const endedBy = new Date(deps.now().getTime() - SETTLE_GRACE_MS);
  const outcomes: Record<string, SettleOutcome> = {};
  for (const raceId of await findDueRaces(deps.db, endedBy)) {
    outcomes[raceId] = await settleRace(deps, raceId);
  }
  return outcomes;
}
