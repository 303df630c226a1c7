import {
  REWARD_MESSAGES,
  unitsToDecimal,
  type ClaimResult,
  type Gift,
  type InventoryItem,
} from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import { lockPayoutAccounts, postRewardEntry, type ClaimPayout } from './claim-payout';
import {
  findGift,
  findGifts,
  findLastClaimedFreebetGift,
  markGiftsRead,
  takeGift,
  type GiftRow,
} from './gifts.repository';
import { claimResultOf, emitClaimEvents } from './reward-events';
import { pocketBalance } from './rewards.repository';
import type { RewardsDeps } from './rewards.deps';

/**
 * Gifts (spec document 1 sections 3–4, document 2 section 8): operator-granted credits or free
 * bets, read flag, claim. A free-bet gift fills the free-bet balance, and only while none is held
 * ('Only one free bet balance at a time'): the free-bet account is row-locked before the check, so
 * two free-bet gifts claimed at once cannot both land.
 */

export function giftOf(row: GiftRow): Gift {
  return {
    id: row.id,
    reward_type: row.reward_type,
    value: unitsToDecimal(row.amount),
    reason: row.reason,
    read: row.read_at !== null,
    claimed: row.claimed_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

export async function listGifts(deps: RewardsDeps, userId: string): Promise<{ gifts: Gift[] }> {
  return { gifts: (await findGifts(deps.db, userId)).map(giftOf) };
}

/** POST /api/rewards/gifts/read: the Gifts sidebar was opened; the gift flag clears. */
export async function readGifts(deps: RewardsDeps, userId: string): Promise<{ gifts: Gift[] }> {
  await markGiftsRead(deps.db, userId, deps.now());
  const list = await listGifts(deps, userId);
  deps.realtime?.toUser(userId, 'user:gifts', list);
  return list;
}

function freebetItem(gift: GiftRow, balance: bigint): InventoryItem {
  return {
    id: gift.id,
    active: true,
    kind: 'freebets',
    label: 'Free bets',
    value: unitsToDecimal(balance),
    expires_at: null,
  };
}

/** The free-bet gift as an inventory item while its free bets remain. */
export async function freebetInventoryItem(
  deps: RewardsDeps,
  userId: string,
): Promise<InventoryItem | null> {
  const balance = await pocketBalance(deps.db, userId, 'freebets');
  if (balance <= 0n) return null;
  const gift = await findLastClaimedFreebetGift(deps.db, userId);
  return gift ? freebetItem(gift, balance) : null;
}

/** POST /api/rewards/gifts/:id/claim: the whole gift, at once. */
export async function claimGift(
  deps: RewardsDeps,
  userId: string,
  giftId: string,
): Promise<ClaimResult> {
  const now = deps.now();
  const { payout, gift } = await deps.db.transaction().execute(async (trx) => {
    const found = await findGift(trx, userId, giftId);
    if (!found) throw new AppError('NOT_FOUND', REWARD_MESSAGES.giftNotFound);
    if (found.claimed_at) throw new AppError('CONFLICT', REWARD_MESSAGES.giftClaimed);
    const pocket = found.reward_type;
    // Locked before the gift row (see lockPayoutAccounts); the free-bet check holds under it.
    const held = await lockPayoutAccounts(trx, userId, pocket);
    if (pocket === 'freebets' && held > 0n) {
      throw new AppError('CONFLICT', REWARD_MESSAGES.giftFreebetsHeld);
    }
    const taken = await takeGift(trx, { userId, giftId, now });
    if (!taken) throw new AppError('CONFLICT', REWARD_MESSAGES.giftClaimed);
    const claim = await trx
      .insertInto('reward_claims')
      .values({
        user_id: userId,
        kind: 'gift',
        value: taken.amount,
        paid: taken.amount,
        scheduled: 0n,
        reference: taken.reward_type,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = await postRewardEntry({
      trx,
      userId,
      idempotencyKey: `reward:gift:${taken.id}`,
      reference: 'gift',
      amount: taken.amount,
      pocket,
    });
    const result: ClaimPayout = {
      claimId: claim.id,
      value: taken.amount,
      paid: taken.amount,
      scheduled: 0n,
      cooldownDays: 0,
      entry,
      items: [],
    };
    return { payout: result, gift: taken };
  });
  if (deps.realtime) {
    deps.realtime.toUser(userId, 'user:gifts', await listGifts(deps, userId));
    if (gift.reward_type === 'freebets') {
      deps.realtime.toUser(userId, 'user:newInventoryItem', freebetItem(gift, gift.amount));
    }
  }
  await emitClaimEvents(deps, userId, payout);
  return claimResultOf(deps, userId, payout);
}
