import type { Config } from '#app/config';
import { createFilePriceSource } from './file-price-source';
import { createHttpPriceSource } from './http-price-source';
import type { PriceSource } from './price-source';

/** PRICE_API_URL set: the CoinGecko-compatible API; otherwise the prices file. */
export function createPriceSource(
  config: Pick<Config, 'PRICE_API_URL' | 'PRICE_API_KEY' | 'dataDir'>,
): PriceSource {
  if (config.PRICE_API_URL) {
    return createHttpPriceSource({ baseUrl: config.PRICE_API_URL, apiKey: config.PRICE_API_KEY });
  }
  return createFilePriceSource({ dataDir: config.dataDir });
}
