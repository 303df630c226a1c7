import { z } from 'zod';
import { consolePageQuerySchema, type StaffRole } from './console';
import { QUEST_TASK_KINDS, questTaskInputSchema } from './quests';

/**
 * The operator console's Promotions section (issue 22 "Rewards and promotions", part 2;
 * docs/decisions/046-console-promotions.md): quests, challenges and the weekly raffle.
 * Amounts are decimal strings (dollars; Gold for quest rewards).
 */

export const PROMOTIONS_ROLES = {
  /** Reading quests, challenges, raffle weeks, tickets and winners. */
  read: ['admin', 'support', 'finance'],
  /** Quests pay Gold (points), not cash: support may run them. */
  quests: ['admin', 'support'],
  /** Challenges pay cash prizes and the draw pays the raffle's prizes: finance. */
  money: ['admin', 'finance'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const PROMOTIONS_MESSAGES = {
  questNotFound: 'Quest not found.',
  questTasksLocked:
    'Players already have progress on this quest, so its tasks cannot change. Create a new quest instead.',
  nothingToChange: 'Nothing to change.',
} as const;

// ---------------------------------------------------------------------------------------------
// Quests
// ---------------------------------------------------------------------------------------------

export const QUEST_STATUSES = ['active', 'scheduled', 'ended'] as const;
export type AdminQuestStatus = (typeof QUEST_STATUSES)[number];

export const adminQuestTaskSchema = z.object({
  kind: z.enum(QUEST_TASK_KINDS),
  title: z.string(),
  description: z.string(),
  points: z.number().int(),
  /** Dollars (wager, deposit) or a whole count (multiplier, chat). */
  target: z.string(),
  game: z.string().nullable(),
  min_multiplier: z.string().nullable(),
  min_stake: z.string().nullable(),
});
export type AdminQuestTask = z.infer<typeof adminQuestTaskSchema>;

export const adminQuestSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Gold before the VIP multiplier. */
  reward: z.string(),
  active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** ended: disabled by an operator or past its end. */
  status: z.enum(QUEST_STATUSES),
  claims: z.number().int(),
  /** Players with progress or a claim: the tasks can no longer change. */
  tasks_locked: z.boolean(),
  tasks: z.array(adminQuestTaskSchema),
});
export type AdminQuest = z.infer<typeof adminQuestSchema>;

export const adminQuestsQuerySchema = z.object({
  status: z.enum(QUEST_STATUSES).optional(),
});
export const adminQuestsResponseSchema = z.object({ quests: z.array(adminQuestSchema) });
export type AdminQuestsResponse = z.infer<typeof adminQuestsResponseSchema>;

export const adminQuestParamsSchema = z.object({ questId: z.string().uuid() });

/** An edit: only the fields given change (tasks only while nobody has progress on them). */
export const questEditRequestSchema = z
  .object({
    title: z.unknown(),
    description: z.unknown(),
    reward: z.unknown(),
    active: z.unknown(),
    starts_at: z.unknown(),
    ends_at: z.unknown(),
    tasks: z.array(questTaskInputSchema).min(1).max(10),
  })
  .partial()
  .strict();
export type QuestEditRequest = z.input<typeof questEditRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Challenges
// ---------------------------------------------------------------------------------------------

export const ADMIN_CHALLENGE_STATUSES = ['upcoming', 'open', 'ended', 'won', 'cancelled'] as const;

export const adminChallengeSchema = z.object({
  /** The public number (#12). */
  number: z.number().int(),
  title: z.string(),
  game: z.string(),
  min_multiplier: z.string(),
  min_stake: z.string(),
  prize: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  status: z.enum(ADMIN_CHALLENGE_STATUSES),
  winner_id: z.string().nullable(),
  /** The winner's username (the operator sees it even when the winner hides it publicly). */
  winner_name: z.string().nullable(),
  won_at: z.string().nullable(),
  won_multiplier: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type AdminChallenge = z.infer<typeof adminChallengeSchema>;
export const adminChallengesResponseSchema = z.object({
  challenges: z.array(adminChallengeSchema),
});
export type AdminChallengesResponse = z.infer<typeof adminChallengesResponseSchema>;

const field = z.string().trim().max(200);
/** The CLI's fields (`challenges create game=… multiplier=… …`); the challenges module checks them. */
export const challengeCreateRequestSchema = z
  .object({
    game: field,
    multiplier: field,
    stake: field,
    prize: field,
    title: field.optional(),
    start: field.optional(),
    end: field.optional(),
  })
  .strict();
export type ChallengeCreateRequest = z.input<typeof challengeCreateRequestSchema>;

export const challengeNumberParamsSchema = z.object({
  number: z.coerce.number().int().min(1).max(2_147_483_647),
});

// ---------------------------------------------------------------------------------------------
// Raffle
// ---------------------------------------------------------------------------------------------

const week = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a week like 2026-11-20');

export const adminRaffleWeekSchema = z.object({
  week: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** When the schedule draws it (ends_at + the draw delay). */
  draw_at: z.string(),
  status: z.enum(['open', 'closed', 'drawn']),
  /** Ended, past the draw delay and not drawn: the draw button draws it. */
  due: z.boolean(),
  total_tickets: z.string(),
  players: z.number().int(),
  winners: z.number().int(),
  /** Dollars paid to the winners. */
  paid: z.string(),
  drawn_at: z.string().nullable(),
});
export type AdminRaffleWeek = z.infer<typeof adminRaffleWeekSchema>;
export const adminRaffleResponseSchema = z.object({
  current_week: z.string(),
  weeks: z.array(adminRaffleWeekSchema),
});
export type AdminRaffleResponse = z.infer<typeof adminRaffleResponseSchema>;

export const raffleTicketsQuerySchema = consolePageQuerySchema.extend({
  week: week.optional(),
  q: z.string().trim().max(100).optional(),
});
export type RaffleTicketsQuery = z.input<typeof raffleTicketsQuerySchema>;
export const raffleTicketHolderSchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  username: z.string(),
  wagering: z.string(),
  gold: z.string(),
  total: z.string(),
});
export type RaffleTicketHolder = z.infer<typeof raffleTicketHolderSchema>;
export const raffleTicketsResponseSchema = z.object({
  week: z.string(),
  items: z.array(raffleTicketHolderSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type RaffleTicketsResponse = z.infer<typeof raffleTicketsResponseSchema>;

export const adminRaffleWeekParamsSchema = z.object({ week });
export const adminRaffleWinnerSchema = z.object({
  place: z.number().int(),
  userId: z.string(),
  /** As published (a hidden player's pseudonym). */
  published_name: z.string(),
  username: z.string(),
  ticket: z.string(),
  prize: z.string(),
});
export type AdminRaffleWinner = z.infer<typeof adminRaffleWinnerSchema>;
export const adminRaffleWinnersResponseSchema = z.object({
  week: z.string(),
  winners: z.array(adminRaffleWinnerSchema),
});
export type AdminRaffleWinnersResponse = z.infer<typeof adminRaffleWinnersResponseSchema>;

export const RAFFLE_DRAW_OUTCOMES = [
  'drawn',
  'already-drawn',
  'waiting-for-public-value',
  'not-over',
] as const;
export const raffleDrawResponseSchema = z.object({
  ok: z.literal(true),
  auditId: z.string(),
  /** Per due week, what this request did. Empty: no week was due. */
  outcomes: z.record(z.string(), z.enum(RAFFLE_DRAW_OUTCOMES)),
});
export type RaffleDrawResponse = z.infer<typeof raffleDrawResponseSchema>;
