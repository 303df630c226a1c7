import type { RewardClaimKind } from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import { houseAccount, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import {
  lockEntryAccounts,
  postEntryInTransaction,
  type PostEntryResult,
} from '#app/modules/ledger/ledger.service';
import { addDays, utcDate } from './reward-periods';
import { insertCalendarItems, type CalendarItemRow } from './calendar.repository';

/** Calendar item messages per scheduled claim kind (document 2 section 3: id, message, value). */
const SCHEDULE_LABELS: Partial<Record<RewardClaimKind, string>> = {
  rakeback: 'Rakeback',
  daily_dollars: 'Daily Dollars',
  weekly: 'Weekly Bonus',
  monthly: 'Monthly Bonus',
};

export interface ClaimPayout {
  claimId: string;
  value: bigint;
  paid: bigint;
  scheduled: bigint;
  cooldownDays: number;
  /** The ledger entry of the half paid now (null when nothing was paid now). */
  entry: PostEntryResult | null;
  /** The calendar items holding the scheduled half. */
  items: CalendarItemRow[];
}

/** The scheduled half spread over `days` parts: equal floors, the remainder on the last. */
export function splitSchedule(scheduled: bigint, days: number): bigint[] {
  if (days <= 0 || scheduled <= 0n) return [];
  const part = scheduled / BigInt(days);
  return Array.from({ length: days }, (_, n) =>
    n === days - 1 ? scheduled - part * BigInt(days - 1) : part,
  );
}

/**
 * Row-locks the accounts a reward payout touches (the bonus expense shard and the player's
 * pocket), returning the pocket's balance. A claim calls it FIRST: a bet locks the player's
 * ledger accounts before its accrual updates the reward rows, so a claim taking a reward row
 * before the ledger's would lock in the opposite order and could deadlock with the player's bet.
 */
export async function lockPayoutAccounts(
  trx: Transaction<Database>,
  userId: string,
  pocket: 'credits' | 'freebets' = 'credits',
): Promise<bigint> {
  const player = playerAccount(userId, pocket);
  const locked = await lockEntryAccounts(trx, [
    houseAccount('bonus_expense', shardFor(userId)),
    player,
  ]);
  return locked.find((a) => a.key.owner === 'player')?.balance ?? 0n;
}

/** One balanced entry: the house's bonus expense (the player's shard) pays into a pocket. */
export function postRewardEntry(options: {
  trx: Transaction<Database>;
  userId: string;
  idempotencyKey: string;
  reference: string;
  amount: bigint;
  pocket?: 'credits' | 'freebets';
}): Promise<PostEntryResult> {
  const { trx, userId, amount, pocket = 'credits' } = options;
  return postEntryInTransaction({
    trx,
    idempotencyKey: options.idempotencyKey,
    kind: 'reward',
    reference: options.reference,
    postings: [
      { account: houseAccount('bonus_expense', shardFor(userId)), amount: -amount },
      { account: playerAccount(userId, pocket), amount },
    ],
  });
}

/**
 * Pays a claim inside the caller's transaction (the one that took the counter): records it in
 * `reward_claims`, pays half now (floor) into credits and puts the rest on the Pending Rewards
 * calendar over `cooldownDays` days from tomorrow (UTC; spec document 1 section 9, claim
 * cooldowns), paid from the bonus expense only when each item is claimed. `cooldownDays` 0 pays
 * everything now (referral bonus).
 */
export async function payClaim(options: {
  trx: Transaction<Database>;
  userId: string;
  kind: RewardClaimKind;
  value: bigint;
  cooldownDays: number;
  now: Date;
  reference?: string | null;
}): Promise<ClaimPayout> {
  const { trx, userId, kind, value, cooldownDays, now } = options;
  const paid = cooldownDays > 0 ? value / 2n : value;
  const scheduled = value - paid;
  const claim = await trx
    .insertInto('reward_claims')
    .values({
      user_id: userId,
      kind,
      value,
      paid,
      scheduled,
      reference: options.reference ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entry =
    paid > 0n
      ? await postRewardEntry({
          trx,
          userId,
          idempotencyKey: `reward:${claim.id}`,
          reference: kind,
          amount: paid,
        })
      : null;
  const today = utcDate(now);
  const label = SCHEDULE_LABELS[kind] ?? kind;
  const parts = splitSchedule(scheduled, cooldownDays);
  const items = await insertCalendarItems(
    trx,
    parts
      .map((amount, n) => ({
        user_id: userId,
        source: kind,
        source_ref: `${claim.id}:${n + 1}`,
        message: `${label} ${n + 1}/${parts.length}`,
        amount,
        unlock_date: addDays(today, n + 1),
      }))
      // A part of 0 (a scheduled half smaller than the days) is left out (amount > 0 by schema).
      .filter((item) => item.amount > 0n),
  );
  return { claimId: claim.id, value, paid, scheduled, cooldownDays, entry, items };
}
