import {
  CLAIM_COOLDOWN_DAYS,
  decimalToUnits,
  RAKEBACK_CLAIM_MINIMUM_USD,
  REWARD_MESSAGES,
  unitsToDecimal,
  type ClaimResult,
  type RewardClaimKind,
} from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import { lockPayoutAccounts, payClaim, type ClaimPayout } from './claim-payout';
import { claimResultOf, emitClaimEvents } from './reward-events';
import {
  findPlayer,
  findRewardBalance,
  takeCounter,
  type CounterColumn,
} from './rewards.repository';
import type { RewardsDeps } from './rewards.deps';

/**
 * Claims of what play accrued in `reward_balances` (spec document 1 sections 3–5): rakeback,
 * Daily Dollars and the referral bonus. One conditional update takes the whole counter, then
 * the payout posts in the same transaction; a concurrent second claim finds it empty and gets
 * the spec's "nothing to claim" text. A refusal changes nothing.
 */

const RAKEBACK_MINIMUM = decimalToUnits(String(RAKEBACK_CLAIM_MINIMUM_USD));

async function takeAndPay(
  deps: RewardsDeps,
  userId: string,
  options: { column: CounterColumn; minimum: bigint; kind: RewardClaimKind; cooldownDays: number },
): Promise<ClaimPayout | undefined> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    // Ledger rows first, like a bet does before its accrual touches reward_balances.
    await lockPayoutAccounts(trx, userId);
    const taken = await takeCounter(trx, { userId, ...options });
    if (taken === undefined) return undefined;
    const { kind, cooldownDays } = options;
    return payClaim({ trx, userId, kind, value: taken, cooldownDays, now });
  });
}

/** POST /api/rewards/rakeback/claim: at least $1; half now, half over 3 days. */
export async function claimRakeback(deps: RewardsDeps, userId: string): Promise<ClaimResult> {
  const payout = await takeAndPay(deps, userId, {
    column: 'rakeback',
    minimum: RAKEBACK_MINIMUM,
    kind: 'rakeback',
    cooldownDays: CLAIM_COOLDOWN_DAYS.rakeback,
  });
  if (!payout) {
    const { rakeback } = await findRewardBalance(deps.db, userId);
    if (rakeback === 0n) throw new AppError('BAD_REQUEST', REWARD_MESSAGES.rakebackNone);
    throw new AppError('BAD_REQUEST', REWARD_MESSAGES.rakebackTooLittle, {
      data: { title: REWARD_MESSAGES.rakebackTooLittleTitle },
    });
  }
  // Play may have accrued more since the claim took the counter.
  const { rakeback } = await findRewardBalance(deps.db, userId);
  deps.realtime?.toUser(userId, 'user:rakeback', { rakeback_balance: unitsToDecimal(rakeback) });
  await emitClaimEvents(deps, userId, payout);
  return claimResultOf(deps, userId, payout);
}

/** POST /api/rewards/daily-dollars/claim: from VIP 1, a balance above zero; half over 3 days. */
export async function claimDailyDollars(deps: RewardsDeps, userId: string): Promise<ClaimResult> {
  const player = await findPlayer(deps.db, userId);
  if (!player || player.level < 1) {
    throw new AppError('BAD_REQUEST', REWARD_MESSAGES.dailyDollarsLocked);
  }
  const payout = await takeAndPay(deps, userId, {
    column: 'dd_balance',
    minimum: 1n,
    kind: 'daily_dollars',
    cooldownDays: CLAIM_COOLDOWN_DAYS.dailyDollars,
  });
  if (!payout) {
    throw new AppError('BAD_REQUEST', REWARD_MESSAGES.notEligible, {
      data: { title: REWARD_MESSAGES.notEligibleTitle },
    });
  }
  const { dd_balance } = await findRewardBalance(deps.db, userId);
  deps.realtime?.toUser(userId, 'user:ddBalance', { ddBalance: unitsToDecimal(dd_balance) });
  await emitClaimEvents(deps, userId, payout);
  return claimResultOf(deps, userId, payout);
}

/** POST /api/rewards/referral/claim: the whole referral balance, paid at once. */
export async function claimReferral(deps: RewardsDeps, userId: string): Promise<ClaimResult> {
  const payout = await takeAndPay(deps, userId, {
    column: 'referral',
    minimum: 1n,
    kind: 'referral',
    cooldownDays: 0,
  });
  if (!payout) throw new AppError('BAD_REQUEST', REWARD_MESSAGES.referralNone);
  const { referral } = await findRewardBalance(deps.db, userId);
  deps.realtime?.toUser(userId, 'user:referralBalance', {
    referral_balance: unitsToDecimal(referral),
  });
  await emitClaimEvents(deps, userId, payout);
  return claimResultOf(deps, userId, payout);
}
