import { z } from 'zod';
import { BLACKJACK_ACTIONS } from '../games/blackjack-rules';
import { balancesSchema, betRecordSchema } from './bets';
import { betAmountSchema } from './games';

/**
 * Blackjack (issue 6): `POST /api/games/blackjack/start` {amount}, `POST
 * /api/games/blackjack/action` {action}, `GET /api/games/blackjack/active`. While the hand runs
 * the dealer's hole card and the card sequence never leave the server.
 */

export const BLACKJACK_MESSAGES = {
  handActive: 'You already have an active Blackjack hand. Finish it first.',
  noActiveHand: 'You have no active Blackjack hand.',
  illegalAction: 'This move is not allowed now.',
} as const;

export const blackjackStartRequestSchema = z.object({ amount: betAmountSchema });
export type BlackjackStartRequest = z.infer<typeof blackjackStartRequestSchema>;

export const blackjackActionSchema = z.enum(BLACKJACK_ACTIONS);
export const blackjackActionRequestSchema = z.object({ action: blackjackActionSchema });
export type BlackjackActionRequest = z.infer<typeof blackjackActionRequestSchema>;

export const blackjackHandViewSchema = z.object({
  cards: z.array(z.string()),
  /** The best total (an ace as 11 when it fits) and whether it is soft ("7/17"). */
  total: z.number().int(),
  soft: z.boolean(),
  doubled: z.boolean(),
  /** No more decisions on this hand. */
  is_done: z.boolean(),
  /** This hand's stake (doubled included), decimal dollars. */
  stake: z.string(),
});
export type BlackjackHandView = z.infer<typeof blackjackHandViewSchema>;

/** The running hand: the dealer's up card only. */
export const blackjackGameSchema = z.object({
  id: z.string(),
  /** The base stake. */
  amount: z.string(),
  /** Everything staked so far: hands, doubles, the split and insurance. */
  total_staked: z.string(),
  phase: z.enum(['insurance', 'player']),
  dealer: z.object({
    /** The up card (the hole card stays face down). */
    cards: z.array(z.string()),
    total: z.number().int(),
    soft: z.boolean(),
  }),
  hands: z.array(blackjackHandViewSchema),
  active_hand: z.number().int(),
  insurance: z.enum(['offered', 'taken', 'declined']).nullable(),
  /** The moves allowed now. */
  actions: z.array(blackjackActionSchema),
  nonce: z.number().int(),
  created_at: z.string(),
});
export type BlackjackGame = z.infer<typeof blackjackGameSchema>;

/** Start and action answers: `game` while it runs, `bet` (every card in `bet.details`) at the end. */
export const blackjackStateResponseSchema = z.object({
  game: blackjackGameSchema.nullable(),
  bet: betRecordSchema.nullable(),
  balance: balancesSchema,
});
export type BlackjackStateResponse = z.infer<typeof blackjackStateResponseSchema>;

export const blackjackActiveResponseSchema = z.object({ game: blackjackGameSchema.nullable() });
export type BlackjackActiveResponse = z.infer<typeof blackjackActiveResponseSchema>;

/** A finished round as stored in `bet.details` (amounts in decimal dollars). */
export interface BlackjackBetDetails {
  /** Overall: blackjack, win, push or lose (total return against total staked). */
  outcome: 'blackjack' | 'win' | 'push' | 'lose';
  hands: Array<{
    cards: string[];
    total: number;
    soft: boolean;
    doubled: boolean;
    outcome: 'blackjack' | 'win' | 'push' | 'lose' | 'bust';
    stake: string;
    payout: string;
  }>;
  dealer: { cards: string[]; total: number; soft: boolean; blackjack: boolean };
  /** Null when the dealer did not show an ace. */
  insurance: { taken: boolean; stake: string; payout: string } | null;
  actions: Array<{ action: string; hand: number }>;
  /** Every card dealt, in order: the first entries of `tengu-verify blackjack`'s list. */
  cards: string[];
  staked: string;
  returned: string;
}
