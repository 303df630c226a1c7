import type { ProviderConfig } from './provider-config';
import { signBody } from './signature';

/**
 * Free-spin campaigns at a provider (issue 20; docs/decisions/030-provider-service.md): the
 * casino grants a player `count` free rounds of one game at `bet` (provider units, 10⁻⁵ USD);
 * the provider plays them out and reports each round through the wallet (a bet of 0 with
 * `is_free: true`, then the win). Tengu Studio's API: `POST <launch origin>/api/campaigns`,
 * signed with our operator key like our wallet answers; idempotent by `campaign_uuid`.
 */
export interface FreeSpinGrant {
  campaign_uuid: string;
  /** Our player id (the wallet's `user`). */
  user: string;
  game_code: string;
  count: number;
  bet: number;
}

export async function grantProviderFreeSpins(
  provider: ProviderConfig,
  grant: FreeSpinGrant,
  options: { timeoutMs?: number } = {},
): Promise<{ status: number; body: unknown }> {
  if (!provider.operatorPrivateKey) {
    throw new Error(`provider ${provider.id} has no operatorPrivateKey to sign grants with`);
  }
  const text = JSON.stringify(grant);
  const res = await fetch(new URL('/api/campaigns', provider.launchUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hub88-signature': signBody(text, provider.operatorPrivateKey),
    },
    body: text,
    // A provider that hangs must not hold a player's request (issue 20, ADR 033).
    ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}
