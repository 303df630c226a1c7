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

/** The first day any period in force at `now` counts: the earliest of its starts. */
export function earliestCountedDay(now: Date): string {
  const { day, week, month } = periodStarts(now);
  return [day, week, month].reduce((earliest, start) => (start < earliest ? start : earliest));
}

/**
 * Usage retention (ADR 050): how far back from now a usage day may still be counted by a limit
 * check somewhere — a replica whose clock lags, a bet reserved just before midnight that settles
 * just after. A day is kept while it is counted by any period in force at some time within this
 * margin.
 */
export const USAGE_RETENTION_MARGIN_MS = 24 * 60 * 60 * 1000;

/** Usage days before this one can no longer matter to any limit, and may be deleted. */
export function usageRetentionCutoff(now: Date): string {
  return earliestCountedDay(new Date(now.getTime() - USAGE_RETENTION_MARGIN_MS));
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
