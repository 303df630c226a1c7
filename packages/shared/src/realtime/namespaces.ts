/** Socket.IO namespaces (ARCHITECTURE.md, Real-time). */
export const NAMESPACES = [
  '/user',
  '/wallet',
  '/chat',
  '/games',
  '/game-provider',
  '/sports',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The room a logged-in player's sockets join after `user:join`. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/**
 * The room of one signed-in session's sockets: revoking the session (logout, a password change,
 * a reused refresh token) disconnects exactly these, on every replica.
 */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/** Client reconnect policy (spec document 1 sections 4 and 9). */
export const SOCKET_RECONNECT = {
  baseDelayMs: 2000,
  maxDelayMs: 30_000,
  maxJitterMs: 1000,
  maxAttempts: 5,
  connectTimeoutMs: 10_000,
} as const;

/** min(2000·2^attempt, 30000) ms plus up to 1000 ms of jitter; `random` is in [0, 1). */
export function reconnectDelayMs(attempt: number, random: number): number {
  const base = Math.min(SOCKET_RECONNECT.baseDelayMs * 2 ** attempt, SOCKET_RECONNECT.maxDelayMs);
  return base + Math.floor(random * SOCKET_RECONNECT.maxJitterMs);
}
