import { z } from 'zod';
import { DOJO_DASH_DIFFICULTY_LIST } from '../games/dojo-dash';
import { betAmountSchema, multiStepStateResponseSchema } from './games';

/**
 * Dojo Dash (issue 6): `POST /api/games/dojo-dash/start` {amount, difficulty} fixes the hazard
 * lanes from the next nonce; `POST /api/games/dojo-dash/dash` crosses the next lane (a hazard
 * loses); `POST /api/games/dojo-dash/cashout` after a lane; `GET …/active`.
 */

export const DOJO_DASH_MESSAGES = {
  dashFirst: 'Cross at least one lane before cashing out.',
} as const;

export const dojoDashStartRequestSchema = z.object({
  amount: betAmountSchema,
  difficulty: z.enum(DOJO_DASH_DIFFICULTY_LIST),
});
export type DojoDashStartRequest = z.infer<typeof dojoDashStartRequestSchema>;

export const dojoDashGameSchema = z.object({
  id: z.string(),
  amount: z.string(),
  difficulty: z.enum(DOJO_DASH_DIFFICULTY_LIST),
  /** Lanes crossed so far. */
  lanes: z.number().int(),
  multiplier: z.number(),
  next_multiplier: z.number().nullable(),
  nonce: z.number().int(),
  created_at: z.string(),
});
export type DojoDashGame = z.infer<typeof dojoDashGameSchema>;

export const dojoDashStateResponseSchema = multiStepStateResponseSchema(dojoDashGameSchema);
export type DojoDashStateResponse = z.infer<typeof dojoDashStateResponseSchema>;
export const dojoDashActiveResponseSchema = z.object({ game: dojoDashGameSchema.nullable() });
export type DojoDashActiveResponse = z.infer<typeof dojoDashActiveResponseSchema>;
