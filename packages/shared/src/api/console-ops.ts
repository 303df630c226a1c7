import { z } from 'zod';
import { CONSOLE_ROLES, consolePageQuerySchema, type StaffRole } from './console';
import { DEPOSIT_STATUSES } from './payments';

/**
 * The operator console's money and operations sections (issue 22; ADR 039): withdrawals review,
 * deposits, the dashboard and the system page. Amounts are decimal strings of dollars.
 */

export const OPS_ROLES = {
  /** Withdrawals review and the deposits list. */
  withdrawals: CONSOLE_ROLES.money,
  dashboard: CONSOLE_ROLES.money,
  system: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const OPS_MESSAGES = {
  withdrawalNotFound: 'Withdrawal not found.',
  rangeTooLong: 'Choose a date range of at most 366 days.',
  rangeReversed: 'The start date must be before the end date.',
} as const;

/** A withdrawal at or above this many dollars is flagged "large amount". */
export const LARGE_WITHDRAWAL_USD = '1000';
/** An account younger than this many days at its request is flagged "new account". */
export const NEW_ACCOUNT_DAYS = 7;
/** Rows of one CSV export at most (newest first within the filter). */
export const CSV_EXPORT_LIMIT = 5000;
/** The dashboard's longest date range. */
export const DASHBOARD_MAX_DAYS = 366;

const sortDir = z.enum(['asc', 'desc']).default('desc');

export const WITHDRAWAL_QUEUES = [
  'PENDING',
  'PROCESSING',
  'UNSENT',
  'COMPLETED',
  'REJECTED',
  'CANCELLED',
] as const;
export type WithdrawalQueue = (typeof WITHDRAWAL_QUEUES)[number];

export const withdrawalsQuerySchema = consolePageQuerySchema.extend({
  /** UNSENT: PROCESSING sends that failed (no transaction yet, an error recorded). */
  queue: z.enum(WITHDRAWAL_QUEUES).default('PENDING'),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(['createdAt', 'amount', 'username']).default('createdAt'),
  dir: sortDir,
});
export type WithdrawalsQuery = z.input<typeof withdrawalsQuerySchema>;

export const riskHintsSchema = z.object({
  accountAgeDays: z.number(),
  newAccount: z.boolean(),
  /** Completed deposits of the player, dollars. */
  deposited: z.string(),
  /** Credits wagered by the player, dollars. */
  wagered: z.string(),
  /** wagered ÷ deposited (null without deposits). */
  wagerRatio: z.number().nullable(),
  lowWager: z.boolean(),
  /** Other players who withdrew to or deposited from this address. */
  addressSharedWith: z.number(),
  largeAmount: z.boolean(),
});
export type RiskHints = z.infer<typeof riskHintsSchema>;

export const reviewWithdrawalSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  asset: z.string(),
  network: z.string(),
  assetAmount: z.string(),
  amount: z.string(),
  toAddress: z.string(),
  tag: z.string().nullable(),
  status: z.string(),
  txid: z.string().nullable(),
  lastError: z.string().nullable(),
  broadcastAttempts: z.number(),
  reviewedBy: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  risk: riskHintsSchema,
});
export type ReviewWithdrawal = z.infer<typeof reviewWithdrawalSchema>;

const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });

export const withdrawalsResponseSchema = pageOf(reviewWithdrawalSchema).extend({
  thresholds: z.object({ largeAmount: z.string(), newAccountDays: z.number() }),
});
export type WithdrawalsResponse = z.infer<typeof withdrawalsResponseSchema>;

export const withdrawalIdParamsSchema = z.object({ withdrawalId: z.string().uuid() });

const reason = z.string().trim().min(1, 'A reason is required.').max(500);
export const approveWithdrawalRequestSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});
export const rejectWithdrawalRequestSchema = z.object({ reason });
export const markSentRequestSchema = z.object({
  txid: z.string().trim().min(4).max(200),
  reason,
});
export const retrySendRequestSchema = z.object({ reason });
export type RejectWithdrawalRequest = z.infer<typeof rejectWithdrawalRequestSchema>;
export type MarkSentRequest = z.infer<typeof markSentRequestSchema>;

export const withdrawalActionResponseSchema = z.object({
  ok: z.literal(true),
  auditId: z.string(),
  status: z.string(),
});
export type WithdrawalActionResponse = z.infer<typeof withdrawalActionResponseSchema>;

export const depositsQuerySchema = consolePageQuerySchema.extend({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(['createdAt', 'amount', 'username']).default('createdAt'),
  dir: sortDir,
});
export type DepositsQuery = z.input<typeof depositsQuerySchema>;

export const consoleDepositSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  asset: z.string(),
  network: z.string(),
  txid: z.string(),
  assetAmount: z.string(),
  amount: z.string().nullable(),
  status: z.string(),
  confirmations: z.number(),
  requiredConfirmations: z.number(),
  source: z.string(),
  createdAt: z.string(),
});
export type ConsoleDeposit = z.infer<typeof consoleDepositSchema>;
export const depositsResponseSchema = pageOf(consoleDepositSchema);
export type DepositsResponse = z.infer<typeof depositsResponseSchema>;

// Dashboard.

