import { z } from 'zod';

/** One signed-in device (GET /api/sessions). `current` marks the session of this request. */
export const sessionSchema = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

/** GET /api/sessions → the caller's active sessions, newest activity first. */
export const sessionListResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

export const sessionIdParamsSchema = z.object({ id: z.string() });

/** DELETE /api/sessions/:id and DELETE /api/sessions/current (logout) → 200 `{ ok: true }`. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

export const SESSION_MESSAGES = {
  notFound: 'Session not found.',
  expired: 'Your session has expired. Please log in again.',
} as const;
