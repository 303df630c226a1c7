import {
  CALENDAR_DAYS,
  CLAIM_COOLDOWN_DAYS,
  BOOST_DURATION_HOURS,
  DEFAULT_LOCKED_BALANCE_SETTINGS,
  DEFAULT_REWARD_SETTINGS,
  LEVEL_REWARDS_USD,
  LEVEL_WAGER_MINIMUMS_USD,
  LOCKED_CLAIM_MINIMUM_USD,
  RAKEBACK_CLAIM_MINIMUM_USD,
  REWARDS_CONSOLE_MESSAGES,
  decimalToUnits,
  lockedBalanceSettingsSchema,
  rewardSettingsSchema,
  unitsToDecimal,
  type GiftAudienceSpec,
  type GiftSend,
  type RateGroup,
  type RatesChangeRequest,
  type RatesChangeResponse,
  type RatesResponse,
  type SendGiftResponse,
} from '@tengu/shared';
import type { z } from 'zod';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import {
  changeLockedBalanceSettings,
  getLockedBalanceSettings,
} from '#app/modules/locked-balances/locked-balance-settings';
import { changeRewardSettings, getRewardSettings } from '#app/modules/rewards/reward-settings';
import { findGifts } from '#app/modules/rewards/gifts.repository';
import { giftOf } from '#app/modules/rewards/gifts.service';
import type { Realtime } from '#app/realtime/realtime';
import { insertConsoleAudit, operatorName, type ConsoleActor } from './console-audit.repository';
import {
  countAudience,
  findSendByKey,
  finishSend,
  insertAudienceGifts,
  insertSend,
  insertSendNotifications,
  listSends,
} from './rewards-admin.repository';

/**
 * The console's Rewards section (issue 22; ADR 045): the economy's rates through the features'
 * own operator settings (the rows `npm run admin -- rewards|locked set` changes, validated by
 * the same schemas, audited by the same function), and gifts to a player or an audience.
 */

// --- Rates --------------------------------------------------------------------------------------

export async function getRates(db: DB): Promise<RatesResponse> {
  const [rewards, locked] = await Promise.all([
    getRewardSettings(db),
    getLockedBalanceSettings(db),
  ]);
  return {
    rewards,
    rewardsDefaults: DEFAULT_REWARD_SETTINGS,
    locked,
    lockedDefaults: DEFAULT_LOCKED_BALANCE_SETTINGS,
    fixed: {
      levelWagerMinimumsUsd: [...LEVEL_WAGER_MINIMUMS_USD],
      levelRewardsUsd: [...LEVEL_REWARDS_USD],
      rakebackClaimMinimumUsd: RAKEBACK_CLAIM_MINIMUM_USD,
      boostDurationHours: BOOST_DURATION_HOURS,
      claimCooldownDays: { ...CLAIM_COOLDOWN_DAYS },
      calendarDays: CALENDAR_DAYS,
      lockedClaimMinimumUsd: {
        depositBonus: LOCKED_CLAIM_MINIMUM_USD['deposit-bonus'],
        signUpSpin: LOCKED_CLAIM_MINIMUM_USD['sign-up spin'],
      },
    },
  };
}

/** The first problem of a zod parse as one sentence naming the setting. */
function invalid(error: z.ZodError): AppError {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys') {
    return new AppError('VALIDATION_FAILED', `Unknown setting: ${issue.keys.join(', ')}.`);
  }
  const path = issue?.path.join('.') || 'settings';
  return new AppError('VALIDATION_FAILED', `Invalid ${path}: ${issue?.message ?? 'bad value'}.`);
}

/**
 * Changes some settings of one group: validated as a patch by the group's schema (unknown keys
 * refused), then as a whole by the operator settings' `change`, which writes the row and its
 * `admin_audit` (before, after, reason, staff member, IP) in one transaction.
 */
export async function changeRates(options: {
  db: DB;
  actor: ConsoleActor;
  group: RateGroup;
  request: RatesChangeRequest;
}): Promise<RatesChangeResponse> {
  const { db, actor, group, request } = options;
  if (Object.keys(request.settings).length === 0) {
    throw new AppError('VALIDATION_FAILED', REWARDS_CONSOLE_MESSAGES.nothingToChange);
  }
  const audit = { actorUserId: actor.userId, ip: actor.ip, reason: request.reason };
  let auditId: bigint;
  if (group === 'rewards') {
    const parsed = rewardSettingsSchema.partial().strict().safeParse(request.settings);
    if (!parsed.success) throw invalid(parsed.error);
    ({ auditId } = await changeRewardSettings(db, parsed.data, operatorName(actor), audit));
  } else {
    const parsed = lockedBalanceSettingsSchema.partial().strict().safeParse(request.settings);
    if (!parsed.success) throw invalid(parsed.error);
    ({ auditId } = await changeLockedBalanceSettings(db, parsed.data, operatorName(actor), audit));
  }
  return { ok: true, auditId: String(auditId), rates: await getRates(db) };
}

