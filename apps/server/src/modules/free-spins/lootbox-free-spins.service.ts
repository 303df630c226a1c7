import { randomUUID } from 'node:crypto';
import {
  FREE_SPIN_MESSAGES,
  type FreeSpinCampaign,
  type FreeSpinLootboxResponse,
} from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import { lockEntryAccounts, postEntryInTransaction } from '#app/modules/ledger/ledger.service';
import { deliverCampaign } from './free-spin-delivery';
import { FUNDING_KIND, fundingPostings, payerOf, providerHouseOf } from './free-spin-funding';
import {
  findCampaign,
  findGameOfCampaign,
  findLootboxGrant,
  insertCampaign,
  takeLootboxGrant,
  type CampaignRow,
} from './free-spins.repository';
import {
  campaignView,
  freeSpinProviders,
  resolveGame,
  type FreeSpinsDeps,
} from './free-spins.service';

/**
 * A lootbox free-spin prize played on the chosen game ($0.20 a spin, paid by `bonus_expense`).
 * Once per prize: the grant's conditional update is the claim; a second call answers the
 * first campaign whatever game it names.
 */
export async function claimLootboxFreeSpins(
  deps: FreeSpinsDeps & { userId: string; openId: string; gameUuid: string | null | undefined },
): Promise<FreeSpinLootboxResponse> {
  const userId = deps.userId.toLowerCase();
  const grant = await findLootboxGrant(deps.db, userId, deps.openId);
  if (!grant || grant.status === 'expired') {
    throw new AppError('NOT_FOUND', FREE_SPIN_MESSAGES.lootboxUnknown);
  }
  if (grant.campaign_id) return lootboxAnswer(deps, grant.campaign_id);
  const provider = freeSpinProviders(deps)[0];
  const game = await resolveGame(deps, provider?.id, deps.gameUuid);
  const id = randomUUID();
  const campaign: Omit<CampaignRow, 'state' | 'attempts'> = {
    id,
    user_id: userId,
    funded_by: null,
    provider_id: game.provider_id,
    game_uuid: game.uuid,
    game_code: game.code,
    spins: grant.spins,
    spin_value: grant.spin_value,
    cost: grant.spin_value * BigInt(grant.spins),
    source: 'lootbox',
    source_id: `${grant.id}:${id}`,
    funding_entry_id: null,
  };
  const taken = await deps.db
    .transaction()
    .execute(async (trx) => {
      await lockEntryAccounts(trx, [payerOf(campaign), providerHouseOf(campaign)]);
      const entry = await postEntryInTransaction({
        trx,
        idempotencyKey: `${FUNDING_KIND.lootbox}:${id}`,
        kind: FUNDING_KIND.lootbox,
        reference: id,
        postings: fundingPostings(campaign),
      });
      await insertCampaign(trx, { ...campaign, funding_entry_id: entry.entryId });
      if (!(await takeLootboxGrant(trx, grant.id, id))) throw new LostClaim();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof LostClaim) return false;
      throw error;
    });
  if (!taken) {
    const now = await findLootboxGrant(deps.db, userId, deps.openId);
    if (!now?.campaign_id) throw new AppError('CONFLICT', FREE_SPIN_MESSAGES.lootboxUnknown);
    return lootboxAnswer(deps, now.campaign_id);
  }
  await deliverCampaign(deps, id);
  return lootboxAnswer(deps, id);
}

class LostClaim extends Error {}

async function lootboxAnswer(
  deps: FreeSpinsDeps,
  campaignId: string,
): Promise<FreeSpinLootboxResponse> {
  const row = await findCampaign(deps.db, campaignId);
  if (!row) throw new Error(`no campaign ${campaignId}`);
  if (row.state === 'refused') {
    throw new AppError('SERVICE_UNAVAILABLE', FREE_SPIN_MESSAGES.refused, { statusCode: 502 });
  }
  const game = await findGameOfCampaign(deps.db, row.game_uuid);
  return {
    success: true,
    message:
      row.state === 'granted'
        ? `${row.spins} free spins are waiting for you in ${game.name}`
        : FREE_SPIN_MESSAGES.pending,
    campaign: campaignView(row, game),
  };
}

/** GET lootbox state: the prize's campaign, if claimed. */
export async function lootboxFreeSpinsState(
  deps: FreeSpinsDeps & { userId: string; openId: string },
): Promise<{ campaign: FreeSpinCampaign | null }> {
  const grant = await findLootboxGrant(deps.db, deps.userId.toLowerCase(), deps.openId);
  if (!grant) throw new AppError('NOT_FOUND', FREE_SPIN_MESSAGES.lootboxUnknown);
  if (!grant.campaign_id) return { campaign: null };
  const row = await findCampaign(deps.db, grant.campaign_id);
  if (!row) return { campaign: null };
  return { campaign: campaignView(row, await findGameOfCampaign(deps.db, row.game_uuid)) };
}
