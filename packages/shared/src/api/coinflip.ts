import { z } from 'zod';
import { COIN_SIDES } from '../games/coinflip';
import { betAmountSchema, multiStepStateResponseSchema } from './games';

/**
 * Coinflip (issue 6): `POST /api/games/coinflip/start` {amount} fixes a series of 20 flips from
 * the next nonce; `POST /api/games/coinflip/flip` {side} calls the next flip (a wrong call loses);
 * `POST /api/games/coinflip/cashout` pays 1.98ᵏ after k right calls; `GET …/active`.
 */

export const COINFLIP_MESSAGES = {
  flipFirst: 'Win at least one flip before cashing out.',
} as const;

export const coinflipStartRequestSchema = z.object({ amount: betAmountSchema });
export type CoinflipStartRequest = z.infer<typeof coinflipStartRequestSchema>;

export const coinflipFlipRequestSchema = z.object({ side: z.enum(COIN_SIDES) });
export type CoinflipFlipRequest = z.infer<typeof coinflipFlipRequestSchema>;

/** The running series: the flips so far (all called right; the rest stay secret). */
export const coinflipGameSchema = z.object({
  id: z.string(),
  amount: z.string(),
  /** The flips so far, oldest first. */
  flips: z.array(z.enum(COIN_SIDES)),
  /** What a cash-out pays now (0 before the first win). */
  multiplier: z.number(),
  /** After one more right call, or null after the last flip. */
  next_multiplier: z.number().nullable(),
  nonce: z.number().int(),
  created_at: z.string(),
});
export type CoinflipGame = z.infer<typeof coinflipGameSchema>;

export const coinflipStateResponseSchema = multiStepStateResponseSchema(coinflipGameSchema);
export type CoinflipStateResponse = z.infer<typeof coinflipStateResponseSchema>;
export const coinflipActiveResponseSchema = z.object({ game: coinflipGameSchema.nullable() });
export type CoinflipActiveResponse = z.infer<typeof coinflipActiveResponseSchema>;
