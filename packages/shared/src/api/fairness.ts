import { z } from 'zod';

/**
 * Provably fair seeds (spec document 2 section 3: Seed pair, Fairness record, Seed-history game;
 * section 4: seed change blocked while active games exist; section 9: new client seed 8
 * characters).
 */

/** The Change Seed modal's client seed: exactly 8 printable characters, no spaces. */
export const CLIENT_SEED_LENGTH = 8;
export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{8}$/;
export const FAIRNESS_MESSAGES = {
  invalidClientSeed: 'The client seed must be exactly 8 characters (letters, digits or symbols).',
} as const;

/** GET /api/fairness/seeds. `server_seed` is empty: the active seed is revealed by rotating. */
export const seedPairSchema = z.object({
  client_seed: z.string(),
  hashed_server_seed: z.string(),
  /** SHA-256 of the next server seed (the commitment; the seed itself stays secret). */
  next_server_seed: z.string(),
  server_seed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number().int(),
});
export type SeedPair = z.infer<typeof seedPairSchema>;

/** POST /api/fairness/seeds/rotate. */
export const rotateSeedRequestSchema = z.object({
  clientSeed: z
    .string()
    .regex(CLIENT_SEED_PATTERN, { message: FAIRNESS_MESSAGES.invalidClientSeed }),
});
export type RotateSeedRequest = z.infer<typeof rotateSeedRequestSchema>;

/** A seed pair no longer in use, its server seed revealed. */
export const revealedSeedPairSchema = z.object({
  client_seed: z.string(),
  server_seed: z.string(),
  hashed_server_seed: z.string(),
  /** The pair's first use (spec: start_date). */
  start_date: z.string(),
  revealed_at: z.string(),
  /** The nonces its bets used; null when it was never used. */
  min_nonce: z.number().int().nullable(),
  max_nonce: z.number().int().nullable(),
});
export type RevealedSeedPair = z.infer<typeof revealedSeedPairSchema>;

export const rotateSeedResponseSchema = z.object({
  previous: revealedSeedPairSchema,
  current: seedPairSchema,
});
export type RotateSeedResponse = z.infer<typeof rotateSeedResponseSchema>;

/** GET /api/fairness/history: the player's revealed pairs, newest first (at most 100). */
export const seedHistoryResponseSchema = z.object({ pairs: z.array(revealedSeedPairSchema) });
export type SeedHistoryResponse = z.infer<typeof seedHistoryResponseSchema>;

/**
 * GET /api/bets/:id/fairness. `opts` is what `tengu-verify` and `outcome()` take for the game;
 * `solved` is the verified outcome, null until the server seed is revealed.
 */
export const betFairnessSchema = z.object({
  bet_id: z.string(),
  game: z.string(),
  client_seed: z.string(),
  server_seed: z.string(),
  hashed_server_seed: z.string(),
  nonce: z.number().int(),
  opts: z.record(z.string(), z.unknown()).nullable(),
  solved: z.record(z.string(), z.unknown()).nullable(),
});
export type BetFairness = z.infer<typeof betFairnessSchema>;
