import { z } from 'zod';
import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_RISKS } from '../games/keno-tables';
import { betAmountSchema } from './games';

export const KENO_MESSAGES = {
  picks: `Pick 1 to ${KENO_MAX_PICKS} numbers.`,
  range: `Pick numbers from 1 to ${KENO_NUMBERS}.`,
  duplicate: 'Pick each number only once.',
} as const;

/** POST /api/games/keno/bet (issue 6): 1–10 distinct numbers of 1–40 and a risk. */
export const kenoBetRequestSchema = z.object({
  amount: betAmountSchema,
  risk: z.enum(KENO_RISKS),
  picks: z
    .array(
      z
        .number({ message: KENO_MESSAGES.range })
        .int({ message: KENO_MESSAGES.range })
        .min(1, { message: KENO_MESSAGES.range })
        .max(KENO_NUMBERS, { message: KENO_MESSAGES.range }),
    )
    .min(1, { message: KENO_MESSAGES.picks })
    .max(KENO_MAX_PICKS, { message: KENO_MESSAGES.picks })
    .refine((picks) => new Set(picks).size === picks.length, {
      message: KENO_MESSAGES.duplicate,
    }),
});
export type KenoBetRequest = z.infer<typeof kenoBetRequestSchema>;

/** A keno bet's `details`: the player's picks, the draw in order, and the hits. */
export interface KenoBetDetails {
  risk: (typeof KENO_RISKS)[number];
  picks: number[];
  drawn: number[];
  hits: number[];
}
