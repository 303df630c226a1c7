import { z } from 'zod';

/**
 * The sign-up wheel (issue 17 item 4; spec document 2 sections 3, 4, 7, 8, 9): 15 prizes, one
 * spin per visitor fetched on open (winningIndex + a signed token), the prize becomes a Sign Up
 * Spin locked balance at sign-up. docs/decisions/017-locked-balances-and-wheel.md.
 */

export const WHEEL_MESSAGES = {
  serverError: 'Server Error',
  /** A signed-in player asks for a spin: the wheel is for visitors (document 2 section 6). */
  visitorsOnly: 'The sign-up wheel is for new players',
  noGift: 'No Sign Up Gift',
} as const;

/** Timings of document 2 section 9, in milliseconds. */
export const WHEEL_INTRO_MS = 4_000;
export const WHEEL_SPIN_MS = 4_320;
/** A spin's token is valid this long. */
export const WHEEL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export type WheelDisplayType = 'usd' | 'btc';

export interface WheelSegment {
  /** What the segment shows: "5" with type usd reads "$5"; "1" with btc reads "1 BTC". */
  displayValue: string;
  displayType: WheelDisplayType;
  /**
   * Chance in parts per million (the operator's published odds; they sum to 1,000,000). The
   * advertised top prize, 1 BTC, has a real chance of one in a million.
   */
  oddsPpm: number;
}

/**
 * The 15 segments in wheel order (document 2 section 9: 15 segments, advertised top prize 1 BTC).
 * Every prize is at least the Sign Up Spin's $3 claim minimum, so every prize can be claimed
 * once unlocked. Expected value ≈ $5.24 per spin plus the BTC prize's one-in-a-million share.
 */
export const WHEEL_SEGMENTS: readonly WheelSegment[] = [
  { displayValue: '3', displayType: 'usd', oddsPpm: 300_000 },
  { displayValue: '50', displayType: 'usd', oddsPpm: 800 },
  { displayValue: '4', displayType: 'usd', oddsPpm: 220_000 },
  { displayValue: '15', displayType: 'usd', oddsPpm: 12_000 },
  { displayValue: '5', displayType: 'usd', oddsPpm: 160_000 },
  { displayValue: '100', displayType: 'usd', oddsPpm: 180 },
  { displayValue: '6', displayType: 'usd', oddsPpm: 110_000 },
  { displayValue: '20', displayType: 'usd', oddsPpm: 5_000 },
  { displayValue: '7', displayType: 'usd', oddsPpm: 80_000 },
  { displayValue: '1', displayType: 'btc', oddsPpm: 1 },
  { displayValue: '8', displayType: 'usd', oddsPpm: 50_000 },
  { displayValue: '500', displayType: 'usd', oddsPpm: 19 },
  { displayValue: '10', displayType: 'usd', oddsPpm: 40_000 },
  { displayValue: '25', displayType: 'usd', oddsPpm: 2_000 },
  { displayValue: '12', displayType: 'usd', oddsPpm: 20_000 },
];

/** The wheel as the client draws it (odds published alongside). */
export const wheelSegmentSchema = z.object({
  displayValue: z.string(),
  displayType: z.enum(['usd', 'btc']),
  oddsPpm: z.number().int(),
});

/** GET /api/signup-wheel: the segments. */
export const wheelResponseSchema = z.object({ segments: z.array(wheelSegmentSchema) });
export type WheelResponse = z.infer<typeof wheelResponseSchema>;

/** POST /api/signup-wheel/spin ("Sign-up wheel spin (on open)"): visitors only. */
export const wheelSpinResponseSchema = z.object({
  data: z.object({
    winningIndex: z.number().int().min(0).max(14),
    token: z.string(),
    /** The prize in dollars (the BTC prize valued at the spin's price). */
    prize: z.string(),
    expiresAt: z.string(),
  }),
});
export type WheelSpinResponse = z.infer<typeof wheelSpinResponseSchema>;

/** "$5" or "1 BTC". */
export function wheelSegmentLabel(segment: Pick<WheelSegment, 'displayValue' | 'displayType'>) {
  return segment.displayType === 'btc' ? `${segment.displayValue} BTC` : `$${segment.displayValue}`;
}
