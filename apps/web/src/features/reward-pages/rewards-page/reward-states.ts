import { RAKEBACK_CLAIM_MINIMUM_USD, type BonusState } from '@tengu/shared';
import { decimalToUnits } from '@/lib/formatters';

const UNITS_PER_USD = 100_000_000n;

/**
 * What the rakeback Claim button does (spec document 1 section 5: the claim needs at least $1,
 * the button is disabled at 0). Below $1 the button stays enabled, so the player learns why
 * ('You need at least $1 to claim rakeback.') instead of facing a dead button.
 */
export type RakebackClaimState = 'empty' | 'tooLittle' | 'ready';
export function rakebackClaimState(balance: string): RakebackClaimState {
  const units = decimalToUnits(balance);
  if (units <= 0n) return 'empty';
  return units < BigInt(RAKEBACK_CLAIM_MINIMUM_USD) * UNITS_PER_USD ? 'tooLittle' : 'ready';
}

/** Daily Dollars (document 1 section 5): disabled at VIP level 0 ('Unlock at VIP 1') or at $0. */
export type DailyDollarsState = 'locked' | 'empty' | 'ready';
export function dailyDollarsState(level: number, balance: string): DailyDollarsState {
  if (level < 1) return 'locked';
  return decimalToUnits(balance) > 0n ? 'ready' : 'empty';
}

/** Daily Dollars progress towards the next completion, 0–100. */
export function progressPercent(progress: number, target: number): number {
  if (target <= 0) return 0;
  return Math.max(0, Math.min(100, (progress / target) * 100));
}

/**
 * The month the monthly bonus next unlocks in (document 1 section 5: "shows the next month's
 * name preceded by '1st'"), named in the interface language and read in UTC, so that a player
 * west of Greenwich does not see the month before.
 */
export function unlockMonthName(bonus: Pick<BonusState, 'unlocks_at'>, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(bonus.unlocks_at),
  );
}

/**
 * The same day as a date ('1 grudnia', '12月1日'), for languages where "1st" and a bare month
 * name do not make a phrase.
 */
export function unlockDayName(bonus: Pick<BonusState, 'unlocks_at'>, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(bonus.unlocks_at),
  );
}

/** Whether any amount is there to show as earned (bigint compare, no float). */
export function isPositive(amount: string): boolean {
  return decimalToUnits(amount) > 0n;
}
