import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { z } from 'zod';

/**
 * Game providers (issue 20, docs/decisions/028-seamless-wallet.md), from the `PROVIDERS`
 * environment variable: a JSON array of
 * `{ "id", "walletPublicKey", "launchUrl", "operatorPrivateKey"?, "sessionTtlMinutes"?,
 * "catalogueUrl"?, "freeSpins"? }` (the catalogue defaults to `/catalogue` at the launch URL's
 * origin).
 * `walletPublicKey` (PEM) verifies the provider's signed wallet calls; `operatorPrivateKey` (PEM,
 * optional) signs our answers so the provider can verify them; `launchUrl` is where a launched
 * game opens, with the session token in its query.
 */

export interface ProviderConfig {
  id: string;
  walletPublicKey: KeyObject;
  operatorPrivateKey: KeyObject | null;
  launchUrl: string;
  sessionTtlMs: number;
  /** Where the provider serves its game catalogue (issue 20; default `{launchUrl origin}/catalogue`). */
  catalogueUrl: string;
  /**
   * Whether the integration grants free-spin campaigns (`POST /api/campaigns`, signed with the
   * operator key; docs/decisions/033-free-spin-tips.md). Default false.
   */
  freeSpins: boolean;
}

export const DEFAULT_SESSION_TTL_MINUTES = 240;

const entrySchema = z.object({
  id: z.string().regex(/^[a-z0-9_-]{2,32}$/, 'must be 2-32 of a-z, 0-9, _ and -'),
  walletPublicKey: z.string().min(1),
  launchUrl: z.url({ protocol: /^https?$/ }),
  operatorPrivateKey: z.string().min(1).optional(),
  catalogueUrl: z.url({ protocol: /^https?$/ }).optional(),
  freeSpins: z.boolean().optional(),
  sessionTtlMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .optional(),
});

/** Parses PROVIDERS; `problems` names every bad entry (the config fails fast on them). */
export function parseProvidersConfig(value: string | undefined): {
  providers: ProviderConfig[];
  problems: string[];
} {
  if (value === undefined || value.trim() === '') return { providers: [], problems: [] };
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return { providers: [], problems: ['PROVIDERS: must be a JSON array of providers'] };
  }
  const parsed = z.array(entrySchema).safeParse(json);
  if (!parsed.success) {
    return {
      providers: [],
      problems: parsed.error.issues.map((i) => `PROVIDERS[${i.path.join('.')}]: ${i.message}`),
    };
  }
  const providers: ProviderConfig[] = [];
  const problems: string[] = [];
  for (const [index, entry] of parsed.data.entries()) {
    try {
      providers.push({
        id: entry.id,
        walletPublicKey: createPublicKey(entry.walletPublicKey),
        operatorPrivateKey: entry.operatorPrivateKey
          ? createPrivateKey(entry.operatorPrivateKey)
          : null,
        launchUrl: entry.launchUrl,
        sessionTtlMs: (entry.sessionTtlMinutes ?? DEFAULT_SESSION_TTL_MINUTES) * 60_000,
        catalogueUrl: entry.catalogueUrl ?? new URL('/catalogue', entry.launchUrl).toString(),
        freeSpins: entry.freeSpins ?? false,
      });
    } catch {
      problems.push(`PROVIDERS[${index}]: a key is not a valid PEM RSA key`);
    }
  }
  if (new Set(providers.map((p) => p.id)).size !== providers.length) {
    problems.push('PROVIDERS: provider ids must be unique');
  }
  return { providers, problems };
}
