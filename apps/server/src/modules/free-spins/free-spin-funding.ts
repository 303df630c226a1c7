import {
  houseAccount,
  playerAccount,
  providerKind,
  shardFor,
  type AccountKey,
} from '#app/modules/ledger/accounts';
import type { PostingInput } from '#app/modules/ledger/ledger.service';
import type { CampaignRow } from './free-spins.repository';

/**
 * Who pays a campaign (docs/decisions/033-free-spin-tips.md): the spins' cost goes to the
 * provider's house account (the recipient's shard) up front, as if the spins were bets; the
 * provider then pays the wins from there through the seamless wallet. A tip is paid from the
 * tipper's credits, a lootbox prize from `bonus_expense`.
 */

export const FUNDING_KIND = { tip: 'free_spin_tip', lootbox: 'free_spin_bonus' } as const;
export const REVERSAL_KIND = 'free_spin_refund';

export function payerOf(
  campaign: Pick<CampaignRow, 'source' | 'funded_by' | 'user_id'>,
): AccountKey {
  if (campaign.source === 'tip') {
    if (!campaign.funded_by) throw new Error('a tip campaign needs its tipper');
    return playerAccount(campaign.funded_by, 'credits');
  }
  return houseAccount('bonus_expense', shardFor(campaign.user_id));
}

export function providerHouseOf(
  campaign: Pick<CampaignRow, 'provider_id' | 'user_id'>,
): AccountKey {
  return houseAccount(providerKind(campaign.provider_id), shardFor(campaign.user_id));
}

export function fundingPostings(
  campaign: Pick<CampaignRow, 'source' | 'funded_by' | 'user_id' | 'provider_id' | 'cost'>,
): PostingInput[] {
  return [
    { account: payerOf(campaign), amount: -campaign.cost },
    { account: providerHouseOf(campaign), amount: campaign.cost },
  ];
}

/** The funding's mirror image: the payer gets the cost back. */
export function reversalPostings(
  campaign: Pick<CampaignRow, 'source' | 'funded_by' | 'user_id' | 'provider_id' | 'cost'>,
): PostingInput[] {
  return fundingPostings(campaign).map((p) => ({ ...p, amount: -p.amount }));
}

/** Ledger units (10⁻⁸ USD) → the provider's bet units (10⁻⁵ USD). */
export function toProviderBet(spinValue: bigint): number {
  if (spinValue % 1_000n !== 0n)
    throw new Error(`spin value ${spinValue} is not whole provider units`);
  return Number(spinValue / 1_000n);
}
