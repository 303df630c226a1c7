import { z } from 'zod';
import { BET_GAMES, type BetGame } from './bets';

/**
 * Quests and Gold (issue 17 item 1; spec document 2 sections 2–9: Quest, Gold history, Quest
 * claim; document 1 section 2: /dashboard, the rewards dropdown's Gold row).
 * docs/decisions/020-quests-and-gold.md. Gold amounts are decimal strings in the same 10⁻⁸ form
 * as dollars (ARCHITECTURE.md, Money; currency GOLD in the ledger).
 */

/** A Gold amount as a decimal string. */
type GoldAmount = string;

// ---------------------------------------------------------------------------------------------
// Texts (spec document 2 section 8: "Quest: 'Quest Already Completed'; incomplete objectives; a
// generic claim error"). The server answers them; the web app shows them translated.
// ---------------------------------------------------------------------------------------------

export const QUEST_MESSAGES = {
  alreadyCompleted: 'Quest Already Completed',
  completed: 'Quest Completed',
  incomplete: 'Complete every task to claim this quest',
  notFound: 'Quest not found',
  notActive: 'This quest is not active',
  claimError: 'Error claiming quest! Please try again',
} as const;

// ---------------------------------------------------------------------------------------------
// Task kinds: each is driven by one kind of event through the outbox (ADR 019), never polling.
// ---------------------------------------------------------------------------------------------

/**
 * - `wager`: dollars of credits staked (optionally on one game); free bets do not count.
 * - `multiplier`: bets that paid at least ×`min_multiplier` (optionally on one game, optionally
 *   with a minimum stake); the target counts such wins.
 * - `deposit`: dollars deposited (the `deposit.credited` topic).
 * - `chat`: chat messages sent (the `chat.message` topic, produced by the chat issue).
 */
export const QUEST_TASK_KINDS = ['wager', 'multiplier', 'deposit', 'chat'] as const;
export type QuestTaskKind = (typeof QUEST_TASK_KINDS)[number];
/** How a task's progress and target read: dollars, or a count of wins or messages. */
export type QuestTaskUnit = 'usd' | 'count';
export const QUEST_TASK_UNITS: Record<QuestTaskKind, QuestTaskUnit> = {
  wager: 'usd',
  multiplier: 'count',
  deposit: 'usd',
  chat: 'count',
};

// ---------------------------------------------------------------------------------------------
// Shapes (spec document 2 section 3: "Quest: id, title, completed, tasks (id, title,
// description, points, progress, current_progress, completed)").
// ---------------------------------------------------------------------------------------------

export interface QuestTask {
  id: string;
  title: string;
  description: string;
  kind: QuestTaskKind;
  unit: QuestTaskUnit;
  /** The one game the task counts, or null for any game (wager, multiplier). */
  game: BetGame | null;
  /** `multiplier` tasks: the least multiplier that counts, as a decimal string ("10"). */
  min_multiplier: string | null;
  /** `multiplier` tasks: the least stake in dollars that counts, or null. */
  min_stake: string | null;
  /** What the task is worth on the quest's card (display only). */
  points: number;
  /** The target: dollars (unit usd) or a count (unit count), as a decimal string. */
  progress: string;
  /** The player's progress towards it, capped at the target. */
  current_progress: string;
  completed: boolean;
}

export interface Quest {
  id: string;
  title: string;
  description: string;
  /** Claimed by the player (spec: completed). */
  completed: boolean;
  /** Every task done and not claimed yet. */
  claimable: boolean;
  /** The Gold reward before the VIP multiplier. */
  reward: GoldAmount;
  /** The player's Gold multiplier now (VIP level), e.g. "1.2". */
  multiplier: string;
  /** What a claim would pay now (reward × multiplier), or what the claim paid. */
  payout: GoldAmount;
  starts_at: string | null;
  ends_at: string | null;
  tasks: QuestTask[];
}

/** GET /api/quests: the active quests with the player's own progress. */
export interface QuestsResponse {
  quests: Quest[];
}

/**
 * POST /api/quests/:id/claim (spec document 2 section 7: "Quest claim | quest id | status,
 * message, completed_tasks, quest_completed"). Two of the three outcomes answer 200:
 * completed (`status` true, Gold paid, `data` says how much) and incomplete (`status` false,
 * nothing paid, `completed_tasks` has one flag per task for the ticks and crosses). The third,
 * a quest already claimed, is a 409 with QUEST_MESSAGES.alreadyCompleted.
 */
export interface QuestClaimReply {
  status: boolean;
  message: string;
  data: { reward: GoldAmount; multiplier: string; paid: GoldAmount; gold: GoldAmount } | null;
  completed_tasks: Array<{ id: string; completed: boolean }>;
  quest_completed: boolean;
}

/** Where a Gold credit came from: the ledger entry's kind (the title follows from it). */
export type GoldSource = 'quest' | 'lootbox' | 'raffle' | 'admin' | 'other';

/** Spec document 2 section 3: "Gold history item: id, title, date, reward, multiplier". */
export interface GoldHistoryItem {
  id: string;
  /** The quest's title for a quest; otherwise a title by source (the web app translates it). */
  title: string;
  source: GoldSource;
  /** ISO 8601. */
  date: string;
  /** The Gold credited. */
  reward: GoldAmount;
  /** The VIP Gold multiplier applied ("1" where none applies). */
  multiplier: string;
}
export interface GoldHistoryResponse {
  items: GoldHistoryItem[];
  hasMore: boolean;
}
export const goldHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});

