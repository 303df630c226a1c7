import { z } from 'zod';
import { decimalToUnits, isDecimalAmount, zDecimalAmount } from '../money';

/**
 * Responsible gambling (issue 25 item 5; docs/decisions/050-responsible-gambling.md): deposit,
 * loss and wager limits per calendar period (UTC day, ISO week from Monday, calendar month), the
 * reality-check reminder, cool-off and self-exclusion. Amounts are decimal dollar strings.
 */

export const RG_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];
export const RG_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type RgLimitPeriod = (typeof RG_LIMIT_PERIODS)[number];

/** An increase or a removal of a limit takes effect this long after it was asked for. */
export const RG_LIMIT_INCREASE_DELAY_HOURS = 24;
/** The largest limit accepted: $1,000,000,000 (fits the BIGINT columns with room to add). */
export const RG_LIMIT_MAX_USD = 1_000_000_000;

/** Reality-check intervals in minutes; 0 is off. */
export const RG_REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;
export type RgRealityCheckMinutes = (typeof RG_REALITY_CHECK_MINUTES)[number];

export const RG_COOL_OFF_DURATIONS = ['24h', '1w', '1m', '6w'] as const;
export type RgCoolOffDuration = (typeof RG_COOL_OFF_DURATIONS)[number];
export const RG_SELF_EXCLUSION_DURATIONS = ['6m', '1y', 'permanent'] as const;
export type RgSelfExclusionDuration = (typeof RG_SELF_EXCLUSION_DURATIONS)[number];
export type RgExclusionKind = 'cool_off' | 'self_exclusion';

const PERIOD_ADJECTIVE: Record<RgLimitPeriod, string> = {
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
};

/** "2026-12-01 14:00 UTC": the end of an exclusion in the server's messages. */
export function formatRgUntil(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/**
 * The refusals' texts (the server's error messages; the web app translates them by code, with
 * `error.data` holding `kind`, `period`, `until`).
 */
export const RG_MESSAGES = {
  limitReached: (kind: RgLimitKind, period: RgLimitPeriod) =>
    `You have reached your ${PERIOD_ADJECTIVE[period]} ${kind} limit.`,
  limitWouldExceed: (kind: RgLimitKind, period: RgLimitPeriod) =>
    `This bet would take you past your ${PERIOD_ADJECTIVE[period]} ${kind} limit.`,
  depositWouldExceed: (period: RgLimitPeriod) =>
    `This deposit would take you past your ${PERIOD_ADJECTIVE[period]} deposit limit.`,
  coolOff: (until: string) => `You are on a cool-off until ${formatRgUntil(until)}.`,
  selfExcluded: (until: string) => `Your account is self-excluded until ${formatRgUntil(until)}.`,
  selfExcludedPermanently: 'Your account is permanently self-excluded.',
  exclusionActive: (until: string | null) =>
    until
      ? `You cannot change this before ${formatRgUntil(until)}.`
      : 'Your account is permanently self-excluded.',
  invalidLimit: 'Enter a limit between $0.01 and $1,000,000,000.',
} as const;

const zLimitAmount = zDecimalAmount.refine(
  (text) =>
    !isDecimalAmount(text) || decimalToUnits(text) <= BigInt(RG_LIMIT_MAX_USD) * 100_000_000n,
  { message: RG_MESSAGES.invalidLimit },
);

const isoDate = z.string();

export const rgLimitSchema = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_LIMIT_PERIODS),
  /** The limit in force now. */
  amount: z.string(),
  /** What the period has used so far (deposited, lost or wagered). */
  used: z.string(),
  /** A pending increase (amount) or removal (null) and when it takes effect; none: null. */
  pending: z.object({ amount: z.string().nullable(), at: isoDate }).nullable(),
});
export type RgLimit = z.infer<typeof rgLimitSchema>;

export const rgExclusionSchema = z.object({
  kind: z.enum(['cool_off', 'self_exclusion']),
  startedAt: isoDate,
  /** null: permanent. */
  until: isoDate.nullable(),
});
export type RgExclusion = z.infer<typeof rgExclusionSchema>;

export const rgStateSchema = z.object({
  limits: z.array(rgLimitSchema),
  /** 0: off. */
  realityCheckMinutes: z.number().int(),
  exclusion: rgExclusionSchema.nullable(),
});
export type RgState = z.infer<typeof rgStateSchema>;

/** PUT /api/responsible-gambling/limits: one limit; `amount` null removes it (after 24 h). */
export const rgSetLimitBodySchema = z
  .object({
    kind: z.enum(RG_LIMIT_KINDS),
    period: z.enum(RG_LIMIT_PERIODS),
    amount: zLimitAmount.nullable(),
  })
  .strict();
export type RgSetLimitBody = z.infer<typeof rgSetLimitBodySchema>;

export const rgRealityCheckBodySchema = z
  .object({
    minutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60), z.literal(120)]),
  })
  .strict();

export const rgCoolOffBodySchema = z.object({ duration: z.enum(RG_COOL_OFF_DURATIONS) }).strict();
export const rgSelfExclusionBodySchema = z
  .object({ duration: z.enum(RG_SELF_EXCLUSION_DURATIONS) })
  .strict();

/** GET /api/responsible-gambling/session?since=: the play since the tab opened, for the reminder. */
export const rgSessionQuerySchema = z
  .object({ since: z.string().datetime({ offset: true }).max(40).optional() })
  .strict();

/** GET /api/responsible-gambling/session: this login session's play, for the reality check. */
export const rgSessionStatsSchema = z.object({
  startedAt: isoDate,
  elapsedSeconds: z.number().int(),
  bets: z.number().int(),
  wagered: z.string(),
  /** Won minus staked (negative: a loss). */
  net: z.string(),
});
export type RgSessionStats = z.infer<typeof rgSessionStatsSchema>;

/** The console's read-only view of a player's protections. */
export const consoleRgStateSchema = rgStateSchema;
