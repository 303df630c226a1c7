import { z } from 'zod';

/**
 * The operator console (issue 22; docs/decisions/037-operator-console.md): staff roles, the
 * /api/admin/* payloads and the refusals. Amounts are decimal strings of dollars.
 */

export const STAFF_ROLES = ['admin', 'finance', 'support', 'moderator', 'trader'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const ACCOUNT_STATUSES = ['active', 'suspended', 'banned'] as const;
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

export const CONSOLE_MESSAGES = {
  staffOnly: 'The operator console is for staff only.',
  twoFactorRequired: 'Two-factor authentication is required for the operator console.',
  wrongRole: 'Your staff role does not allow this action.',
  playerNotFound: 'Player not found.',
  sessionNotFound: 'Session not found.',
  reasonRequired: 'A reason is required.',
  accountSuspended: 'This account is suspended. Please contact support.',
  accountBanned: 'This account is banned.',
  twoFactorNotEnabled: 'This player has no two-factor authentication to reset.',
} as const;

/** Which roles may use which part of the console (admin may use every part). */
export const CONSOLE_ROLES = {
  anyStaff: ['admin', 'finance', 'support', 'moderator', 'trader'],
  players: ['admin', 'finance', 'support', 'moderator'],
  money: ['admin', 'finance'],
  chat: ['admin', 'support', 'moderator'],
  account: ['admin', 'support'],
  audit: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const consoleMeResponseSchema = z.object({
  userId: z.string(),
  username: z.string(),
  roles: z.array(staffRoleSchema),
});
export type ConsoleMe = z.infer<typeof consoleMeResponseSchema>;

export const consolePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ConsolePageQuery = z.infer<typeof consolePageQuerySchema>;

const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });

export const playerSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(200) });

export const playerSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  status: accountStatusSchema,
  createdAt: z.string(),
  /** Why the row matched: username, email, id, address or txid. */
  matchedBy: z.enum(['username', 'email', 'id', 'address', 'txid']),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;
export const playerSearchResponseSchema = z.object({ players: z.array(playerSummarySchema) });
export type PlayerSearchResponse = z.infer<typeof playerSearchResponseSchema>;

export const playerIdParamsSchema = z.object({ id: z.string().uuid() });
export const playerSessionParamsSchema = z.object({
  id: z.string().uuid(),
  sessionId: z.string().uuid(),
});

export const playerDetailSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  status: accountStatusSchema,
  createdAt: z.string(),
  signupIp: z.string().nullable(),
  level: z.number(),
  wagered: z.string(),
  flags: z.object({
    twoFactorEnabled: z.boolean(),
    needChangePassword: z.boolean(),
    needChangeUsername: z.boolean(),
    chatModerator: z.boolean(),
    mutedUntil: z.string().nullable(),
  }),
  staffRoles: z.array(staffRoleSchema),
  balances: z.array(z.object({ pocket: z.string(), currency: z.string(), balance: z.string() })),
  sessions: z.array(
    z.object({
      id: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
    }),
  ),
  notes: z.array(
    z.object({ id: z.string(), author: z.string(), body: z.string(), createdAt: z.string() }),
  ),
  deposits: z.array(
    z.object({
      id: z.string(),
      asset: z.string(),
      network: z.string(),
      txid: z.string(),
      amount: z.string().nullable(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  withdrawals: z.array(
    z.object({
      id: z.string(),
      asset: z.string(),
      network: z.string(),
      toAddress: z.string(),
      txid: z.string().nullable(),
      amount: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

export const ledgerLineSchema = z.object({
  entryId: z.string(),
  kind: z.string(),
  reference: z.string().nullable(),
  pocket: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  createdAt: z.string(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;
export const playerLedgerResponseSchema = pageOf(ledgerLineSchema);
export type PlayerLedgerResponse = z.infer<typeof playerLedgerResponseSchema>;

export const consoleBetSchema = z.object({
  id: z.string(),
  game: z.string(),
  amount: z.string(),
  payout: z.string(),
  multiplier: z.string(),
  result: z.enum(['WIN', 'LOSS']),
  createdAt: z.string(),
});
export type ConsoleBet = z.infer<typeof consoleBetSchema>;
export const playerBetsResponseSchema = pageOf(consoleBetSchema);
export type PlayerBetsResponse = z.infer<typeof playerBetsResponseSchema>;

const reason = z.string().trim().min(1, CONSOLE_MESSAGES.reasonRequired).max(500);

export const adjustBalanceRequestSchema = z.object({
  action: z.enum(['credit', 'debit']),
  amount: z.string().trim().min(1).max(40),
  pocket: z.enum(['credits', 'freebets', 'vault', 'gold']).default('credits'),
  reason,
  /** One per operator intent (the dialog): a repeated or concurrent request moves money once. */
  requestId: z.string().uuid(),
});
export type AdjustBalanceRequest = z.input<typeof adjustBalanceRequestSchema>;

export const muteRequestSchema = z.object({
  minutes: z.number().int().min(1).max(525_600),
  reason,
});
export type MuteRequest = z.infer<typeof muteRequestSchema>;

export const reasonRequestSchema = z.object({ reason });
export type ReasonRequest = z.infer<typeof reasonRequestSchema>;

export const accountStatusRequestSchema = z.object({ status: accountStatusSchema, reason });
export type AccountStatusRequest = z.infer<typeof accountStatusRequestSchema>;

export const accountFlagsRequestSchema = z
  .object({
    needChangePassword: z.boolean().optional(),
    needChangeUsername: z.boolean().optional(),
    reason,
  })
  .refine((v) => v.needChangePassword !== undefined || v.needChangeUsername !== undefined, {
    message: 'Nothing to change.',
  });
export type AccountFlagsRequest = z.infer<typeof accountFlagsRequestSchema>;

export const notifyRequestSchema = z.object({
  title: z.string().trim().min(1).max(120),
  message: z.string().trim().min(1).max(1000),
  link: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/[^/]/, 'A link must be a path on this site, like /rewards.')
    .optional(),
});
export type NotifyRequest = z.infer<typeof notifyRequestSchema>;

export const noteRequestSchema = z.object({ body: z.string().trim().min(1).max(2000) });
export type NoteRequest = z.infer<typeof noteRequestSchema>;

/** Every console change answers with the audit row it wrote. */
export const consoleActionResponseSchema = z.object({ ok: z.literal(true), auditId: z.string() });
export type ConsoleActionResponse = z.infer<typeof consoleActionResponseSchema>;

const auditDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-26.')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Use a date like 2026-11-26.');

export const auditQuerySchema = consolePageQuerySchema.extend({
  actor: z.string().trim().max(100).optional(),
  action: z.string().trim().max(100).optional(),
  /** The player the change was about: part of a username, or a user id. */
  player: z.string().trim().max(100).optional(),
  /** First and last day (UTC, inclusive) of the changes to list. */
  from: auditDay.optional(),
  to: auditDay.optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  operator: z.string(),
  action: z.string(),
  targetUserId: z.string().nullable(),
  targetUsername: z.string().nullable(),
  details: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = pageOf(auditEntrySchema);
export type AuditResponse = z.infer<typeof auditResponseSchema>;