/** GET /api/quests/gold: the Gold balance (the `gold` pocket) and the multiplier now. */
export interface GoldBalanceResponse {
  gold: GoldAmount;
  multiplier: string;
  level: number;
}

export const questIdParamsSchema = z.object({ id: z.string().uuid() });

// ---------------------------------------------------------------------------------------------
// Operator data (npm run admin -- quests create|edit …): a quest and its tasks.
// ---------------------------------------------------------------------------------------------

const decimal = z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'a positive decimal amount');
const text = (max: number) => z.string().trim().min(1).max(max);

export const questTaskInputSchema = z
  .object({
    kind: z.enum(QUEST_TASK_KINDS),
    title: text(80),
    description: z.string().trim().max(300).default(''),
    points: z.number().int().min(0).max(1_000_000).default(0),
    /** Dollars (wager, deposit) or a whole count (multiplier, chat). */
    target: decimal,
    game: z.enum(BET_GAMES).nullable().default(null),
    min_multiplier: decimal.nullable().default(null),
    min_stake: decimal.nullable().default(null),
  })
  .strict()
  .superRefine((task, ctx) => {
    const isCount = QUEST_TASK_UNITS[task.kind] === 'count';
    if (isCount && !/^[1-9]\d{0,8}$/.test(task.target)) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'a whole count from 1' });
    }
    if (!isCount && !/[1-9]/.test(task.target)) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'more than 0' });
    }
    if (task.kind === 'multiplier' && task.min_multiplier === null) {
      ctx.addIssue({ code: 'custom', path: ['min_multiplier'], message: 'required' });
    }
    const playOnly = task.kind === 'wager' || task.kind === 'multiplier';
    if (!playOnly && task.game !== null) {
      ctx.addIssue({ code: 'custom', path: ['game'], message: 'only for wager and multiplier' });
    }
    if (task.kind !== 'multiplier' && (task.min_multiplier !== null || task.min_stake !== null)) {
      ctx.addIssue({ code: 'custom', path: ['min_multiplier'], message: 'only for multiplier' });
    }
  });
export type QuestTaskInput = z.infer<typeof questTaskInputSchema>;

export const questInputSchema = z
  .object({
    title: text(80),
    description: z.string().trim().max(500).default(''),
    /** Gold before the VIP multiplier. */
    reward: decimal.refine((v) => /[1-9]/.test(v), 'more than 0'),
    active: z.boolean().default(true),
    starts_at: z.coerce.date().nullable().default(null),
    ends_at: z.coerce.date().nullable().default(null),
    tasks: z.array(questTaskInputSchema).min(1).max(10),
  })
  .strict()
  .refine((q) => !q.starts_at || !q.ends_at || q.starts_at < q.ends_at, {
    path: ['ends_at'],
    message: 'must be after starts_at',
  });
export type QuestInput = z.infer<typeof questInputSchema>;

// ---------------------------------------------------------------------------------------------
// Operator setting: the Gold multiplier by VIP level (ARCHITECTURE.md: typed settings rows).
// ---------------------------------------------------------------------------------------------

export const questSettingsSchema = z
  .object({
    /** Per VIP level 0 … 40 (index = level), in basis points of ×1 (10 000 = 1.0×). */
    goldMultiplierBps: z.array(z.number().int().min(0).max(100_000)).length(41),
  })
  .strict();
export type QuestSettings = z.infer<typeof questSettingsSchema>;

const band = (bps: number, count: number) => Array.from({ length: count }, () => bps);
/** 1.0× at VIP 0–4, then a modest rise per band of five levels, 2.0× from VIP 35. */
export const DEFAULT_QUEST_SETTINGS: QuestSettings = {
  goldMultiplierBps: [
    ...band(10_000, 5),
    ...band(11_000, 5),
    ...band(12_000, 5),
    ...band(13_000, 5),
    ...band(14_000, 5),
    ...band(15_000, 5),
    ...band(17_500, 5),
    ...band(20_000, 6),
  ],
};

// ---------------------------------------------------------------------------------------------
// Real-time payloads (the user channel; registered in realtime/events.ts).
// ---------------------------------------------------------------------------------------------

export interface QuestProgressPayload {
  quest_id: string;
  task_id: string;
  current_progress: string;
  completed: boolean;
}

export interface QuestServerToClient {
  /** A task's progress moved (after the outbox delivery that moved it committed). */
  'user:questProgress': (payload: QuestProgressPayload) => void;
  /** The player's Gold balance changed (a quest claim; lootbox and raffle may send it too). */
  'user:gold': (payload: { gold: GoldAmount }) => void;
}

/**
 * REST routes (all need a player's access token; each answers the caller's own data only):
 * GET  /api/quests               QuestsResponse
 * POST /api/quests/:id/claim     QuestClaimReply (409 QUEST_MESSAGES.alreadyCompleted)
 * GET  /api/quests/gold          GoldBalanceResponse
 * GET  /api/quests/gold/history  GoldHistoryResponse (?limit, offset)
 */
export const QUEST_ROUTES = '/api/quests';
