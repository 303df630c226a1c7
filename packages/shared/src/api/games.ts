import { z } from 'zod';
import { decimalToUnits, isDecimalAmount, MONEY_MESSAGES } from '../money';
import { PLINKO_RISKS, PLINKO_ROWS_MAX, PLINKO_ROWS_MIN } from '../games/plinko-tables';
import { betRecordSchema, balancesSchema } from './bets';

/**
 * In-house game requests (issue 5). A stake is a decimal dollar string ≥ 0 with at most 8
 * decimals ("0" plays for fun and still uses a nonce). Every bet answers `BetResponse`; mines'
 * start and reveal answer the running game.
 */

export const GAME_MESSAGES = {
  maxProfit: (max: string) => `Your potential profit exceeds the maximum of $${max} per bet.`,
  activeBets: (games: string) =>
    `You must finish your active bets in ${games} to change your seed.`,
  noActiveGame: 'You have no active Mines game.',
  tileRevealed: 'This tile is already revealed.',
  revealFirst: 'Reveal at least one tile before cashing out.',
  invalidTarget: 'Enter a target with at most 2 decimals.',
  /** Issue 6: the multi-step games name themselves ("Tengu Towers"). */
  gameActive: (game: string) => `You already have an active ${game} game. Finish it first.`,
  noActiveGameOf: (game: string) => `You have no active ${game} game.`,
} as const;

/** A bet amount: "0" or more, at most 8 decimals. */
export const betAmountSchema = z
  .string()
  .trim()
  .max(40)
  .refine(isDecimalAmount, { message: MONEY_MESSAGES.invalidAmount });

/** Whether a number has at most two decimals (targets are shown and stored in hundredths). */
export function hasTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}
const twoDecimals = (schema: z.ZodNumber) =>
  schema.refine(hasTwoDecimals, { message: GAME_MESSAGES.invalidTarget });

/** Dice win chance bounds, in percent (issue 5: 0.01–98 %). */
export const DICE_MIN_CHANCE = 0.01;
export const DICE_MAX_CHANCE = 98;
export const DICE_CONDITIONS = ['over', 'under'] as const;

/**
 * POST /api/games/dice/bet. `target` is the roll threshold in 0–100 (two decimals): "over" wins
 * when roll > target (chance 100 − target), "under" when roll < target (chance target).
 */
export const diceBetRequestSchema = z
  .object({
    amount: betAmountSchema,
    target: twoDecimals(z.number().min(0).max(100)),
    condition: z.enum(DICE_CONDITIONS),
  })
  .refine(
    ({ target, condition }) => {
      const chance = condition === 'over' ? 100 - target : target;
      return chance >= DICE_MIN_CHANCE - 1e-9 && chance <= DICE_MAX_CHANCE + 1e-9;
    },
    { message: 'The win chance must be between 0.01 % and 98 %.', path: ['target'] },
  );
export type DiceBetRequest = z.infer<typeof diceBetRequestSchema>;

/** POST /api/games/limbo/bet: win when the result reaches `target` (1.01–1,000,000). */
export const LIMBO_MIN_TARGET = 1.01;
export const LIMBO_MAX_TARGET = 1_000_000;
export const limboBetRequestSchema = z.object({
  amount: betAmountSchema,
  target: twoDecimals(z.number().min(LIMBO_MIN_TARGET).max(LIMBO_MAX_TARGET)),
});
export type LimboBetRequest = z.infer<typeof limboBetRequestSchema>;

/** POST /api/games/plinko/bet. */
export const plinkoBetRequestSchema = z.object({
  amount: betAmountSchema,
  rows: z.number().int().min(PLINKO_ROWS_MIN).max(PLINKO_ROWS_MAX),
  risk: z.enum(PLINKO_RISKS),
});
export type PlinkoBetRequest = z.infer<typeof plinkoBetRequestSchema>;

/** Mines: a 5×5 board, 1–24 mines. */
export const MINES_TILES = 25;
export const minesStartRequestSchema = z.object({
  amount: betAmountSchema,
  mines: z.number().int().min(1).max(24),
});
export type MinesStartRequest = z.infer<typeof minesStartRequestSchema>;
export const minesRevealRequestSchema = z.object({ tile: z.number().int().min(0).max(24) });
export type MinesRevealRequest = z.infer<typeof minesRevealRequestSchema>;

/** The running Mines game (mine positions stay secret until it ends). */
export const minesGameSchema = z.object({
  id: z.string(),
  amount: z.string(),
  mines: z.number().int(),
  revealed: z.array(z.number().int()),
  /** The multiplier a cash-out pays now (0 before the first safe tile: no cash-out yet). */
  multiplier: z.number(),
  /** The multiplier after one more safe tile, or null when every safe tile is revealed. */
  next_multiplier: z.number().nullable(),
  nonce: z.number().int(),
  created_at: z.string(),
});
export type MinesGame = z.infer<typeof minesGameSchema>;

/**
 * Start, reveal and cash-out answers: `game` while it runs, `bet` (with the mine positions in
 * `bet.details`) once it has ended.
 */
export const minesStateResponseSchema = z.object({
  game: minesGameSchema.nullable(),
  bet: betRecordSchema.nullable(),
  balance: balancesSchema,
});
export type MinesStateResponse = z.infer<typeof minesStateResponseSchema>;

/** GET /api/games/mines/active. */
export const minesActiveResponseSchema = z.object({ game: minesGameSchema.nullable() });
export type MinesActiveResponse = z.infer<typeof minesActiveResponseSchema>;

/** The amount of a request in 10⁻⁸ units (already validated by the schema). */
export function betAmountUnits(amount: string): bigint {
  return decimalToUnits(amount);
}

/**
 * Issue 6: a multi-step game's start, move and cash-out answer `game` while it runs, `bet` (with
 * the whole outcome in `bet.details`) once it has ended, and the balances.
 */
export function multiStepStateResponseSchema<Game extends z.ZodType>(game: Game) {
  return z.object({
    game: game.nullable(),
    bet: betRecordSchema.nullable(),
    balance: balancesSchema,
  });
}
