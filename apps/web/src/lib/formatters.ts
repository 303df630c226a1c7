import type { Language } from '@tengu/shared';

/**
 * Money arrives as decimal dollar strings with at most 8 decimals ("12.34", "-0.5";
 * docs/decisions/006-wallet-money-json.md). Display rules are the spec's (document 1 section 9):
 * balances are floored to 2 decimals, the vault balance to whole dollars, bet-card amounts show
 * 2 decimals and none above 9999, raffle tickets go compact above a million. Amounts are parsed
 * here with bigint rather than through `@tengu/shared/money`, which brings zod into the first page.
 */
const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,8}))?$/;
const SCALE = 100_000_000n;

/** Decimal string → integer units of 10⁻⁸ USD; anything unreadable counts as 0. */
export function decimalToUnits(text: string): bigint {
  const match = DECIMAL.exec(text.trim());
  if (!match) return 0n;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const units = BigInt(whole) * SCALE + BigInt(fraction.padEnd(8, '0'));
  return sign ? -units : units;
}

/** Floors to a multiple of `step` units; bigint division truncates toward zero, so negatives step down once more. */
function floorUnits(units: bigint, step: bigint): bigint {
  const steps = units / step;
  return units < 0n && units % step !== 0n ? steps - 1n : steps;
}

/** Floors to whole cents. */
export function toCents(amount: string): bigint {
  return floorUnits(decimalToUnits(amount), 1_000_000n);
}

/** The amount floored to 2 decimals as plain text for an input ("12.34", "0.5" → "0.50"). */
export function floorToCentsText(amount: string): string {
  const cents = toCents(amount);
  const sign = cents < 0n ? '-' : '';
  const magnitude = cents < 0n ? -cents : cents;
  return `${sign}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
}

function intlLocale(language: Language): string {
  // Persian keeps Western digits for amounts, as crypto sites do, so numbers read the same everywhere.
  return language === 'fa' ? 'fa-IR-u-nu-latn' : language;
}

/**
 * Formats whole cents exactly: the integer part goes through Intl as a bigint (no float), and
 * the cents are put back into Intl's own parts, so grouping and symbols stay localised.
 */
function formatCents(cents: bigint, language: Language, options: Intl.NumberFormatOptions): string {
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  const whole = magnitude / 100n;
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  const format = new Intl.NumberFormat(intlLocale(language), options);
  const parts = format.formatToParts(negative ? -whole : whole);
  const digits = options.maximumFractionDigits ?? 2;
  const text = parts
    .map((part) => (part.type === 'fraction' ? fraction.slice(0, digits) : part.value))
    .join('');
  // A bigint has no -0: between -$1 and $0 the sign is added by hand.
  return negative && whole === 0n ? `-${text}` : text;
}

export function formatUsd(amount: string, language: Language): string {
  return formatCents(toCents(amount), language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** The vault balance: floored to whole dollars (spec document 1 section 9). */
export function formatUsdWhole(amount: string, language: Language): string {
  const cents = floorUnits(decimalToUnits(amount), SCALE) * 100n;
  return formatCents(cents, language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
}

export function formatBetAmount(amount: string, language: Language): string {
  const cents = toCents(amount);
  // Above 9999 the cents are dropped, not rounded up into a win the player did not get.
  const isLarge = (cents < 0n ? -cents : cents) > 999_900n;
  const digits = isLarge ? 0 : 2;
  return formatCents(cents, language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

export function formatTicketCount(count: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), {
    notation: count > 1_000_000 ? 'compact' : 'standard',
    maximumFractionDigits: count > 1_000_000 ? 1 : 0,
  }).format(count);
}

/** Units → minimal decimal string ("12.34", "0", "-5"), the API's form. */
export function unitsToDecimalText(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const magnitude = units < 0n ? -units : units;
  const fraction = (magnitude % SCALE).toString().padStart(8, '0').replace(/0+$/, '');
  return `${sign}${magnitude / SCALE}${fraction ? `.${fraction}` : ''}`;
}

/** Exact sum of decimal amounts (credits + freebets, locked + unlocked). */
export function sumDecimals(...amounts: string[]): string {
  return unitsToDecimalText(amounts.reduce((sum, amount) => sum + decimalToUnits(amount), 0n));
}

/**
 * What an amount box keeps of typed text: digits and one decimal point, at most 8 decimals
 * (spec document 2 section 5, Vault amount).
 */
export function sanitizeAmountInput(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point < 0) return cleaned;
  const whole = cleaned.slice(0, point);
  const fraction = cleaned
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 8);
  return `${whole}.${fraction}`;
}
