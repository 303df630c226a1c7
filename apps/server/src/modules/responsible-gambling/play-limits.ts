import { RG_MESSAGES, type RgLimitKind, type RgLimitPeriod } from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import {
  addUsage,
  depositedSince,
  listLimits,
  lockLimits,
  usageSince,
} from './responsible-gambling.repository';
import { effectiveLimit, periodStarts } from './rg-periods';
import { mayHavePlayLimits, restrictionOf } from './restrictions';

/**
 * Loss and wager limits on the bet path (ADR 050). For a player without a limit a bet costs one
 * look-up in memory (`restrictions.ts`), nothing more. For a player with one, the stake is
 * **reserved** before the bet: in a short transaction that locks the player's limit rows (so
 * their concurrent bets queue there, on every replica), the period's totals are read and the
 * stake is added to the day's wagered and lost totals — as if it were lost — only if no limit
 * would pass. When the bet settles its payout is taken back off the day's loss; a refused bet
 * takes its whole reservation back. So no bet, however many run at once, can take the player
 * past a limit: each is counted at its worst before it plays.
 */

export interface PlayReservation {
  userId: string;
  /** The UTC day the stake was counted on (a later payout is taken back from that day). */
  day: string;
  amount: bigint;
}

function refusal(kind: RgLimitKind, period: RgLimitPeriod, isReached: boolean): AppError {
  const message = isReached
    ? RG_MESSAGES.limitReached(kind, period)
    : RG_MESSAGES.limitWouldExceed(kind, period);
  return new AppError('RG_LIMIT_REACHED', message, {
    data: { kind, period, reached: isReached },
  });
}

const PLAY_KINDS = ['loss', 'wager'] as const;

/** Whether the player has a loss or wager limit (from memory after this process's first read). */
async function hasPlayLimits(db: DB, userId: string): Promise<boolean> {
  return (await restrictionOf(db, userId))?.hasPlayLimits === true;
}

/** The UTC day a stake made at `at` was counted on (a later payout is taken back from it). */
const dayOf = (at: Date) => periodStarts(at).day;

async function checkAndCount(
  trx: Transaction<Database>,
  options: { userId: string; amount: bigint; now: Date; count: boolean },
): Promise<PlayReservation | null> {
  const { userId, amount, now } = options;
  const rows = await lockLimits(trx, userId, PLAY_KINDS);
  const limits = rows
    .map((row) => ({ row, amount: effectiveLimit(row, now).amount }))
    .filter(
      (limit): limit is { row: (typeof rows)[number]; amount: bigint } => limit.amount !== null,
    );
  if (limits.length === 0) return null;
  const starts = periodStarts(now);
  const usage = await usageSince(trx, userId, starts);
  for (const limit of limits) {
    const { kind, period } = limit.row;
    const used = kind === 'loss' ? usage[period].lost : usage[period].wagered;
    if (used >= limit.amount) throw refusal(kind, period, true);
    if (used + amount > limit.amount) throw refusal(kind, period, false);
  }
  if (!options.count || amount === 0n) return null;
  await addUsage(trx, { userId, day: starts.day, wagered: amount, lost: amount });
  return { userId, day: starts.day, amount };
}

/** Reserves the stake against the player's loss and wager limits; null: no limit applies. */
export async function reservePlay(options: {
  db: DB;
  userId: string;
  amount: bigint;
}): Promise<PlayReservation | null> {
  if (!(await hasPlayLimits(options.db, options.userId))) return null;
  const now = new Date();
  return options.db
    .transaction()
    .execute((trx) => checkAndCount(trx, { ...options, now, count: true }));
}

/** The bet settled: its payout comes off the reserved day's loss. */
export async function settleReservation(
  db: DB | Transaction<Database>,
  reservation: PlayReservation,
  payout: bigint,
): Promise<void> {
  if (payout === 0n) return;
  await addUsage(db, {
    userId: reservation.userId,
    day: reservation.day,
    wagered: 0n,
    lost: -payout,
  });
}

/** The bet was refused before anything moved: the reservation is taken back. */
export async function cancelReservation(db: DB, reservation: PlayReservation): Promise<void> {
  const { userId, day, amount } = reservation;
  await addUsage(db, { userId, day, wagered: -amount, lost: -amount });
}

/**
 * Runs a bet within the player's limits: `payoutOf` answers what the settled bet paid back
 * (0 for a round that pays later, null when nothing was placed — an Idempotency-Key replay).
 * A refusal (an AppError, thrown before anything moved) takes the reservation back; any other
 * failure leaves it counted, erring on the player's protection.
 */
