import type { DB } from '#app/db/database';
import { postEntryInTransaction, lockEntryAccounts } from '#app/modules/ledger/ledger.service';
import { createNotificationInTransaction } from '#app/modules/notifications/notifications.service';
import type { ProviderConfig } from '#app/modules/provider-wallet/provider-config';
import { grantProviderFreeSpins } from '#app/modules/provider-wallet/provider-campaigns';
import { findUserById } from '#app/modules/users/users.repository';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import type { Realtime } from '#app/realtime/realtime';
import { unitsToDecimal } from '@tengu/shared';
import {
  payerOf,
  providerHouseOf,
  REVERSAL_KIND,
  reversalPostings,
  toProviderBet,
} from './free-spin-funding';
import {
  findCampaign,
  findGameOfCampaign,
  lockPendingCampaign,
  pendingCampaignIds,
  recordAttempt,
  releaseLootboxGrant,
  settleCampaign,
  type CampaignRow,
} from './free-spins.repository';

/**
 * Granting a funded campaign at its provider (docs/decisions/033-free-spin-tips.md). The same
 * `campaign_uuid` every time, so a retry after a lost answer finds the first grant. A 2xx marks
 * it granted (and tells the player); a 4xx is a definite refusal: the cost goes back to whoever
 * paid, in one entry; no answer (network, 5xx) leaves it pending for the next retry.
 */

export interface DeliveryDeps {
  db: DB;
  providers: readonly ProviderConfig[];
  realtime: () => Realtime | null;
  /** How long to wait for the provider (default 10 s). */
  timeoutMs?: number;
}

export type DeliveryOutcome = CampaignRow['state'];

export async function deliverCampaign(deps: DeliveryDeps, id: string): Promise<DeliveryOutcome> {
  const campaign = await findCampaign(deps.db, id);
  if (!campaign) throw new Error(`no free-spin campaign ${id}`);
  if (campaign.state !== 'pending') return campaign.state;
  const provider = deps.providers.find((p) => p.id === campaign.provider_id);
  if (!provider) {
    await recordAttempt(deps.db, id, `provider ${campaign.provider_id} is not configured`);
    return 'pending';
  }
  let answer: { status: number; body: unknown };
  try {
    answer = await grantProviderFreeSpins(
      provider,
      {
        campaign_uuid: campaign.id,
        user: campaign.user_id,
        game_code: campaign.game_code,
        count: campaign.spins,
        bet: toProviderBet(campaign.spin_value),
      },
      { timeoutMs: deps.timeoutMs ?? 10_000 },
    );
  } catch (error) {
    await recordAttempt(deps.db, id, error instanceof Error ? error.message : String(error));
    return 'pending';
  }
  if (answer.status >= 200 && answer.status < 300) return markGranted(deps, campaign);
  if (answer.status >= 400 && answer.status < 500) {
    return refuse(
      deps,
      campaign,
      `provider answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
  await recordAttempt(deps.db, id, `provider answered ${answer.status}`);
  return 'pending';
}

async function markGranted(deps: DeliveryDeps, campaign: CampaignRow): Promise<DeliveryOutcome> {
  const game = await findGameOfCampaign(deps.db, campaign.game_uuid);
  const sender =
    campaign.source === 'tip' && campaign.funded_by
      ? ((await findUserById(deps.db, campaign.funded_by))?.username ?? 'A player')
      : null;
  const publish = await deps.db.transaction().execute(async (trx) => {
    if (!(await settleCampaign(trx, campaign.id, 'granted', null, null))) return null;
    if (!sender) return null;
    const spinValue = unitsToDecimal(campaign.spin_value);
    const { publish } = await createNotificationInTransaction({
      trx,
      realtime: deps.realtime(),
      userId: campaign.user_id,
      title: 'You received free spins',
      message: `${sender} sent you ${campaign.spins} free spins of ${game.name} at $${spinValue}`,
      link: `/casino/game/${game.slug}`,
    });
    return publish;
  });
  publish?.();
  return (await findCampaign(deps.db, campaign.id))?.state ?? 'granted';
}

async function refuse(
  deps: DeliveryDeps,
  campaign: CampaignRow,
  reason: string,
): Promise<DeliveryOutcome> {
  const result = await deps.db.transaction().execute(async (trx) => {
    // ADR 015's lock order: the ledger accounts first, then the feature's rows.
    await lockEntryAccounts(trx, [payerOf(campaign), providerHouseOf(campaign)]);
    if (!(await lockPendingCampaign(trx, campaign.id))) return null;
    const entry = await postEntryInTransaction({
      trx,
      idempotencyKey: `${REVERSAL_KIND}:${campaign.id}`,
      kind: REVERSAL_KIND,
      reference: campaign.id,
      postings: reversalPostings(campaign),
    });
    await settleCampaign(trx, campaign.id, 'refused', entry.entryId, reason.slice(0, 500));
    if (campaign.source === 'lootbox') await releaseLootboxGrant(trx, campaign.id);
    return entry;
  });
  const realtime = deps.realtime();
  if (result && realtime) await emitBalancesAfterCommit({ db: deps.db, realtime, result });
  return (await findCampaign(deps.db, campaign.id))?.state ?? 'refused';
}

/**
 * Retries the campaigns still pending (created more than `minAgeMs` ago, so a request's own
 * delivery is not raced); answers how many were settled.
 */
export async function retryPendingCampaigns(
  deps: DeliveryDeps & { now: () => Date; minAgeMs?: number; limit?: number },
): Promise<number> {
  const before = new Date(deps.now().getTime() - (deps.minAgeMs ?? 10_000));
  let settled = 0;
  for (const id of await pendingCampaignIds(deps.db, before, deps.limit ?? 50)) {
    if ((await deliverCampaign(deps, id)) !== 'pending') settled++;
  }
  return settled;
}

/** The retry loop (every replica; settling is conditional, so two replicas never double up). */
export function startFreeSpinRetries(
  deps: DeliveryDeps & {
    now: () => Date;
    intervalMs?: number;
    log: { warn: (o: object, m: string) => void };
  },
): { stop: () => void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    retryPendingCampaigns(deps)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'free-spin campaign retry failed'))
      .finally(() => (running = false));
  }, deps.intervalMs ?? 30_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
