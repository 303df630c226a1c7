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