export const DASHBOARD_BUCKETS = ['day', 'week', 'month'] as const;
export type DashboardBucket = (typeof DASHBOARD_BUCKETS)[number];
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-29.');

export const dashboardQuerySchema = z.object({
  /** First day, inclusive (UTC); default: 29 days before `to`. */
  from: isoDate.optional(),
  /** Last day, inclusive (UTC); default: today. */
  to: isoDate.optional(),
  bucket: z.enum(DASHBOARD_BUCKETS).default('day'),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

export const dashboardFiguresSchema = z.object({
  stakes: z.string(),
  payouts: z.string(),
  /** stakes − payouts */
  ggr: z.string(),
  bonuses: z.string(),
  /** GGR − bonuses paid */
  ngr: z.string(),
  deposits: z.string(),
  withdrawals: z.string(),
  activePlayers: z.number(),
  bets: z.number(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const dashboardBreakdownRowSchema = z.object({
  key: z.string(),
  bets: z.number(),
  players: z.number(),
  stakes: z.string(),
  payouts: z.string(),
  ggr: z.string(),
});
export type DashboardBreakdownRow = z.infer<typeof dashboardBreakdownRowSchema>;

export const dashboardResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(DASHBOARD_BUCKETS),
  totals: dashboardFiguresSchema,
  /** One point per period start (UTC date), oldest first, periods without activity included. */
  series: z.array(dashboardFiguresSchema.extend({ period: z.string() })),
  byGame: z.array(dashboardBreakdownRowSchema),
  byProvider: z.array(dashboardBreakdownRowSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const dashboardLiveSchema = z.object({
  /** Distinct players with a session seen in the last 5 minutes. */
  playersOnline: z.number(),
  betsLastMinute: z.number(),
  stakesLastMinute: z.string(),
  at: z.string(),
});
export type DashboardLive = z.infer<typeof dashboardLiveSchema>;

// System.

export const systemJobsSchema = z.object({
  /** False when pg-boss has not created its schema here (watchers off). */
  available: z.boolean(),
  queues: z.array(
    z.object({
      name: z.string(),
      created: z.number(),
      active: z.number(),
      completed: z.number(),
      failed: z.number(),
    }),
  ),
  failures: z.array(
    z.object({
      id: z.string(),
      queue: z.string(),
      error: z.string(),
      failedAt: z.string().nullable(),
    }),
  ),
});
export type SystemJobs = z.infer<typeof systemJobsSchema>;

export const systemChainsSchema = z.object({
  networks: z.array(
    z.object({
      network: z.string(),
      /** simulator, node, or unavailable (no adapter configured). */
      adapter: z.string(),
      cursor: z.string().nullable(),
      tipHeight: z.string().nullable(),
      cursorUpdatedAt: z.string().nullable(),
      /** Seconds since the watcher last moved the cursor (null: never). */
      lagSeconds: z.number().nullable(),
      /** Dollars the books hold for this network (custody accounts), and pending withdrawals. */
      custody: z.string(),
      pendingWithdrawals: z.string(),
    }),
  ),
});
export type SystemChains = z.infer<typeof systemChainsSchema>;

export const ledgerCheckResponseSchema = z.object({
  ok: z.boolean(),
  entries: z.string(),
  postings: z.string(),
  accounts: z.object({ players: z.string(), houses: z.string() }),
  violations: z.array(z.string()),
  currencies: z.array(z.object({ currency: z.string(), total: z.string(), players: z.string() })),
  house: z.array(z.object({ kind: z.string(), currency: z.string(), balance: z.string() })),
  checkedAt: z.string(),
  auditId: z.string(),
});
export type LedgerCheckResponse = z.infer<typeof ledgerCheckResponseSchema>;

// --- Hot wallets on the System page (ADR 048) ---------------------------------------------

/**
 * Per network: the hot wallet's balance read from the node now, beside what the books say the
 * chain holds (completed deposits minus sent withdrawals, in asset units). `status`: `ok`;
 * `unavailable` (the node did not answer: `error` says why); `no-hot-wallet` (none configured);
 * `unsupported` (the adapter cannot read it, e.g. the simulator); `no-adapter`.
 */
export const HOT_WALLET_STATUSES = [
  'ok',
  'unavailable',
  'no-hot-wallet',
  'unsupported',
  'no-adapter',
] as const;
export type HotWalletStatus = (typeof HOT_WALLET_STATUSES)[number];

export const systemHotWalletsSchema = z.object({
  networks: z.array(
    z.object({
      network: z.string(),
      adapter: z.string(),
      status: z.enum(HOT_WALLET_STATUSES),
      error: z.string().nullable(),
      address: z.string().nullable(),
      /** The node's tip height at the read (null unless `ok`). */
      height: z.string().nullable(),
      assets: z.array(
        z.object({
          asset: z.string(),
          /** On-chain balance in the asset (decimal text); null unless `ok`. */
          onChain: z.string().nullable(),
          /** What the books say the chain holds in the asset (decimal text). */
          books: z.string(),
          /** onChain − books; null unless `ok`. */
          difference: z.string().nullable(),
          /** True when the chain holds less than the books. */
          shortfall: z.boolean(),
        }),
      ),
    }),
  ),
  checkedAt: z.string(),
});
export type SystemHotWallets = z.infer<typeof systemHotWalletsSchema>;
