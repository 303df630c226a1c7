import { unitsToDecimal, type DepositBonusStatus, type LockedBalanceSettings } from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import type { PostEntryResult } from '#app/modules/ledger/ledger.service';
import { grantLockedBalance } from './grant';
import { getLockedBalanceSettings } from './locked-balance-settings';
import {
  creditedDepositCount,
  depositOrdinal,
  findOptIn,
  insertOptIn,
  isOptedIn,
  linkDepositBalance,
  recordDeposit,
} from './deposit-bonus.repository';

/**
 * The deposit bonus (spec document 2 section 9; ADR 017): 200 % of the first credited deposit,
 * 150 % of the second, 100 % of the third (operator settings), for deposits of at least $10, to
 * players who opted in (the sign-up bonus flag or the Deposit bonus info modal). No cap, never
 * expires. Granted locked as real ledger money; it unlocks as the player wagers (unlock.ts).
 */

const UNITS_PER_USD = 100_000_000n;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A credited deposit as the outbox delivers it ('deposit.credited'). */
export interface CreditedDeposit {
  userId: string;
  depositId: string;
  /** Dollars credited, units of 10⁻⁸. */
  usd: bigint;
}

/** The bonus of the `ordinal`-th credited deposit of `usd` (0 when none). */
export function depositBonusOf(
  settings: LockedBalanceSettings,
  ordinal: number,
  usd: bigint,
): { percentage: number; bonus: bigint } {
  const percentage = settings.depositBonusPercentages[ordinal - 1] ?? 0;
  if (usd < BigInt(settings.depositBonusMinimumUsd) * UNITS_PER_USD) {
    return { percentage: 0, bonus: 0n };
  }
  return { percentage, bonus: (usd * BigInt(percentage)) / 100n };
}

/**
 * Reacts to credited deposits inside the caller's transaction (the outbox dispatcher's):
 * idempotent per deposit (`deposit_bonus_deposits` primary key, the record's unique source
 * `deposit:<id>` and the ledger key `deposit_bonus:<id>`). Returns the ledger entries posted, for
 * the balance events after the commit.
 */
export async function grantDepositBonuses(options: {
  trx: Transaction<Database>;
  deposits: CreditedDeposit[];
}): Promise<PostEntryResult[]> {
  const { trx } = options;
  const settings = await getLockedBalanceSettings(trx);
  const entries: PostEntryResult[] = [];
  for (const deposit of options.deposits) {
    // Payments always send uuids; anything else is not a deposit this bonus can know.
    if (!UUID.test(deposit.userId) || !UUID.test(deposit.depositId)) continue;
    const optedIn = await findOptIn(trx, deposit.userId);
    if (optedIn === undefined) continue;
    const ordinal = await depositOrdinal(trx, deposit.userId, deposit.depositId);
    const { percentage, bonus } = optedIn
      ? depositBonusOf(settings, ordinal, deposit.usd)
      : { percentage: 0, bonus: 0n };
    const isNew = await recordDeposit(trx, { ...deposit, ordinal, percentage, bonus });
    if (!isNew || bonus === 0n) continue;
    const granted = await grantLockedBalance({
      trx,
      userId: deposit.userId,
      type: 'deposit-bonus',
      amount: bonus,
      source: `deposit:${deposit.depositId}`,
      kind: 'deposit_bonus',
      idempotencyKey: `deposit_bonus:${deposit.depositId}`,
    });
    if (!granted) continue;
    await linkDepositBalance(trx, deposit.depositId, granted.id);
    entries.push(granted.entry);
  }
  return entries;
}

/** The opt-in call of the Deposit bonus info modal (idempotent). */
export async function optInToDepositBonus(options: {
  db: DB;
  userId: string;
}): Promise<DepositBonusStatus> {
  await insertOptIn(options.db, options.userId);
  return getDepositBonusStatus(options);
}

/** What the Deposit bonus info modal shows. */
export async function getDepositBonusStatus(options: {
  db: DB;
  userId: string;
}): Promise<DepositBonusStatus> {
  const { db, userId } = options;
  const settings = await getLockedBalanceSettings(db);
  const [optedIn, creditedDeposits] = await Promise.all([
    isOptedIn(db, userId),
    creditedDepositCount(db, userId),
  ]);
  const percent = (bps: number) => (settings.wagerShareBps * bps) / 1_000_000;
  return {
    optedIn,
    creditedDeposits,
    nextPercentage: settings.depositBonusPercentages[creditedDeposits] ?? null,
    percentages: settings.depositBonusPercentages,
    minimumDeposit: unitsToDecimal(BigInt(settings.depositBonusMinimumUsd) * UNITS_PER_USD),
    unlockPercentOfWager: percent(settings.depositBonusUnlockBps),
    signUpSpinUnlockPercentOfWager: percent(settings.signUpSpinUnlockBps),
  };
}
