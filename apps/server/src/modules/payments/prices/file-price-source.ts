import { readFile, rename, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parsePrice, PricesUnavailableError, type PriceSource } from './price-source';

/** The prices shipped with the app (refreshed in DATA_DIR by `npm run admin -- prices refresh`). */
export const SHIPPED_PRICES_FILE = join(dirname(fileURLToPath(import.meta.url)), 'prices.json');
/** The operator's refreshed copy, preferred over the shipped one when present. */
export function operatorPricesFile(dataDir: string): string {
  return join(dataDir, 'prices.json');
}

const pricesFileSchema = z.object({
  source: z.string().optional(),
  updatedAt: z.string(),
  usd: z.record(
    z.string(),
    z.string().refine((text) => {
      try {
        return parsePrice(text) > 0n;
      } catch {
        return false;
      }
    }, 'must be a positive decimal price'),
  ),
});
export type PricesFile = z.infer<typeof pricesFileSchema>;

export async function readPricesFile(path: string): Promise<PricesFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new PricesUnavailableError(`cannot read prices file ${path}`, { cause: error });
  }
  const parsed = pricesFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new PricesUnavailableError(`invalid prices file ${path}: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** Writes atomically (temporary file, then rename), so a reader never sees half a file. */
export async function writePricesFile(path: string, prices: PricesFile): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(prices, null, 2)}\n`, 'utf8');
  await rename(temporary, path);
}

/**
 * The default source: the operator's file in DATA_DIR when it exists, else the file shipped
 * with the app. Re-read at most every `ttlMs`, so a refresh is seen without a restart.
 */
export function createFilePriceSource(options: { dataDir: string; ttlMs?: number }): PriceSource & {
  file(): Promise<{ path: string; prices: PricesFile }>;
} {
  const ttlMs = options.ttlMs ?? 30_000;
  let cached: { at: number; path: string; prices: PricesFile } | undefined;
  async function file() {
    if (cached && Date.now() - cached.at < ttlMs) return cached;
    const operatorFile = operatorPricesFile(options.dataDir);
    let loaded: { path: string; prices: PricesFile };
    try {
      loaded = { path: operatorFile, prices: await readPricesFile(operatorFile) };
    } catch {
      loaded = { path: SHIPPED_PRICES_FILE, prices: await readPricesFile(SHIPPED_PRICES_FILE) };
    }
    cached = { at: Date.now(), ...loaded };
    return cached;
  }
  return {
    name: 'prices file',
    file,
    async getPrices(ids) {
      const { prices } = await file();
      const result = new Map<string, string>();
      for (const id of ids) {
        const price = prices.usd[id];
        if (price) result.set(id, price);
      }
      return result;
    },
  };
}
