import { HOUSE_GAMES, providerCatalogueSchema, type ProviderCatalogue } from '@tengu/shared';
import type { DB } from '#app/db/database';
import type { ProviderConfig } from '#app/modules/provider-wallet/provider-config';
import { disableMissingGames, upsertCatalogueGames } from './provider-games.repository';

/**
 * Importing the providers' catalogues (issue 20; ADR 030): each configured provider's
 * `GET catalogueUrl` is validated as a whole, then its games are upserted by (provider, code);
 * games it no longer lists are disabled, never deleted. A provider that fails is reported and
 * the others still import.
 */

export interface ImportResult {
  providerId: string;
  ok: boolean;
  written: number;
  disabled: number;
  error?: string;
}

const FETCH_TIMEOUT_MS = 10_000;

export async function fetchCatalogue(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ProviderCatalogue> {
  const response = await fetchImpl(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const parsed = providerCatalogueSchema.safeParse(await response.json());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${url}: bad catalogue at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

export async function importProviderCatalogue(
  db: DB,
  provider: Pick<ProviderConfig, 'id' | 'catalogueUrl'>,
  fetchImpl: typeof fetch = fetch,
): Promise<ImportResult> {
  try {
    const catalogue = await fetchCatalogue(provider.catalogueUrl, fetchImpl);
    const codes = catalogue.games.map((g) => g.code);
    if (new Set(codes).size !== codes.length) throw new Error('duplicate game codes');
    // An in-house game's address stays its own page.
    const taken = catalogue.games.find((g) => HOUSE_GAMES.some((h) => h.slug === g.slug));
    if (taken) throw new Error(`slug ${taken.slug} is an in-house game's`);
    // The configured id owns the rows: a catalogue cannot write another provider's games.
    const result = await db.transaction().execute(async (trx) => {
      const written = await upsertCatalogueGames(
        trx,
        provider.id,
        catalogue.provider.name,
        catalogue.games,
      );
      const disabled = await disableMissingGames(trx, provider.id, codes);
      return { written, disabled };
    });
    return { providerId: provider.id, ok: true, ...result };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { providerId: provider.id, ok: false, written: 0, disabled: 0, error: message };
  }
}

export async function importAllCatalogues(
  db: DB,
  providers: readonly Pick<ProviderConfig, 'id' | 'catalogueUrl'>[],
  fetchImpl: typeof fetch = fetch,
): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  for (const provider of providers) {
    results.push(await importProviderCatalogue(db, provider, fetchImpl));
  }
  return results;
}

/**
 * The start-up import: in the background (the server does not wait for it), logged, and retried
 * every `retryMs` for the providers that failed until each has imported once.
 */
export function startCatalogueImport(options: {
  db: DB;
  providers: readonly Pick<ProviderConfig, 'id' | 'catalogueUrl'>[];
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
  retryMs?: number;
}): { stop: () => void; done: Promise<void> } {
  const retryMs = options.retryMs ?? 60_000;
  let pending = [...options.providers];
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let resolveDone = () => {};
  const done = new Promise<void>((resolve) => (resolveDone = resolve));
  const run = async () => {
    timer = null;
    const results = await importAllCatalogues(options.db, pending).catch(() => []);
    for (const r of results) {
      if (r.ok) options.log.info(r, 'provider catalogue imported');
      else options.log.warn(r, 'provider catalogue import failed; will retry');
    }
    const failed = new Set(results.filter((r) => !r.ok).map((r) => r.providerId));
    pending = pending.filter((p) => failed.has(p.id));
    if (pending.length === 0 || stopped) resolveDone();
    else timer = setTimeout(() => void run(), retryMs);
  };
  if (pending.length === 0) resolveDone();
  else timer = setTimeout(() => void run(), 0);
  return {
    done,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      resolveDone();
    },
  };
}
