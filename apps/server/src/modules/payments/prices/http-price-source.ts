import { z } from 'zod';
import { numberToPriceText, PricesUnavailableError, type PriceSource } from './price-source';

const simplePriceSchema = z.record(z.string(), z.object({ usd: z.number().optional() }));

/**
 * A CoinGecko-compatible API (`GET <base>/simple/price?ids=a,b&vs_currencies=usd` →
 * `{"bitcoin":{"usd":91000}}`), used when PRICE_API_URL is set. Answers are cached for `ttlMs`;
 * when the API fails, a cached price younger than `maxStaleMs` is still used, never older.
 */
export function createHttpPriceSource(options: {
  baseUrl: string;
  apiKey?: string;
  ttlMs?: number;
  maxStaleMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): PriceSource {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxStaleMs = options.maxStaleMs ?? 10 * 60_000;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const cache = new Map<string, { price: string; at: number }>();

  async function fetchPrices(ids: readonly string[]): Promise<Map<string, string>> {
    const url = `${base}/simple/price?ids=${ids.map(encodeURIComponent).join(',')}&vs_currencies=usd`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.apiKey) headers['x-cg-pro-api-key'] = options.apiKey;
    let response: Response;
    try {
      response = await doFetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new PricesUnavailableError(`price API unreachable: ${base}`, { cause: error });
    }
    if (!response.ok) {
      throw new PricesUnavailableError(`price API answered ${response.status}: ${base}`);
    }
    const parsed = simplePriceSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success)
      throw new PricesUnavailableError(`price API answer not understood: ${base}`);
    const result = new Map<string, string>();
    for (const [id, value] of Object.entries(parsed.data)) {
      const text = value.usd === undefined ? null : numberToPriceText(value.usd);
      if (text) result.set(id, text);
    }
    return result;
  }

  return {
    name: `price API ${base}`,
    async getPrices(ids) {
      const now = Date.now();
      const result = new Map<string, string>();
      const missing = ids.filter((id) => {
        const hit = cache.get(id);
        if (hit && now - hit.at < ttlMs) result.set(id, hit.price);
        return !result.has(id);
      });
      if (missing.length === 0) return result;
      try {
        const fresh = await fetchPrices(missing);
        for (const [id, price] of fresh) {
          cache.set(id, { price, at: now });
          result.set(id, price);
        }
      } catch (error) {
        let usedStale = false;
        for (const id of missing) {
          const hit = cache.get(id);
          if (hit && now - hit.at < maxStaleMs) {
            result.set(id, hit.price);
            usedStale = true;
          }
        }
        if (!usedStale) throw error;
      }
      return result;
    },
  };
}
