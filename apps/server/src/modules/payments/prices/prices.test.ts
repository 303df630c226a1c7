import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ASSETS } from '@tengu/shared';
import {
  createFilePriceSource,
  operatorPricesFile,
  readPricesFile,
  SHIPPED_PRICES_FILE,
  writePricesFile,
} from './file-price-source';
import { createHttpPriceSource } from './http-price-source';
import {
  assetUnitsToUsdUnits,
  assetUnitsToUsdUnitsCeil,
  numberToPriceText,
  parsePrice,
  PricesUnavailableError,
  usdUnitsToAssetUnits,
} from './price-source';

describe('price arithmetic', () => {
  it('converts exactly, down for credits and up for debits', () => {
    // 1.5 SOL at $140 = $210.
    expect(assetUnitsToUsdUnits(1_500_000_000n, 9, '140')).toBe(210n * 10n ** 8n);
    // 1 wei at $3050: rounds down to 0, up to one unit.
    expect(assetUnitsToUsdUnits(1n, 18, '3050')).toBe(0n);
    expect(assetUnitsToUsdUnitsCeil(1n, 18, '3050')).toBe(1n);
    // $100 of BTC at $91000 = 0.00109890 BTC (floored to satoshis).
    expect(usdUnitsToAssetUnits(100n * 10n ** 8n, 8, '91000')).toBe(109_890n);
    // Tiny meme-token prices keep their precision.
    expect(assetUnitsToUsdUnits(1_000_000n * 10n ** 5n, 5, '0.0000123')).toBe(1_230_000_000n);
  });

  it('parses prices and JSON numbers without exponents', () => {
    expect(parsePrice('140.25')).toBe(140_250_000_000_000_000_000n);
    for (const bad of ['0', '-1', '1e3', 'abc', '']) expect(() => parsePrice(bad)).toThrow();
    expect(numberToPriceText(91000)).toBe('91000');
    expect(numberToPriceText(0.00000012)).toBe('0.00000012');
    expect(numberToPriceText(1.2e-7)).toBe('0.00000012');
    expect(numberToPriceText(0)).toBeNull();
    expect(numberToPriceText(Number.NaN)).toBeNull();
  });
});

describe('file price source', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tengu-prices-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('ships a price for every asset', async () => {
    const shipped = await readPricesFile(SHIPPED_PRICES_FILE);
    for (const asset of ASSETS) expect(shipped.usd[asset.id], asset.id).toBeDefined();
  });

  it("prefers the operator's refreshed file in DATA_DIR", async () => {
    const source = createFilePriceSource({ dataDir, ttlMs: 0 });
    expect((await source.getPrices(['bitcoin'])).get('bitcoin')).toBe(
      (await readPricesFile(SHIPPED_PRICES_FILE)).usd.bitcoin,
    );
    await writePricesFile(operatorPricesFile(dataDir), {
      updatedAt: new Date().toISOString(),
      usd: { bitcoin: '100000.5' },
    });
    const prices = await source.getPrices(['bitcoin', 'nope']);
    expect(prices.get('bitcoin')).toBe('100000.5');
    expect(prices.has('nope')).toBe(false);
  });
});

describe('HTTP price source (CoinGecko-compatible, fake server on 127.0.0.1)', () => {
  let server: Server;
  let baseUrl: string;
  let requests: string[] = [];
  let status = 200;

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      const url = new URL(request.url ?? '/', 'http://x');
      if (
        url.pathname !== '/api/v3/simple/price' ||
        url.searchParams.get('vs_currencies') !== 'usd'
      ) {
        response.writeHead(404).end();
        return;
      }
      if (status !== 200) {
        response.writeHead(status).end('{}');
        return;
      }
      const known: Record<string, number> = { bitcoin: 91234.5, 'pump-fun': 1.2e-7 };
      const body: Record<string, { usd: number }> = {};
      for (const id of url.searchParams.get('ids')?.split(',') ?? []) {
        if (known[id] !== undefined) body[id] = { usd: known[id] };
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`;
  });
  afterEach(() => {
    requests = [];
    status = 200;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads prices, caches them, and leaves unknown ids out', async () => {
    const source = createHttpPriceSource({ baseUrl });
    const prices = await source.getPrices(['bitcoin', 'pump-fun', 'unknown-coin']);
    expect(prices.get('bitcoin')).toBe('91234.5');
    expect(prices.get('pump-fun')).toBe('0.00000012');
    expect(prices.has('unknown-coin')).toBe(false);
    expect(requests).toHaveLength(1);
    await source.getPrices(['bitcoin']);
    expect(requests).toHaveLength(1);
  });

  it('uses a recent cached price when the API fails, and fails without one', async () => {
    const source = createHttpPriceSource({ baseUrl, ttlMs: 0, maxStaleMs: 60_000 });
    await source.getPrices(['bitcoin']);
    status = 503;
    expect((await source.getPrices(['bitcoin'])).get('bitcoin')).toBe('91234.5');
    await expect(source.getPrices(['pump-fun'])).rejects.toBeInstanceOf(PricesUnavailableError);
    const cold = createHttpPriceSource({ baseUrl, ttlMs: 0 });
    await expect(cold.getPrices(['bitcoin'])).rejects.toBeInstanceOf(PricesUnavailableError);
  });

  it('fails cleanly when the API is unreachable', async () => {
    const source = createHttpPriceSource({ baseUrl: 'http://127.0.0.1:1/api/v3', timeoutMs: 500 });
    await expect(source.getPrices(['bitcoin'])).rejects.toBeInstanceOf(PricesUnavailableError);
  });
});
