import {
  RG_MESSAGES,
  SESSION_MESSAGES,
  decimalToUnits,
  unitsToDecimal,
  type RgCoolOffDuration,
  type RgExclusion,
  type RgLimit,
  type RgLimitKind,
  type RgLimitPeriod,
  type RgSelfExclusionDuration,
  type RgSessionStats,
  type RgState,
  RG_LIMIT_INCREASE_DELAY_HOURS,
} from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import {
  deleteLimit,
  depositedSince,
  findSettings,
  listLimits,
  lockLimits,
  lockSettings,
  sessionPlay,
  updateSettings,
  upsertLimit,
  usageSince,
  type LimitRow,
  type SettingsRow,
} from './responsible-gambling.repository';
import { effectiveLimit, periodStarts } from './rg-periods';
import { rememberRestriction } from './restrictions';

/**
 * A player's own protections (issue 25 item 5; ADR 050): limits, the reality check, cool-off and
 * self-exclusion. Every function acts on the signed-in player only (the routes pass their id).
 */
export interface RgDeps {
  db: DB;
  now: () => Date;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function exclusionOf(settings: SettingsRow | undefined, now: Date): RgExclusion | null {
  if (!settings?.exclusion_kind || !settings.exclusion_started_at) return null;
  const until = settings.excluded_until;
  if (until && until.getTime() <= now.getTime()) return null;
  return {
    kind: settings.exclusion_kind,
    startedAt: settings.exclusion_started_at.toISOString(),
    until: until ? until.toISOString() : null,
  };
}

/** Re-reads the player's protections into this process's memory after a change. */
async function refreshRestriction(db: DB, userId: string): Promise<void> {
  const [settings, limits] = await Promise.all([findSettings(db, userId), listLimits(db, userId)]);
  await rememberRestriction(db, userId, {
    exclusion: settings?.exclusion_kind
      ? { kind: settings.exclusion_kind, until: settings.excluded_until }
      : null,
    hasPlayLimits: limits.some((row) => row.kind !== 'deposit'),
    hasDepositLimits: limits.some((row) => row.kind === 'deposit'),
  });
}

/** GET /api/responsible-gambling (and the console's view): limits with use, exclusion, reminder. */
export async function getRgState(deps: RgDeps, userId: string): Promise<RgState> {
  const { db } = deps;
  const now = deps.now();
  const starts = periodStarts(now);
  const [settings, rows] = await Promise.all([findSettings(db, userId), listLimits(db, userId)]);
  const [usage, deposited] = rows.length
    ? await Promise.all([usageSince(db, userId, starts), depositedSince(db, userId, starts)])
    : [null, null];
  const limits: RgLimit[] = [];
  for (const row of rows) {
    const limit = effectiveLimit(row, now);
    if (limit.amount === null) continue;
    const used =
      row.kind === 'deposit'
        ? (deposited?.[row.period] ?? 0n)
        : row.kind === 'loss'
          ? (usage?.[row.period].lost ?? 0n)
          : (usage?.[row.period].wagered ?? 0n);
    limits.push({
      kind: row.kind,
      period: row.period,
      amount: unitsToDecimal(limit.amount),
      used: unitsToDecimal(used > 0n ? used : 0n),
      pending: limit.pending
        ? {
            amount: limit.pending.amount === null ? null : unitsToDecimal(limit.pending.amount),
            at: limit.pending.at.toISOString(),
          }
        : null,
    });
  }
  return {
    limits,
    realityCheckMinutes: settings?.reality_check_minutes ?? 0,
    exclusion: exclusionOf(settings, now),
  };
}

/**
 * Sets or removes one limit. A first limit or a lower one is in force at once (and cancels a
 * pending increase); a higher one or a removal waits 24 hours, shown as pending.
 */
export async function setRgLimit(
  deps: RgDeps,
  options: { userId: string; kind: RgLimitKind; period: RgLimitPeriod; amount: string | null },
): Promise<RgState> {
  const { db } = deps;
  const { userId, kind, period } = options;
  const now = deps.now();
  const wanted = options.amount === null ? null : decimalToUnits(options.amount);
  const pendingAt = new Date(now.getTime() + RG_LIMIT_INCREASE_DELAY_HOURS * HOUR_MS);
  await db.transaction().execute(async (trx) => {
    const rows = await lockLimits(trx, userId, [kind]);
    const row = rows.find((candidate) => candidate.period === period);
    const current = row ? effectiveLimit(row, now) : null;
    const inForce = current?.amount ?? null;
    const write = (values: Omit<LimitRow, 'kind' | 'period'>) =>
      upsertLimit(trx, userId, { kind, period, ...values });
    if (inForce === null) {
      // No limit now (none, or a removal that took effect): a first limit is immediate.
      if (wanted === null) {
        if (row) await deleteLimit(trx, userId, kind, period);
        return;
      }
      await write({ amount: wanted, pending_amount: null, pending_at: null });
      return;
    }
    if (wanted !== null && wanted <= inForce) {
      await write({ amount: wanted, pending_amount: null, pending_at: null });
      return;
    }
    // An increase or a removal: pending for 24 h (a repeated removal keeps its earlier time).
    const keepsTime = wanted === null && current?.pending && current.pending.amount === null;
    await write({
      amount: inForce,
      pending_amount: wanted,
      pending_at: keepsTime && current.pending ? current.pending.at : pendingAt,
    });
  });
  await refreshRestriction(db, userId);
  return getRgState(deps, userId);
}

export async function setRealityCheck(
  deps: RgDeps,
  options: { userId: string; minutes: number },
): Promise<RgState> {
  await deps.db.transaction().execute(async (trx) => {
    await lockSettings(trx, options.userId);
    await updateSettings(trx, options.userId, {
      reality_check_minutes: options.minutes === 0 ? null : options.minutes,
    });
  });
  return getRgState(deps, options.userId);
}

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

const COOL_OFF_END: Record<RgCoolOffDuration, (now: Date) => Date> = {
  '24h': (now) => new Date(now.getTime() + DAY_MS),
  '1w': (now) => new Date(now.getTime() + 7 * DAY_MS),
  '1m': (now) => addMonths(now, 1),
  '6w': (now) => new Date(now.getTime() + 42 * DAY_MS),
};

const SELF_EXCLUSION_END: Record<RgSelfExclusionDuration, (now: Date) => Date | null> = {
  '6m': (now) => addMonths(now, 6),
  '1y': (now) => addMonths(now, 12),
  permanent: () => null,
};

/** A later end only: null (permanent) is the latest. */
function endsLater(next: Date | null, current: Date | null): boolean {
  if (current === null) return false;
  if (next === null) return true;
  return next.getTime() > current.getTime();
}

/**
 * Starts a cool-off or a self-exclusion. While one runs the player cannot end or shorten it; a
 * longer one (e.g. a self-exclusion during a cool-off) replaces it.
 */
async function exclude(
  deps: RgDeps,
  options: {
    userId: string;
    kind: 'cool_off' | 'self_exclusion';
    until: Date | null;
    /** More work of the same transaction (an operator's audit row). */
    alsoIn?: (trx: Transaction<Database>) => Promise<unknown>;
  },
): Promise<RgState> {
  const { db } = deps;
  const now = deps.now();
  await db.transaction().execute(async (trx) => {
    const settings = await lockSettings(trx, options.userId);
    const running = exclusionOf(settings, now);
    if (running) {
      const runningUntil = running.until === null ? null : new Date(running.until);
      if (!endsLater(options.until, runningUntil)) {
        throw new AppError('RG_EXCLUSION_ACTIVE', RG_MESSAGES.exclusionActive(running.until), {
          data: { until: running.until },
        });
      }
    }
    await updateSettings(trx, options.userId, {
      exclusion_kind: options.kind,
      exclusion_started_at: now,
      excluded_until: options.until,
    });
    await options.alsoIn?.(trx);
  });
  await refreshRestriction(db, options.userId);
  return getRgState(deps, options.userId);
}

export function startCoolOff(
  deps: RgDeps,
  options: { userId: string; duration: RgCoolOffDuration },
): Promise<RgState> {
  const until = COOL_OFF_END[options.duration](deps.now());
  return exclude(deps, { userId: options.userId, kind: 'cool_off', until });
}

export function startSelfExclusion(
  deps: RgDeps,
  options: {
    userId: string;
    duration: RgSelfExclusionDuration;
    alsoIn?: (trx: Transaction<Database>) => Promise<unknown>;
  },
): Promise<RgState> {
  const until = SELF_EXCLUSION_END[options.duration](deps.now());
  return exclude(deps, { ...options, kind: 'self_exclusion', until });
}

/**
 * The reality check's numbers: time since `since` (the client's session start; never before the
 * login session began) and the bets settled since, with their net result.
 */
export async function sessionStats(
  deps: RgDeps,
  options: { userId: string; sessionId: string; since: Date | null },
): Promise<RgSessionStats> {
  const now = deps.now();
  const row = await sessionPlay(deps.db, options);
  if (!row) throw new AppError('UNAUTHORIZED', SESSION_MESSAGES.expired);
  const wagered = row.wagered ?? 0n;
  const won = row.won ?? 0n;
  return {
    startedAt: row.started_at.toISOString(),
    elapsedSeconds: Math.max(0, Math.floor((now.getTime() - row.started_at.getTime()) / 1000)),
    bets: row.bets,
    wagered: unitsToDecimal(wagered),
    net: unitsToDecimal(won - wagered),
  };
}