export async function withinPlayLimits<T>(
  options: { db: DB; userId: string; amount: bigint },
  play: () => Promise<T>,
  payoutOf: (result: T) => bigint | null,
): Promise<T> {
  const reservation = await reservePlay(options);
  if (!reservation) return play();
  let result: T;
  try {
    result = await play();
  } catch (error) {
    if (error instanceof AppError) await cancelReservation(options.db, reservation);
    throw error;
  }
  const payout = payoutOf(result);
  if (payout === null) await cancelReservation(options.db, reservation);
  else await settleReservation(options.db, reservation, payout);
  return result;
}

/**
 * A multi-step round (mines, blackjack …) that ends: its payout comes off the loss of the day it
 * started, inside the settling transaction. Free for players without limits (memory only).
 */
export async function settleRoundPayout(
  trx: Transaction<Database>,
  options: { userId: string; startedAt: Date; payout: bigint },
): Promise<void> {
  if (options.payout === 0n || !mayHavePlayLimits(options.userId)) return;
  await settleReservation(
    trx,
    { userId: options.userId, day: dayOf(options.startedAt), amount: 0n },
    options.payout,
  );
}

/**
 * An extra stake inside a running round (blackjack's double, split, insurance), counted inside
 * that round's transaction: refused like a bet when it would pass a limit.
 */
export async function countExtraStake(
  trx: Transaction<Database>,
  options: { userId: string; amount: bigint },
): Promise<void> {
  if (!mayHavePlayLimits(options.userId)) return;
  await checkAndCount(trx, { ...options, now: new Date(), count: true });
}

/**
 * A stake that arrives inside another feature's transaction, with the database handle at hand (a
 * provider's wallet bet, ADR 050): counted like a bet's, and refused (`RG_LIMIT_REACHED`, before
 * the caller moves any money) when it would take the player past a loss or wager limit. The
 * players' protections are read from memory, loaded on first use in this process.
 */
export async function countStakeIn(
  trx: Transaction<Database>,
  options: { db: DB; userId: string; amount: bigint; now: Date },
): Promise<void> {
  if (!(await hasPlayLimits(options.db, options.userId))) return;
  await checkAndCount(trx, { ...options, count: true });
}

/**
 * A payout that settles play counted earlier (a provider round's win, a sports bet's settlement,
 * ADR 050) comes off the loss of the day its stake was counted, inside the paying transaction; a
 * negative amount (a re-settlement that pays less) adds to that day's loss again.
 */
export async function settlePayoutIn(
  trx: Transaction<Database>,
  options: { db: DB; userId: string; stakedAt: Date; payout: bigint },
): Promise<void> {
  if (options.payout === 0n) return;
  if (!(await hasPlayLimits(options.db, options.userId))) return;
  await settleReservation(
    trx,
    { userId: options.userId, day: dayOf(options.stakedAt), amount: 0n },
    options.payout,
  );
}

/**
 * A stake counted by `countStakeIn` was cancelled (a provider's rollback, the stake back to the
 * player): it comes off the wagered and lost totals of the day it was counted on.
 */
export async function uncountStakeIn(
  trx: Transaction<Database>,
  options: { db: DB; userId: string; stakedAt: Date; amount: bigint },
): Promise<void> {
  if (options.amount === 0n) return;
  if (!(await hasPlayLimits(options.db, options.userId))) return;
  await addUsage(trx, {
    userId: options.userId,
    day: dayOf(options.stakedAt),
    wagered: -options.amount,
    lost: -options.amount,
  });
}

/**
 * Refuses when a loss or wager limit is already reached, without counting anything: for play
 * whose stakes arrive later through a provider's wallet calls (a provider game's launch).
 */
export async function assertPlayLimitsOpen(options: { db: DB; userId: string }): Promise<void> {
  if (!(await hasPlayLimits(options.db, options.userId))) return;
  const now = new Date();
  await options.db
    .transaction()
    .execute((trx) => checkAndCount(trx, { ...options, amount: 0n, now, count: false }));
}

/**
 * Refuses a new deposit address (or wallet transfer) once the period's credited deposits reached
 * a deposit limit. Deposits that arrive anyway are still credited: money is never lost.
 */
export async function assertDepositOpen(options: { db: DB; userId: string }): Promise<void> {
  const { db, userId } = options;
  const restriction = await restrictionOf(db, userId);
  if (!restriction?.hasDepositLimits) return;
  const now = new Date();
  const rows = (await listLimits(db, userId)).filter((row) => row.kind === 'deposit');
  const deposited = await depositedSince(db, userId, periodStarts(now));
  for (const row of rows) {
    const amount = effectiveLimit(row, now).amount;
    if (amount !== null && deposited[row.period] >= amount) {
      throw new AppError('RG_LIMIT_REACHED', RG_MESSAGES.limitReached('deposit', row.period), {
        data: { kind: 'deposit', period: row.period, reached: true },
      });
    }
  }
}
