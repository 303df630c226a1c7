import { z } from 'zod';

/**
 * GET /api/challenges/:challengeId (api/challenges.ts). Apart from the zod-free constants and
 * types, so that the web's first page, which reads CHALLENGE_COUNT_POLL_MS, does not bundle zod.
 */
export const challengeParamsSchema = z.object({
  challengeId: z.coerce.number().int().min(1).max(2_147_483_647),
});
