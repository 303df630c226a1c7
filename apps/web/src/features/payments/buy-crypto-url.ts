/**
 * The Buy Crypto widget URL (issue 19): BUY_CRYPTO_URL is a template the operator copies from
 * their on-ramp provider (README "Buy Crypto" has MoonPay, Transak, Ramp and Banxa examples),
 * with placeholders filled here, URL-encoded, from the player's deposit address for the chosen
 * currency and network:
 *
 * | placeholder       | value (USDT on TRON)                 |
 * |-------------------|--------------------------------------|
 * | `{address}`       | the deposit address                  |
 * | `{tag}`           | XRP destination tag / TON memo, else empty |
 * | `{currency}`      | `USDT` (ticker)                      |
 * | `{currencyLower}` | `usdt`                               |
 * | `{network}`       | `tron` (Tengu's network id)          |
 * | `{NETWORK}`       | `TRON`                               |
 * | `{chain}`         | `tron` (common chain name: ethereum, solana, bitcoin, ripple, …) |
 *
 * A query parameter left empty by a placeholder (no tag on this network) is removed, so
 * providers never see `walletAddressTag=`. A URL without placeholders is used as it is.
 */
import type { NetworkId } from '@tengu/shared';

/** The chain names most on-ramp widgets use (Transak `network`, for instance). */
export const CHAIN_NAMES: Record<NetworkId, string> = {
  btc: 'bitcoin',
  ltc: 'litecoin',
  doge: 'dogecoin',
  bch: 'bitcoin_cash',
  dash: 'dash',
  eth: 'ethereum',
  base: 'base',
  arbitrum: 'arbitrum',
  bsc: 'bsc',
  polygon: 'polygon',
  sol: 'solana',
  tron: 'tron',
  xrp: 'ripple',
  ton: 'ton',
  algo: 'algorand',
};

export interface BuyCryptoTarget {
  address: string;
  tag?: string | null;
  currency: string;
  network: NetworkId;
}

const PLACEHOLDER = /\{(address|tag|currency|currencyLower|network|NETWORK|chain)\}/g;

export function hasPlaceholders(template: string): boolean {
  return new RegExp(PLACEHOLDER.source).test(template);
}

/** Fills the template; null when it is not an http(s) URL once filled. */
export function buyCryptoUrl(template: string, target: BuyCryptoTarget): string | null {
  const values: Record<string, string> = {
    address: target.address,
    tag: target.tag ?? '',
    currency: target.currency.toUpperCase(),
    currencyLower: target.currency.toLowerCase(),
    network: target.network,
    NETWORK: target.network.toUpperCase(),
    chain: CHAIN_NAMES[target.network],
  };
  const emptied = new Set<string>();
  const filled = template.replace(PLACEHOLDER, (_, name: string) => {
    if (!values[name]) emptied.add(name);
    return encodeURIComponent(values[name] ?? '');
  });
  let url: URL;
  try {
    url = new URL(filled);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (emptied.size) {
    // Drop the parameters whose whole value was an empty placeholder.
    const original = new URL(template.replace(PLACEHOLDER, (match) => encodeURIComponent(match)));
    for (const [key, value] of original.searchParams) {
      const name = /^\{(\w+)\}$/.exec(value)?.[1];
      if (name && emptied.has(name)) url.searchParams.delete(key);
    }
  }
  return url.toString();
}
