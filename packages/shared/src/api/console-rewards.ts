import { z } from 'zod';
import { CONSOLE_ROLES, consolePageQuerySchema, type StaffRole } from './console';
import { lockedBalanceSettingsSchema } from './locked-balances';
import { rewardSettingsSchema } from './rewards';

/**
 * The operator console's Rewards section (issue 22; docs/decisions/045-console-rewards.md):
 * the rewards economy's rates, gifts to a player or a segment, and lootbox codes. Amounts are
 * decimal strings of dollars.
 */

/** Every Rewards route moves money or sets what money is paid: finance (and admin). */
export const REWARDS_CONSOLE_ROLES = {
  rewards: CONSOLE_ROLES.money,
} as const satisfies Record<string, readonly StaffRole[]>;

export const REWARDS_CONSOLE_MESSAGES = {
  noRecipients: 'No player matches this audience.',
  playerRequired: 'Choose a player.',
  nothingToChange: 'Nothing to change.',
  codeNotFound: 'Lootbox code not found.',
} as const;

// --- Rates --------------------------------------------------------------------------------------

/** The editable groups of operator settings: the rewards row and the locked balances' row. */
export const RATE_GROUPS = ['rewards', 'locked'] as const;
export type RateGroup = (typeof RATE_GROUPS)[number];
export const rateGroupParamsSchema = z.object({ group: z.enum(RATE_GROUPS) });

export const ratesResponseSchema = z.object({
  rewards: rewardSettingsSchema,
  rewardsDefaults: rewardSettingsSchema,
  locked: lockedBalanceSettingsSchema,
  lockedDefaults: lockedBalanceSettingsSchema,
  /** What the spec fixes (read-only in the console): shown so operators see the whole economy. */
  fixed: z.object({
    /** Minimum wagered (whole USD) per VIP level 0 … 40. */
    levelWagerMinimumsUsd: z.array(z.number()),
    /** Level-up reward (USD) per level 0 … 40. */
    levelRewardsUsd: z.array(z.string()),
    rakebackClaimMinimumUsd: z.number(),
    boostDurationHours: z.number(),
    claimCooldownDays: z.object({
      rakeback: z.number(),
      dailyDollars: z.number(),
      weekly: z.number(),
      monthly: z.number(),
    }),
    calendarDays: z.number(),
    lockedClaimMinimumUsd: z.object({ depositBonus: z.number(), signUpSpin: z.number() }),
  }),
});
export type RatesResponse = z.infer<typeof ratesResponseSchema>;

/**
 * A change of one group: the fields to change (validated by the group's own schema on the
 * server, so the console and `npm run admin` accept the same values) and why.
 */
export const ratesChangeRequestSchema = z.object({
  settings: z.record(z.string(), z.unknown()),
  reason: z.string().trim().min(1, 'A reason is required.').max(500),
});
export type RatesChangeRequest = z.infer<typeof ratesChangeRequestSchema>;

export const ratesChangeResponseSchema = z.object({
  ok: z.literal(true),
  auditId: z.string(),
  rates: ratesResponseSchema,
});
export type RatesChangeResponse = z.infer<typeof ratesChangeResponseSchema>;

// --- Gifts --------------------------------------------------------------------------------------

/** Who a gift reaches (active accounts only: suspended and banned players never get one). */
export const GIFT_AUDIENCES = ['player', 'all', 'vip', 'active', 'depositors'] as const;
export type GiftAudience = (typeof GIFT_AUDIENCES)[number];

export const giftAudienceSchema = z.discriminatedUnion('audience', [
  z.object({ audience: z.literal('player'), username: z.string().trim().min(1).max(64) }),
  z.object({ audience: z.literal('all') }),
  /** VIP level at least `minLevel`. */
  z.object({ audience: z.literal('vip'), minLevel: z.coerce.number().int().min(0).max(40) }),
  /** Signed in (a session seen) within the last `days` days. */
  z.object({ audience: z.literal('active'), days: z.coerce.number().int().min(1).max(365) }),
  /** At least one completed deposit, ever. */
  z.object({ audience: z.literal('depositors') }),
]);
export type GiftAudienceSpec = z.infer<typeof giftAudienceSchema>;

