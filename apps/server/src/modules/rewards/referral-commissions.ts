import { HOUSE_EDGE_BPS } from '@tengu/shared';
import { sql } from 'kysely';
import type { DB } from '#app/db/database';
import type { OutboxSubscriber, PlayEventMessage } from '#app/modules/outbox/outbox';
import { getRewardSettings } from './reward-settings';

const BPS = 10_000n;

/**
 * The referral commission per referred player (issue 18 item 5; docs/decisions/023-affiliate.md):
 * /affiliate lists what each referred player earned their affiliate. The claimable total stays
 * the rewards' `reward_balances.referral`, accrued in the bet's transaction (accrual.ts); this
 * figure is kept beside it from the same `play` messages through the transactional outbox (ADR
 * 019), off the bet path, with the accrual's arithmetic: per batch and player, commission =
 * ⌊Σ ⌊credits staked × house edge ÷ 10⁴⌋ × referralBps ÷ 10⁴⌋. One outbox message is one batch,
 * so the two agree to the unit while the operator's referral rate is unchanged (a rate change
 * applies here when the batch is delivered, normally within a second of the bet).
 */
export function commissionsOfBatch(
  events: readonly PlayEventMessage[],
  referralBps: number,
): Map<string, bigint> {
  const edges = new Map<string, bigint>();
  for (const event of events) {
    const stake = BigInt(event.stakeCredits);
    if (stake <= 0n) continue;
    const edge = (stake * BigInt(HOUSE_EDGE_BPS[event.game])) / BPS;
    edges.set(event.userId, (edges.get(event.userId) ?? 0n) + edge);
  }
  const commissions = new Map<string, bigint>();
  for (const [userId, edge] of edges) {
    const commission = (edge * BigInt(referralBps)) / BPS;
    if (commission > 0n) commissions.set(userId, commission);
  }
  return commissions;
}

export function referralCommissionSubscriber(): OutboxSubscriber<'play'> {
  return {
    name: 'referral-commissions',
    topic: 'play',
    async handle({ db, messages }) {
      const { referralBps } = await getRewardSettings(db);
      const totals = new Map<string, bigint>();
      for (const message of messages) {
        for (const [userId, c] of commissionsOfBatch(message.payload.events, referralBps)) {
          totals.set(userId, (totals.get(userId) ?? 0n) + c);
        }
      }
      if (totals.size > 0) await addReferralCommissions(db, totals);
    },
  };
}

/** Adds to the commission of each player's referrer (players nobody referred are skipped). */
async function addReferralCommissions(db: DB, totals: Map<string, bigint>): Promise<void> {
  const users = [...totals.keys()];
  const amounts = users.map((u) => String(totals.get(u)));
  await sql`
    INSERT INTO referral_commissions AS rc (referrer_id, user_id, commission)
    SELECT u.referred_by, v.user_id, v.commission
    FROM unnest(${users}::uuid[], ${amounts}::bigint[]) AS v(user_id, commission)
    JOIN users u ON u.id = v.user_id
    WHERE u.referred_by IS NOT NULL
    ORDER BY u.referred_by, v.user_id
    ON CONFLICT (referrer_id, user_id) DO UPDATE
      SET commission = rc.commission + excluded.commission, updated_at = now()`.execute(db);
}
