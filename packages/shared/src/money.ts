import { z } from 'zod';

/**
 * Dollar amounts (ARCHITECTURE.md, Money; docs/decisions/006-wallet-money-json.md): integers of
 * 10⁻⁸ USD (`bigint`) on the server, decimal strings in JSON, in their minimal form: "12.34",
 * "0.00000001", "0", "-5". No floating point ever touches an amount.
 */
export const USD_DECIMALS = 8;
const SCALE = 10n ** BigInt(USD_DECIMALS);

/** Units → decimal string, minimal form (no trailing zeros, no trailing point). */
export function unitsToDecimal(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const magnitude = units < 0n ? -units : units;
  const whole = magnitude / SCALE;
  const fraction = (magnitude % SCALE).toString().padStart(USD_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
/** PostgreSQL's bigint: no amount beyond it can be stored (about 92 billion dollars). */
export const MAX_UNITS = 2n ** 63n - 1n;

/**
 * Decimal string → units. Accepts digits with an optional point and at most 8 decimals ("1",
 * "1.5", "0.00000001"); a leading "-" only when `allowNegative`. Throws a RangeError on anything
 * else (garbage, exponents, "+1", ".5", "1.", more than 8 decimals, beyond `MAX_UNITS`), never
 * rounds.
 */
export function decimalToUnits(text: string, options: { allowNegative?: boolean } = {}): bigint {
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a decimal amount: ${JSON.stringify(text)}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (sign && !options.allowNegative) throw new RangeError(`negative amount: ${text}`);
  if (fraction.length > USD_DECIMALS) {
    throw new RangeError(`more than ${USD_DECIMALS} decimals: ${text}`);
  }
  const units = BigInt(whole) * SCALE + BigInt(fraction.padEnd(USD_DECIMALS, '0') || '0');
  if (units > MAX_UNITS) throw new RangeError(`amount too large: ${text}`);
  return sign ? -units : units;
}

/** Whether the text is a valid non-negative decimal amount. */
export function isDecimalAmount(text: string): boolean {
  try {
    decimalToUnits(text);
    return true;
  } catch {
    return false;
  }
}

export const MONEY_MESSAGES = {
  invalidAmount: 'Enter a valid amount with at most 8 decimals.',
  notPositive: 'The amount must be greater than 0.',
} as const;

/** A positive dollar amount as a decimal string with at most 8 decimals ("12.34"). */
export const zDecimalAmount = z
  .string()
  .trim()
  .max(40)
  .refine(isDecimalAmount, { message: MONEY_MESSAGES.invalidAmount })
  .refine((text) => !isDecimalAmount(text) || decimalToUnits(text) > 0n, {
    message: MONEY_MESSAGES.notPositive,
  });
