import {
  CHALLENGE_PRIZE_SPLIT,
  multiplierText,
  unitsToDecimal,
  type CalendarItem,
  type ChallengeGame,
  type ChallengeWinnerPayload,
} from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import { houseAccount, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import {
  lockEntryAccounts,
  postEntryInTransaction,
  type PostEntryResult,
} from '#app/modules/ledger/ledger.service';
import { grantCalendarItems } from '#app/modules/rewards/calendar-grants';
import { setPrizeEntry, takeWin, type ChallengeRow } from './challenges.repository';

/** A won challenge, paid, with what the winner is told after the commit. */
export interface PaidWin {
  userId: string;
  entry: PostEntryResult;
  items: CalendarItem[];
  payload: ChallengeWinnerPayload;
}

/** Document 2 section 9: half (floored) to the balance now, the rest to the calendar. */
export function splitPrize(prize: bigint): { paid: bigint; scheduled: bigint } {
  const paid = (prize * BigInt(CHALLENGE_PRIZE_SPLIT.balancePercent)) / 100n;
  return { paid, scheduled: prize - paid };
}

/**
 * Awards `challenge` to the player of a qualifying bet, inside the outbox delivery's transaction,
 * and pays the prize there, so nobody loses a prize by not opening a modal (ADR 021):
 * 1. lock the payout's ledger accounts (the player's bonus-expense shard and credits) FIRST — the
 *    lock order of every claim (ADR 015), so a prize never deadlocks with the player's bets;
 * 2. take the win with one conditional update (`winner_id IS NULL`): of concurrent qualifying
 *    bets exactly one gets the row, the others get nothing and pay nothing;
 * 3. one ledger entry `challenge:<id>` from `bonus_expense` pays half to the credits; the other
 *    half goes on the Pending Rewards calendar over 3 days (paid from `bonus_expense` as each
 *    item is claimed). The entry's key makes a second payment impossible even if step 2 failed.
 * Returns null when someone else already won it (or it was cancelled or ended meanwhile).
 */
export async function awardChallenge(options: {
  trx: Transaction<Database>;
  challenge: ChallengeRow;
  userId: string;
  stake: bigint;
  payout: bigint;
  at: Date;
  now: Date;
}): Promise<PaidWin | null> {
  const { trx, challenge, userId } = options;
  const bonusExpense = houseAccount('bonus_expense', shardFor(userId));
  const credits = playerAccount(userId, 'credits');
  await lockEntryAccounts(trx, [bonusExpense, credits]);
  const won = await takeWin(trx, {
    id: challenge.id,
    userId,
    at: options.at,
    stake: options.stake,
    payout: options.payout,
  });
  if (!won) return null;
  const { paid, scheduled } = splitPrize(won.prize);
  const entry = await postEntryInTransaction({
    trx,
    idempotencyKey: `challenge:${won.id}`,
    kind: 'challenge',
    reference: won.id,
    postings: [
      { account: bonusExpense, amount: -paid },
      { account: credits, amount: paid },
    ],
  });
  await setPrizeEntry(trx, won.id, entry.entryId);
  const items = await grantCalendarItems({
    trx,
    userId,
    source: 'challenge',
    sourceRef: won.id,
    label: `Challenge #${won.number}`,
    amount: scheduled,
    days: CHALLENGE_PRIZE_SPLIT.calendarDays,
    now: options.now,
  });
  return {
    userId,
    entry,
    items,
    payload: {
      challenge_id: won.number,
      title: won.title,
      title_is_custom: won.title_is_custom,
      game: won.game as ChallengeGame,
      min_multiplier: multiplierText(won.min_multiplier_x100),
      min_stake: unitsToDecimal(won.min_stake),
      prize: unitsToDecimal(won.prize),
      paid: unitsToDecimal(paid),
      scheduled: unitsToDecimal(scheduled),
      days: CHALLENGE_PRIZE_SPLIT.calendarDays,
    },
  };
}