// --- Gifts --------------------------------------------------------------------------------------

const GIFT_TITLE = 'You received a gift';

export async function previewAudience(db: DB, target: GiftAudienceSpec, now: Date) {
  return { recipients: await countAudience(db, target, now) };
}

function audienceValue(target: GiftAudienceSpec): string | null {
  switch (target.audience) {
    case 'player':
      return target.username;
    case 'vip':
      return String(target.minLevel);
    case 'active':
      return String(target.days);
    default:
      return null;
  }
}

/**
 * Gives every player of the audience a gift (what `npm run admin -- rewards gift` gives one
 * player: no money moves until they claim it, then from the bonus expense), with a "You
 * received a gift" notification each, and one audit row, in one transaction. The send's
 * request key is UNIQUE: a repeat of the request (double click, retry, concurrent copy) waits
 * for the first to commit and answers with its send and audit row, giving nothing again.
 */
export async function sendGift(options: {
  db: DB;
  now: () => Date;
  realtime: Realtime | null;
  actor: ConsoleActor;
  request: {
    target: GiftAudienceSpec;
    type: 'credits' | 'freebets';
    amount: string;
    reason: string;
    requestId: string;
  };
}): Promise<SendGiftResponse> {
  const { db, actor, request, realtime } = options;
  const amount = decimalToUnits(request.amount);
  const requestKey = `console:${request.requestId}`;
  const now = options.now();
  const result = await db.transaction().execute(async (trx) => {
    const send = await insertSend(trx, {
      request_key: requestKey,
      audience: request.target.audience,
      audience_value: audienceValue(request.target),
      reward_type: request.type,
      amount,
      reason: request.reason,
      created_by: operatorName(actor),
    });
    if (!send) return null;
    const recipients = await insertAudienceGifts(trx, {
      sendId: send.id,
      target: request.target,
      now,
      type: request.type,
      amount,
      reason: request.reason,
      createdBy: operatorName(actor),
    });
    if (recipients.length === 0) {
      throw new AppError(
        request.target.audience === 'player' ? 'NOT_FOUND' : 'VALIDATION_FAILED',
        request.target.audience === 'player'
          ? `Unknown player: ${request.target.username}.`
          : REWARDS_CONSOLE_MESSAGES.noRecipients,
      );
    }
    const notifications = await insertSendNotifications(trx, {
      sendId: send.id,
      title: GIFT_TITLE,
      message: request.reason,
    });
    const auditId = await insertConsoleAudit(trx, {
      actor,
      action: 'reward_gift',
      targetUserId: request.target.audience === 'player' ? (recipients[0] ?? null) : null,
      details: {
        sendId: send.id,
        audience: request.target,
        type: request.type,
        amount: unitsToDecimal(amount),
        reason: request.reason,
        recipients: recipients.length,
      },
    });
    await finishSend(trx, { sendId: send.id, recipients: recipients.length, auditId });
    return { sendId: send.id, recipients, notifications, auditId };
  });
  if (!result) {
    // A repeat: the first copy has committed (the unique key waited for it).
    const first = await findSendByKey(db, requestKey);
    if (!first || first.audit_id === null) throw new AppError('CONFLICT', 'Try again.');
    return {
      ok: true,
      auditId: String(first.audit_id),
      sendId: first.id,
      recipients: first.recipients,
    };
  }
  if (realtime) {
    for (const n of result.notifications) {
      realtime.toUser(n.user_id, 'notification:new', {
        id: n.id,
        title: n.title,
        message: n.message,
        link: n.link,
        is_read: n.is_read,
        created_at: n.created_at.toISOString(),
      });
    }
    // One player's Gifts sidebar refreshes at once; an audience's on its next fetch.
    if (result.recipients.length === 1 && result.recipients[0]) {
      const userId = result.recipients[0];
      realtime.toUser(userId, 'user:gifts', { gifts: (await findGifts(db, userId)).map(giftOf) });
    }
  }
  return {
    ok: true,
    auditId: String(result.auditId),
    sendId: result.sendId,
    recipients: result.recipients.length,
  };
}

export async function giftSendsPage(
  db: DB,
  query: { q?: string | undefined },
  window: { limit: number; offset: number },
): Promise<{ items: GiftSend[]; total: number }> {
  const { rows, total } = await listSends(db, { q: query.q, ...window });
  return {
    items: rows.map((r) => ({
      id: r.id,
      audience: r.audience,
      audienceValue: r.audience_value,
      type: r.reward_type,
      amount: unitsToDecimal(r.amount),
      reason: r.reason,
      recipients: r.recipients,
      claimed: Number(r.claimed ?? 0),
      createdBy: r.created_by,
      createdAt: r.created_at.toISOString(),
    })),
    total,
  };
}
