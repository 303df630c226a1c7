import { z } from 'zod';

/**
 * The Odds API v4 response bodies we read (https://the-odds-api.com/liveapi/guides/v4/), parsed
 * defensively: unknown fields pass, a malformed element is dropped by the caller rather than
 * failing a whole sport (see parseList). Prices are decimal (we request oddsFormat=decimal), times
 * ISO 8601 (dateFormat=iso).
 */

export const oaSportSchema = z.object({
  key: z.string().min(1),
  group: z.string(),
  title: z.string(),
  description: z.string().optional(),
  active: z.boolean(),
  has_outrights: z.boolean().optional(),
});
export type OaSport = z.infer<typeof oaSportSchema>;

export const oaOutcomeSchema = z.object({
  name: z.string(),
  price: z.number().positive(),
  /** The line of spreads (the named side's handicap) and totals. */
  point: z.number().optional(),
});
export type OaOutcome = z.infer<typeof oaOutcomeSchema>;

export const oaMarketSchema = z.object({
  key: z.string(),
  last_update: z.string().optional(),
  outcomes: z.array(oaOutcomeSchema),
});
export type OaMarket = z.infer<typeof oaMarketSchema>;

export const oaBookmakerSchema = z.object({
  key: z.string(),
  title: z.string(),
  last_update: z.string().optional(),
  markets: z.array(oaMarketSchema),
});
export type OaBookmaker = z.infer<typeof oaBookmakerSchema>;

const isoTime = z.string().refine((s) => Number.isFinite(Date.parse(s)), 'not an ISO time');

export const oaEventOddsSchema = z.object({
  id: z.string().min(1),
  sport_key: z.string(),
  sport_title: z.string().optional(),
  commence_time: isoTime,
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  bookmakers: z.array(oaBookmakerSchema),
});
export type OaEventOdds = z.infer<typeof oaEventOddsSchema>;

export const oaEventScoreSchema = z.object({
  id: z.string().min(1),
  sport_key: z.string(),
  sport_title: z.string().optional(),
  commence_time: isoTime,
  completed: z.boolean(),
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  /** null before the start; scores are strings ("2", "113"). */
  scores: z.array(z.object({ name: z.string(), score: z.string() })).nullable(),
  last_update: z.string().nullable(),
});
export type OaEventScore = z.infer<typeof oaEventScoreSchema>;

/** The API's error body: `{ message, error_code, details_url }`. */
export const oaErrorSchema = z.object({
  message: z.string().optional(),
  error_code: z.string().optional(),
});

/** Parses a JSON array element by element; returns the valid ones and how many were dropped. */
export function parseList<T>(schema: z.ZodType<T>, body: unknown): { items: T[]; dropped: number } {
  if (!Array.isArray(body)) throw new TypeError('expected a JSON array');
  const items: T[] = [];
  let dropped = 0;
  for (const element of body) {
    const parsed = schema.safeParse(element);
    if (parsed.success) items.push(parsed.data);
    else dropped++;
  }
  return { items, dropped };
}
