import { decimalToUnits, unitsToDecimal } from '@tengu/shared';

/** The part of the riding stake a percentage cashes out, in whole units (rounded down). */
export function partStake(stake: string, percent: number): string {
  const units = (decimalToUnits(stake) * BigInt(Math.round(percent))) / 100n;
  return unitsToDecimal(units);
}

/**
 * The offer for a part of the stake. The cash-out value is linear in the stake before its one
 * rounding (ADR 035), so floor(full × part / stake) never exceeds what the server computes for
 * the part: the player is never promised more than is paid (a higher value is paid).
 */
export function partValue(fullValue: string, stake: string, part: string): string {
  const riding = decimalToUnits(stake);
  if (riding === 0n) return '0';
  return unitsToDecimal((decimalToUnits(fullValue) * decimalToUnits(part)) / riding);
}

/** What keeps riding after cashing out `part` of `stake`. */
export function stakeLeft(stake: string, part: string): string {
  return unitsToDecimal(decimalToUnits(stake) - decimalToUnits(part));
}
