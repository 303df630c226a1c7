import { SESSION_MESSAGES, type SessionInfo } from '@tengu/shared';
import { createCoalescer, type Coalescer } from '#app/db/coalescer';
import type { DB, Statement } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { hashToken, randomToken, type AccessClaims, type Tokens } from '#app/modules/auth/tokens';
import type { SessionSockets } from '#app/realtime/session-sockets';
import {
  findLiveSessions,
  insertRefreshToken,
  insertSession,
  listLiveSessions,
  liveSessionsStatement,
  revokeSession as revokeSessionRow,
  spendRefreshToken,
  touchSession,
  touchSessionsStatement,
  type LiveSessionRow,
} from './sessions.repository';

/** A session lives 30 days after its last refresh. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A refresh token presented again this soon after it was spent, while its successor is unused,
 * gets that same successor (issue 15.6): two tabs refreshing at once, or a response lost on the
 * way, must not sign the player out. Later, a second use is a copied token and revokes the session.
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;
/** last_seen_at is written at most once a minute per session. */
const TOUCH_INTERVAL_MS = 60_000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}

interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** Signs a player in on a new device: a session, its first refresh token, an access token. */
export async function startSession(
  options: { db: DB; tokens: Tokens; userId: string } & ClientInfo,
): Promise<SessionTokens> {
  const { db, tokens, userId } = options;
  const sessionId = await insertSession(db, {
    userId,
    ip: options.ip,
    userAgent: options.userAgent,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  const refreshToken = randomToken();
  await insertRefreshToken(db, hashToken(refreshToken), sessionId);
  const accessToken = await tokens.signAccess({ userId, sessionId });
  return { sessionId, accessToken, refreshToken };
}

/**
 * Rotates a refresh token: the presented one is spent and a new one issued. A spent token
 * presented again after REFRESH_REUSE_GRACE_MS (or once its successor was used) revokes the whole
 * session, and its access tokens stop working.
 */
export async function rotateSession(
  options: {
    db: DB;
    tokens: Tokens;
    refreshToken: string | undefined;
    sessionSockets: SessionSockets;
    /** REFRESH_REUSE_GRACE_MS unless told (0: a token from a link is never honoured twice). */
    graceMs?: number;
  } & ClientInfo,
): Promise<SessionTokens> {
  const { db, tokens } = options;
  const expired = new AppError('UNAUTHORIZED', SESSION_MESSAGES.expired);
  if (!options.refreshToken) throw expired;
  const successor = randomToken();
  const outcome = await spendRefreshToken(db, {
    tokenHash: hashToken(options.refreshToken),
    successorHash: hashToken(successor),
    successorSealed: tokens.seal(successor),
    graceMs: options.graceMs ?? REFRESH_REUSE_GRACE_MS,
  });
  switch (outcome.kind) {
    case 'invalid':
      throw expired;
    case 'reused':
      await revokeSessionRow(db, { sessionId: outcome.sessionId }, 'refresh token reused');
      options.sessionSockets.disconnectSessions([outcome.sessionId]);
      throw new AppError('UNAUTHORIZED', SESSION_MESSAGES.expired, {
        internal: `refresh token reuse on session ${outcome.sessionId}`,
      });
    case 'rotated':
    case 'replayed': {
      await touchSession(db, outcome.sessionId, {
        ip: options.ip,
        userAgent: options.userAgent,
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      });
      const accessToken = await tokens.signAccess({
        userId: outcome.userId,
        sessionId: outcome.sessionId,
      });
      const refreshToken =
        outcome.kind === 'replayed' ? tokens.open(outcome.successorSealed) : successor;
      return { sessionId: outcome.sessionId, accessToken, refreshToken };
    }
  }
}

/** The claims of a valid access token whose session is still live, or null. */
type LiveSession = Awaited<ReturnType<typeof findLiveSessions>>[number];
const sessionCheckers = new WeakMap<DB, Coalescer<string, LiveSession | undefined>>();

/**
 * Every authenticated request checks its session (revocation takes effect at once); concurrent
 * checks share one query (docs/decisions/012-coalesced-bets.md).
 */
function liveSessions(db: DB): Coalescer<string, LiveSession | undefined> {
  let checker = sessionCheckers.get(db);
  if (!checker) {
    checker = createCoalescer({
      run: async (ids) => {
        const rows = await findLiveSessions(db, [...new Set(ids)]);
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => ({ ok: true, value: byId.get(id) }) as const);
      },
      maxConcurrent: 2,
      maxBatch: 256,
    });
    sessionCheckers.set(db, checker);
  }
  return checker;
}

/** The claims of a valid access token (signature, expiry, well-formed ids); null otherwise. */
export async function verifyAccessClaims(
  tokens: Tokens,
  accessToken: string,
): Promise<AccessClaims | null> {
  const claims = await tokens.verifyAccess(accessToken);
  if (!claims || !uuidPattern.test(claims.sessionId) || !uuidPattern.test(claims.userId)) {
    return null;
  }
  return claims;
}

export async function authenticateAccessToken(options: {
  db: DB;
  tokens: Tokens;
  accessToken: string;
}): Promise<AccessClaims | null> {
  const claims = await verifyAccessClaims(options.tokens, options.accessToken);
  if (!claims) return null;
  const session = await liveSessions(options.db).submit(claims.sessionId);
  if (session?.user_id !== claims.userId) return null;
  if (Date.now() - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(options.db, session.id);
  }
  return claims;
}

/** Which requests' sessions are live, and which live sessions are due a touch. */
export interface SessionCheck {
  isLive: (claims: AccessClaims) => boolean;
  stale: string[];
}

/**
 * The session check of work that runs it inside its own transaction (the single-step bets, ADR
 * 012): one statement for many requests' sessions. `read` answers which of the claims are live
 * and which live sessions are due a touch (`touchSessions`).
 */
export function checkSessions(
  db: DB,
  claims: AccessClaims[],
): Statement<LiveSessionRow, SessionCheck> {
  const now = new Date();
  const { query } = liveSessionsStatement(db, [...new Set(claims.map((c) => c.sessionId))], now);
  return {
    query,
    read: (live) => {
      const owners = new Map(live.map((row) => [row.id, row.user_id]));
      const stale = live
        .filter((row) => now.getTime() - row.last_seen_at.getTime() > TOUCH_INTERVAL_MS)
        .map((row) => row.id);
      return { isLive: (c) => owners.get(c.sessionId) === c.userId, stale };
    },
  };
}

/** last_seen_at of these sessions, now (the stale ones `checkSessions` found). */
export function touchSessions(db: DB, sessionIds: string[]): Statement<unknown, void> {
  return touchSessionsStatement(db, sessionIds);
}

export async function listSessions(options: {
  db: DB;
  userId: string;
  currentSessionId: string;
}): Promise<SessionInfo[]> {
  const rows = await listLiveSessions(options.db, options.userId);
  return rows.map((r) => ({
    id: r.id,
    ip: r.ip,
    user_agent: r.user_agent,
    created_at: r.created_at.toISOString(),
    last_seen_at: r.last_seen_at.toISOString(),
    current: r.id === options.currentSessionId,
  }));
}

/** Revokes one of the caller's own sessions; another player's session is "not found". */
export async function revokeSession(options: {
  db: DB;
  userId: string;
  sessionId: string;
  reason: string;
  sessionSockets: SessionSockets;
}): Promise<void> {
  const isOwn =
    uuidPattern.test(options.sessionId) &&
    (await revokeSessionRow(
      options.db,
      { sessionId: options.sessionId, userId: options.userId },
      options.reason,
    ));
  if (!isOwn) throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
  options.sessionSockets.disconnectSessions([options.sessionId]);
}
