import {
  LEVEL_BANDS,
  LEVEL_REWARDS_USD,
  profileImageForLevel,
  unitsToDecimal,
  WITHDRAW_WAGER_REQUIREMENT_USD,
  type InventoryItem,
  type LevelRewardBand,
  type RewardClaimKind,
  type RewardClaimRecord,
  type RewardInfo,
  type RewardStats,
  type VipProgress,
} from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import { boostInventoryItem, getBoostStatus } from './boost.service';
import { getBonusStates } from './bonuses.service';
import { findGifts } from './gifts.repository';
import { freebetInventoryItem } from './gifts.service';
import { getRewardSettings } from './reward-settings';
import {
  findClaims,
  findPlayer,
  findRewardBalance,
  pocketBalance,
  sumClaims,
} from './rewards.repository';
import type { RewardsDeps } from './rewards.deps';

/** The rewards' read side (spec document 1 section 3; document 2 section 3). */

const XP_UNIT = 100_000_000n;

async function playerOf(deps: RewardsDeps, userId: string) {
  const player = await findPlayer(deps.db, userId);
  if (!player) throw new AppError('UNAUTHORIZED', 'Please log in again.');
  return player;
}

/** The rate rakeback accrues at right now (the boost's while it is active), in percent. */
export async function rakebackPercentage(deps: RewardsDeps, userId: string): Promise<number> {
  const [settings, balance] = await Promise.all([
    getRewardSettings(deps.db),
    findRewardBalance(deps.db, userId),
  ]);
  const isBoosted = (balance.boost_expires_at?.getTime() ?? 0) > deps.now().getTime();
  return (isBoosted ? settings.boostBps : settings.rakebackBps) / 100;
}

export async function referralPercentage(deps: RewardsDeps): Promise<number> {
  return (await getRewardSettings(deps.db)).referralBps / 100;
}

/** GET /api/rewards: everything the dropdown, the Gifts sidebar and /rewards show. */
export async function getRewardInfo(deps: RewardsDeps, userId: string): Promise<RewardInfo> {
  const [player, settings, balance, boost, bonuses, gold, gifts, rate, tickets] = await Promise.all(
    [
      playerOf(deps, userId),
      getRewardSettings(deps.db),
      findRewardBalance(deps.db, userId),
      getBoostStatus(deps, userId),
      getBonusStates(deps, userId),
      pocketBalance(deps.db, userId, 'gold'),
      findGifts(deps.db, userId),
      rakebackPercentage(deps, userId),
      deps.raffleTickets?.(userId) ?? {
        raffle_tickets_with_gold: 0,
        raffle_tickets_with_wagering: 0,
      },
    ],
  );
  return {
    balances: {
      rakeback_balance: unitsToDecimal(balance.rakeback),
      referral_balance: unitsToDecimal(balance.referral),
      ddBalance: unitsToDecimal(balance.dd_balance),
      weeklyBonusActive: bonuses.weekly.active,
      monthlyBonusActive: bonuses.monthly.active,
      token_balance: unitsToDecimal(gold),
      raffle_tickets_with_gold: tickets.raffle_tickets_with_gold,
      raffle_tickets_with_wagering: tickets.raffle_tickets_with_wagering,
    },
    dailyDollars: {
      progress: Number(balance.dd_progress / XP_UNIT),
      target: settings.dailyDollarsTarget,
      level: player.level,
      perCompletion: settings.dailyDollarsByLevel[player.level] ?? '0',
    },
    boost,
    bonuses,
    rakebackPercentage: rate,
    bonusPercentage: settings.referralBps / 100,
    level: player.level,
    amount_wagered: unitsToDecimal(player.amount_wagered),
    // Document 1 section 4: false while the newest gift is unread.
    giftState: gifts[0] ? gifts[0].read_at !== null : true,
  };
}

/** GET /api/rewards/inventory: the active boost, and the free-bet gift while free bets remain. */
export async function getInventory(
  deps: RewardsDeps,
  userId: string,
): Promise<{ items: InventoryItem[] }> {
  const now = deps.now();
  const [boost, freebets] = await Promise.all([
    deps.db
      .selectFrom('reward_boosts')
      .select(['id', 'expires_at'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .orderBy('expires_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    freebetInventoryItem(deps, userId),
  ]);
  const items: InventoryItem[] = [];
  if (boost) items.push(boostInventoryItem(boost.id, boost.expires_at));
  if (freebets) items.push(freebets);
  return { items };
}

export async function getRewardStats(deps: RewardsDeps, userId: string): Promise<RewardStats> {
  const totals = await sumClaims(deps.db, userId);
  const usd = (units: string) => unitsToDecimal(BigInt(units));
  return {
    rakeback: usd(totals.rakeback),
    dailyDollars: usd(totals.dd),
    LUR: usd(totals.lur),
    wb: usd(totals.wb),
    mb: usd(totals.mb),
  };
}

export async function getRewardHistory(
  deps: RewardsDeps,
  userId: string,
  query: { limit: number; offset: number },
): Promise<{ claims: RewardClaimRecord[]; hasMore: boolean }> {
  const rows = await findClaims(deps.db, userId, query.limit, query.offset);
  return {
    claims: rows.slice(0, query.limit).map((r) => ({
      id: r.id,
      kind: r.kind as RewardClaimKind,
      value: unitsToDecimal(r.value),
      paid: unitsToDecimal(r.paid),
      scheduled: unitsToDecimal(r.scheduled),
      created_at: r.created_at.toISOString(),
    })),
    hasMore: rows.length > query.limit,
  };
}

/** Every level with its band and level-up reward (document 1 section 9). */
export function levelRewardBands(): LevelRewardBand[] {
  return LEVEL_BANDS.map((band) => ({ ...band, reward: LEVEL_REWARDS_USD[band.level] ?? '0' }));
}

export async function getVipProgress(deps: RewardsDeps, userId: string): Promise<VipProgress> {
  const player = await playerOf(deps, userId);
  return {
    amount_wagered: unitsToDecimal(player.amount_wagered),
    current_level: player.level,
    level_bands: levelRewardBands(),
    profile_image: profileImageForLevel(player.level),
  };
}

/** The withdrawal's wagering rule ($69 of credits wagered; free bets do not count). */
export async function getWagering(deps: RewardsDeps, userId: string) {
  const player = await playerOf(deps, userId);
  return {
    wager_requirement: WITHDRAW_WAGER_REQUIREMENT_USD,
    wagered_amount: unitsToDecimal(player.amount_wagered),
  };
}
