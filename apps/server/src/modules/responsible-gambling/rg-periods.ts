import type { LimitRow, PeriodStarts } from './responsible-gambling.repository';

/**
 * Limits count per calendar period in UTC (ADR 050): the day from 00:00, the ISO week from
 * Monday 00:00, the month from its first day. A calendar period is what a player reads on a
 * statement ("this week") and needs only a per-day total, not a rolling window per bet.
 */
export function periodStarts(now: Date): PeriodStarts {
  const day = now.toISOString().slice(0, 10);
  const weekday = (now.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - weekday);
  return {
    day,
    week: monday.toISOString().slice(0, 10),
    month: `${day.slice(0, 7)}-01`,
  };
}

export interface EffectiveLimit {
  /** The limit in force at `now`; null: none (a removal took effect). */
  amount: bigint | null;
  /** A change still waiting: its amount (null = removal) and time. */
  pending: { amount: bigint | null; at: Date } | null;
}

/** A stored limit as it stands at `now`: a pending change whose time has come is in force. */
export function effectiveLimit(row: LimitRow, now: Date): EffectiveLimit {
  if (row.pending_at && row.pending_at.getTime() <= now.getTime()) {
    return { amount: row.pending_amount, pending: null };
  }
  return {
    amount: row.amount,
    pending: row.pending_at ? { amount: row.pending_amount, at: row.pending_at } : null,
  };
}
