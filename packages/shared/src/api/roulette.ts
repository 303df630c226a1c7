import { z } from 'zod';
import {
  ROULETTE_BET_TYPES,
  rouletteSpotError,
  type RouletteBetType,
} from '../games/roulette-bets';
import { decimalToUnits } from '../money';
import { betAmountSchema } from './games';

export const ROULETTE_MAX_CHIPS = 200;

export const ROULETTE_REQUEST_MESSAGES = {
  noChips: 'Place at least one chip.',
  tooManyChips: `Place at most ${ROULETTE_MAX_CHIPS} chips per spin.`,
} as const;

/**
 * One chip (or a stack of chips) on the table: inside bets by the numbers they cover
 * (`{"type":"split","numbers":[17,20]}`), dozens and columns by index 1–3, even-money bets by
 * type alone. The placement is validated strictly (a split covers two adjacent numbers, ...).
 */
export const rouletteChipSchema = z
  .object({
    type: z.enum(ROULETTE_BET_TYPES),
    numbers: z.array(z.number().int()).max(6).optional(),
    index: z.number().int().optional(),
    amount: betAmountSchema,
  })
  .strict()
  .superRefine((chip, context) => {
    const error = rouletteSpotError(chip);
    if (error) context.addIssue({ code: 'custom', message: error });
  });
export type RouletteChip = z.infer<typeof rouletteChipSchema>;

/** POST /api/games/roulette/bet: the chips of one spin; the stake is their sum. */
export const rouletteBetRequestSchema = z.object({
  chips: z
    .array(rouletteChipSchema)
    .min(1, { message: ROULETTE_REQUEST_MESSAGES.noChips })
    .max(ROULETTE_MAX_CHIPS, { message: ROULETTE_REQUEST_MESSAGES.tooManyChips }),
});
export type RouletteBetRequest = z.infer<typeof rouletteBetRequestSchema>;

/** The total stake of a spin in 10⁻⁸ units (every chip already validated). */
export function rouletteStakeUnits(request: RouletteBetRequest): bigint {
  return request.chips.reduce((sum, chip) => sum + decimalToUnits(chip.amount), 0n);
}

/** A roulette bet's `details`: the chips as placed, the pocket and what each chip returned. */
export interface RouletteBetDetails {
  result: number;
  chips: {
    type: RouletteBetType;
    numbers?: number[];
    index?: number;
    amount: string;
    /** What the chip returned on this pocket ("0" when it lost). */
    payout: string;
  }[];
}
