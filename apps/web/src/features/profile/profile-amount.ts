import { toCents } from '@/lib/formatters';

/**
 * Profile amounts (spec document 2 section 9): K from 10,000 and M from 1,000,000, floored so a
 * total never reads higher than it is ("$12.34K", "$1.5M"); below 10,000 plain dollars and cents.
 */
export function formatProfileAmount(amount: string, locale: string): string {
  const cents = toCents(amount);
  const dollars = Number(cents) / 100;
  const abs = Math.abs(dollars);
  const [divisor, suffix] =
    abs >= 1_000_000 ? [1_000_000, 'M'] : abs >= 10_000 ? [1_000, 'K'] : [1, ''];
  if (divisor === 1) {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(dollars);
  }
  const scaled = Math.floor((abs / divisor) * 100) / 100;
  const text = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(dollars < 0 ? -scaled : scaled);
  return `${text}${suffix}`;
}
