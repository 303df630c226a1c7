import { ASSETS, type AssetInfo } from '@tengu/shared';

/**
 * Where dollar prices come from (issue 9 item 5). A price is USD per one whole coin as a decimal
 * string ("140.25"); ids are the assets' slugs (`AssetInfo.id`, CoinGecko ids).
 */
export interface PriceSource {
  /** For messages and the admin CLI ("file ./prices.json", "http https://…"). */
  readonly name: string;
  /**
   * Prices for these ids; an id the source does not know is missing from the map. Throws
   * `PricesUnavailableError` when the source cannot answer at all.
   */
  getPrices(ids: readonly string[]): Promise<Map<string, string>>;
}

export class PricesUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PricesUnavailableError';
  }
}

/** Prices are kept with 18 decimals: meme tokens cost fractions of a cent. */
export const PRICE_DECIMALS = 18;
const PRICE_SCALE = 10n ** BigInt(PRICE_DECIMALS);
/** Dollar amounts are 10⁻⁸ USD (money.ts). */
const USD_SCALE = 10n ** 8n;
const PRICE_TEXT = /^(\d{1,15})(?:\.(\d{1,30}))?$/;

/** "140.25" → 140.25 × 10¹⁸; digits beyond 18 decimals are dropped. Throws on anything else. */
export function parsePrice(text: string): bigint {
  const match = PRICE_TEXT.exec(text.trim());
  if (!match) throw new RangeError(`not a price: ${JSON.stringify(text)}`);
  const [, whole = '0', fraction = ''] = match;
  const value =
    BigInt(whole) * PRICE_SCALE +
    BigInt(fraction.slice(0, PRICE_DECIMALS).padEnd(PRICE_DECIMALS, '0'));
  if (value <= 0n) throw new RangeError(`price must be above 0: ${text}`);
  return value;
}

/** A JSON number from a price API → decimal text without exponent (1.2e-7 → "0.00000012"). */
export function numberToPriceText(value: number): string | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  const text = value >= 1e-6 ? String(value) : value.toFixed(20);
  const plain = /e/i.test(text) ? value.toFixed(PRICE_DECIMALS) : text;
  return plain.includes('.') ? plain.replace(/0+$/, '').replace(/\.$/, '') : plain;
}

/** Smallest units of an asset → 10⁻⁸ USD, rounded down (a deposit credit never overpays). */
export function assetUnitsToUsdUnits(amount: bigint, decimals: number, price: string): bigint {
  return (amount * parsePrice(price) * USD_SCALE) / (10n ** BigInt(decimals) * PRICE_SCALE);
}

/** Smallest units of an asset → 10⁻⁸ USD, rounded up (a withdrawal debit never underpays). */
export function assetUnitsToUsdUnitsCeil(amount: bigint, decimals: number, price: string): bigint {
  const numerator = amount * parsePrice(price) * USD_SCALE;
  const denominator = 10n ** BigInt(decimals) * PRICE_SCALE;
  return (numerator + denominator - 1n) / denominator;
}

/** 10⁻⁸ USD → smallest units of an asset, rounded down. */
export function usdUnitsToAssetUnits(usd: bigint, decimals: number, price: string): bigint {
  return (usd * 10n ** BigInt(decimals) * PRICE_SCALE) / (parsePrice(price) * USD_SCALE);
}

/**
 * Reads the price of one asset; stablecoins the source does not know are worth one dollar.
 * Throws PricesUnavailableError when no price is known.
 */
export async function priceOf(source: PriceSource, asset: AssetInfo): Promise<string> {
  const prices = await source.getPrices([asset.id]);
  const price = prices.get(asset.id) ?? (asset.stable ? '1' : undefined);
  if (!price) throw new PricesUnavailableError(`no price for ${asset.symbol} from ${source.name}`);
  return price;
}

/** Every asset's id, for a full refresh. */
export function allPriceIds(): string[] {
  return ASSETS.map((asset) => asset.id);
}
