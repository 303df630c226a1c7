import type { AssetInfo } from '@tengu/shared';
import { ASSETS, findAsset } from '@tengu/shared';

/** The asset a route or button named ('solana', 'btc', 'USDT'), else the default (Solana). */
export function assetFromParam(currency: string, onlyWithdrawable = false): AssetInfo {
  const found = findAsset(currency);
  const fallback = findAsset('solana') ?? ASSETS[0]!;
  if (!found) return fallback;
  if (onlyWithdrawable && !found.networks.some((on) => on.withdrawable)) return fallback;
  return found;
}

/** Long addresses shortened for labels: "0x1234…abcd". */
export function shortAddress(address: string): string {
  return address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** Trims a crypto amount for display to at most `digits` decimals, without rounding up. */
export function trimDecimals(amount: string, digits = 8): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const cut = fraction.slice(0, digits).replace(/0+$/, '');
  return cut ? `${whole}.${cut}` : whole;
}

/** Digits with one optional point; everything else removed, negatives become 0 (spec). */
export function sanitizeCryptoInput(text: string): string {
  if (text.trim().startsWith('-')) return '0';
  const cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length ? `${whole}.${rest.join('')}` : whole;
}

/** Decimals a converted crypto amount is shown with (document 2 section 7, price conversion). */
export const CONVERTED_CRYPTO_DECIMALS = 6;

/**
 * A converted crypto amount as the amount field shows it: 6 decimals (fewer when the asset has
 * fewer), cut rather than rounded so that it never asks for more than the dollars typed.
 * "0.0416666666" → "0.041666"; "10" → "10.000000".
 */
export function convertedCryptoText(amount: string, assetDecimals: number): string {
  const digits = Math.min(CONVERTED_CRYPTO_DECIMALS, assetDecimals);
  const [whole = '0', fraction = ''] = amount.split('.');
  if (digits === 0) return whole;
  return `${whole}.${fraction.slice(0, digits).padEnd(digits, '0')}`;
}

/**
 * Dollars for a small fee: cents when it is a cent or more, otherwise two significant digits
 * ("0.0007" → "$0.0007", "0.00123456" → "$0.0012"), cut, never rounded up.
 */
export function formatSmallUsd(amount: string, language: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const padded = fraction.padEnd(2, '0');
  const isBelowCent = whole === '0' && padded.slice(0, 2) === '00' && /[1-9]/.test(fraction);
  const firstDigit = fraction.search(/[1-9]/);
  const significant = fraction.slice(0, Math.min(firstDigit + 2, 8)).replace(/0+$/, '');
  const digits = isBelowCent ? significant.length : 2;
  const format = new Intl.NumberFormat(language === 'fa' ? 'fa-IR-u-nu-latn' : language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const cut = fraction.padEnd(digits, '0').slice(0, digits);
  return format
    .formatToParts(BigInt(whole))
    .map((part) => (part.type === 'fraction' ? cut : part.value))
    .join('');
}
