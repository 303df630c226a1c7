import type { DB } from '#app/db/database';
import type { ProviderConfig } from '#app/modules/provider-wallet/provider-config';
import { importAllCatalogues } from '../catalogue-import';

export const GAMES_ADMIN_USAGE = `       npm run admin -- games import   (imports every configured provider's catalogue)`;

export function isGamesAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'games';
}

/**
 * `npm run admin -- games import` (issue 20; ADR 030): fetches each PROVIDERS entry's catalogue
 * and upserts it. One line per provider; throws when any provider failed.
 */
export async function runGamesAdminCommand(options: {
  db: DB;
  positionals: string[];
  providers: readonly ProviderConfig[];
  print: (line: string) => void;
  fetchImpl?: typeof fetch;
}): Promise<void> {
  const [, action, ...rest] = options.positionals;
  if (action !== 'import' || rest.length > 0) throw new Error(GAMES_ADMIN_USAGE);
  if (options.providers.length === 0) throw new Error('No providers configured (PROVIDERS).');
  const results = await importAllCatalogues(options.db, options.providers, options.fetchImpl);
  for (const r of results) {
    options.print(
      r.ok
        ? `${r.providerId}: ${r.written} games imported, ${r.disabled} disabled`
        : `${r.providerId}: import failed: ${r.error}`,
    );
  }
  const failed = results.filter((r) => !r.ok).map((r) => r.providerId);
  if (failed.length > 0) throw new Error(`catalogue import failed for ${failed.join(', ')}`);
}