/** GET /api/admin/rewards/gifts/preview: the audience as a query string. */
export const giftPreviewQuerySchema = z.object({
  audience: z.enum(GIFT_AUDIENCES),
  username: z.string().trim().max(64).optional(),
  minLevel: z.coerce.number().int().min(0).max(40).optional(),
  days: z.coerce.number().int().min(1).max(365).optional(),
});
export type GiftPreviewQuery = z.input<typeof giftPreviewQuerySchema>;
export const giftPreviewResponseSchema = z.object({ recipients: z.number() });

const GIFT_AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;

export const sendGiftRequestSchema = z.object({
  target: giftAudienceSchema,
  type: z.enum(['credits', 'freebets']),
  amount: z
    .string()
    .trim()
    .regex(GIFT_AMOUNT, 'The amount must be a positive dollar amount, e.g. 5 or 2.50.')
    .refine((v) => Number(v) > 0, 'The amount must be a positive dollar amount, e.g. 5 or 2.50.'),
  /** Shown to the player as the gift's message. */
  reason: z.string().trim().min(1, 'A message is required.').max(200),
  /** One per opened dialog: a double click, a retry or concurrent copies send once. */
  requestId: z.string().uuid(),
});
export type SendGiftRequest = z.input<typeof sendGiftRequestSchema>;

export const sendGiftResponseSchema = z.object({
  ok: z.literal(true),
  auditId: z.string(),
  sendId: z.string(),
  recipients: z.number(),
});
export type SendGiftResponse = z.infer<typeof sendGiftResponseSchema>;

export const giftSendsQuerySchema = consolePageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
});
export type GiftSendsQuery = z.input<typeof giftSendsQuerySchema>;

export const giftSendSchema = z.object({
  id: z.string(),
  audience: z.enum(GIFT_AUDIENCES),
  /** The player's name, the minimum level or the days, by audience. */
  audienceValue: z.string().nullable(),
  type: z.enum(['credits', 'freebets']),
  amount: z.string(),
  reason: z.string(),
  recipients: z.number(),
  claimed: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type GiftSend = z.infer<typeof giftSendSchema>;

const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });

export const giftSendsResponseSchema = pageOf(giftSendSchema);
export type GiftSendsResponse = z.infer<typeof giftSendsResponseSchema>;

// --- Lootbox codes ------------------------------------------------------------------------------

export const lootboxCodesQuerySchema = consolePageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
});
export type LootboxCodesQuery = z.input<typeof lootboxCodesQuerySchema>;

export const consoleLootboxCodeSchema = z.object({
  code: z.string(),
  active: z.boolean(),
  /** Expired, used up or disabled: nobody can open it any more. */
  usable: z.boolean(),
  uses: z.number(),
  maxUses: z.number().nullable(),
  expiresAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type ConsoleLootboxCode = z.infer<typeof consoleLootboxCodeSchema>;
export const lootboxCodesResponseSchema = pageOf(consoleLootboxCodeSchema);
export type LootboxCodesResponse = z.infer<typeof lootboxCodesResponseSchema>;

export const createLootboxCodeRequestSchema = z.object({
  code: z.string().trim().min(1, 'A code is required.').max(32),
  maxUses: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  expiresAt: z.string().datetime({ offset: true }).nullable().optional(),
});
export type CreateLootboxCodeRequest = z.infer<typeof createLootboxCodeRequestSchema>;

export const lootboxCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(32) });

/** The opens of one code (its redemptions), newest first. */
export const lootboxRedemptionsResponseSchema = z.object({
  items: z.array(
    z.object({
      userId: z.string(),
      username: z.string(),
      prize: z.string(),
      openedAt: z.string(),
    }),
  ),
});
export type LootboxRedemptionsResponse = z.infer<typeof lootboxRedemptionsResponseSchema>;
