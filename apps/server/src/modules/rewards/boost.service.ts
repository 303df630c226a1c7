import {
  BOOST_DURATION_HOURS,
  BOOST_WINDOWS,
  REWARD_MESSAGES,
  type BoostSlot,
  type BoostStatus,
  type InventoryItem,
} from '@tengu/shared';
import { sql } from 'kysely';
import { AppError } from '#app/errors/app-error';
import { boostWindowOf } from './reward-periods';
import { getRewardSettings } from './reward-settings';
import type { RewardsDeps } from './rewards.deps';
import { emitRewardInfo } from './reward-events';

/**
 * The rakeback boost (spec document 1 sections 3–5): once per UTC window (06–14, 14–22, 22–06),
 * active for 8 hours, rakeback accrues at `boostBps` meanwhile (the accrual reads
 * reward_balances.boost_expires_at). UNIQUE (user_id, window_start) makes a second claim in the
 * same window impossible, whatever the concurrency.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The start of the latest occurrence of each window at or before `now` (the last 24 hours). */
function latestStarts(now: Date): Date[] {
  const current = boostWindowOf(now);
  return BOOST_WINDOWS.map((w) => {
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    let start = midnight + w.startHour * HOUR_MS;
    while (start > now.getTime()) start -= DAY_MS;
    return w.id === current.id ? current.start : new Date(start);
  });
}

export async function getBoostStatus(deps: RewardsDeps, userId: string): Promise<BoostStatus> {
  const now = deps.now();
  const settings = await getRewardSettings(deps.db);
  const starts = latestStarts(now);
  const [balance, used] = await Promise.all([
    deps.db
      .selectFrom('reward_balances')
      .select('boost_expires_at')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    deps.db
      .selectFrom('reward_boosts')
      .select('window_start')
      .where('user_id', '=', userId)
      .where('window_start', 'in', starts)
      .execute(),
  ]);
  const usedAt = new Set(used.map((r) => r.window_start.getTime()));
  const current = boostWindowOf(now);
  const expiry = balance?.boost_expires_at ?? null;
  const isActive = expiry !== null && expiry.getTime() > now.getTime();
  const slots: BoostSlot[] = BOOST_WINDOWS.map((w, index) => {
    const isUsed = usedAt.has(starts[index]!.getTime());
    if (w.id === current.id) return { id: w.id, state: isUsed ? 'used' : 'available' };
    return { id: w.id, state: isUsed ? 'used' : 'inactive' };
  });
  return {
    success: true,
    boost: { active: isActive, expiry: expiry?.toISOString() ?? null },
    boost_type: settings.boostBps / 100,
    claimable: !isActive && !usedAt.has(current.start.getTime()),
    slots,
  };
}

/** The active boost as an inventory item (document 1 section 3, Inventory item). */
export function boostInventoryItem(id: string, expiresAt: Date): InventoryItem {
  return {
    id,
    active: true,
    kind: 'rakeback_boost',
    label: 'Rakeback boost',
    value: null,
    expires_at: expiresAt.toISOString(),
  };
}

export async function claimBoost(deps: RewardsDeps, userId: string) {
  const now = deps.now();
  const settings = await getRewardSettings(deps.db);
  const window = boostWindowOf(now);
  const expiresAt = new Date(now.getTime() + BOOST_DURATION_HOURS * HOUR_MS);
  const failed = () => new AppError('CONFLICT', REWARD_MESSAGES.boostFailed);
  const boost = await deps.db.transaction().execute(async (trx) => {
    // Not while one is active (one claimed at the very end of the previous window).
    const started = await trx
      .insertInto('reward_balances')
      .values({ user_id: userId, boost_expires_at: expiresAt })
      .onConflict((c) =>
        c
          .column('user_id')
          .doUpdateSet({ boost_expires_at: expiresAt, updated_at: sql<Date>`now()` })
          .where((eb) =>
            eb.or([
              eb('reward_balances.boost_expires_at', 'is', null),
              eb('reward_balances.boost_expires_at', '<=', now),
            ]),
          ),
      )
      .returning('user_id')
      .executeTakeFirst();
    if (!started) throw failed();
    const row = await trx
      .insertInto('reward_boosts')
      .values({
        user_id: userId,
        window_start: window.start,
        boost_bps: settings.boostBps,
        claimed_at: now,
        expires_at: expiresAt,
      })
      .onConflict((c) => c.columns(['user_id', 'window_start']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // Rolls the boost_expires_at change back with it.
    if (!row) throw failed();
    await trx
      .insertInto('reward_claims')
      .values({
        user_id: userId,
        kind: 'boost',
        value: 0n,
        paid: 0n,
        scheduled: 0n,
        reference: window.id,
        created_at: now,
      })
      .execute();
    return row;
  });
  if (deps.realtime) {
    deps.realtime.toUser(userId, 'user:newInventoryItem', boostInventoryItem(boost.id, expiresAt));
    await emitRewardInfo(deps, userId);
  }
  return {
    success: true as const,
    message: REWARD_MESSAGES.boostActivated,
    boost_type: settings.boostBps / 100,
    expiry: expiresAt.toISOString(),
  };
}
