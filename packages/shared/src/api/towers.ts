import { z } from 'zod';
import { TOWERS_DIFFICULTY_LIST } from '../games/towers';
import { betAmountSchema, multiStepStateResponseSchema } from './games';

/**
 * Tengu Towers (issue 6): `POST /api/games/towers/start` {amount, difficulty} fixes the safe
 * tiles of all 9 levels from the next nonce; `POST /api/games/towers/reveal` {column} climbs one
 * level (a trap loses); `POST /api/games/towers/cashout` after a level; `GET …/active`.
 */

export const TOWERS_MESSAGES = {
  climbFirst: 'Clear at least one level before cashing out.',
  invalidColumn: (columns: number) => `Pick a column from 0 to ${columns - 1} on this difficulty.`,
} as const;

export const towersStartRequestSchema = z.object({
  amount: betAmountSchema,
  difficulty: z.enum(TOWERS_DIFFICULTY_LIST),
});
export type TowersStartRequest = z.infer<typeof towersStartRequestSchema>;

/** Columns are 0–3 at most; the difficulty narrows it (checked by the service). */
export const towersRevealRequestSchema = z.object({ column: z.number().int().min(0).max(3) });
export type TowersRevealRequest = z.infer<typeof towersRevealRequestSchema>;

export const towersGameSchema = z.object({
  id: z.string(),
  amount: z.string(),
  difficulty: z.enum(TOWERS_DIFFICULTY_LIST),
  /** The column picked on each cleared level, bottom first (its length is the level reached). */
  picks: z.array(z.number().int()),
  multiplier: z.number(),
  next_multiplier: z.number().nullable(),
  nonce: z.number().int(),
  created_at: z.string(),
});
export type TowersGame = z.infer<typeof towersGameSchema>;

export const towersStateResponseSchema = multiStepStateResponseSchema(towersGameSchema);
export type TowersStateResponse = z.infer<typeof towersStateResponseSchema>;
export const towersActiveResponseSchema = z.object({ game: towersGameSchema.nullable() });
export type TowersActiveResponse = z.infer<typeof towersActiveResponseSchema>;
