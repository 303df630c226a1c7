import { sql, type Selectable } from 'kysely';
import { preparedQuery } from '#app/db/prepared-query';
import type { DB, Statement } from '#app/db/database';
import type { Database } from '#app/db/schema';

/** Every SQL statement on `sessions` and `refresh_tokens`. */

export async function insertSession(
  db: DB,
  session: { userId: string; ip: string | null; userAgent: string | null; expiresAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      ip: session.ip,
      user_agent: session.userAgent,
      expires_at: session.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertRefreshToken(db: DB, tokenHash: string, sessionId: string) {
  await db
    .insertInto('refresh_tokens')
    .values({ token_hash: tokenHash, session_id: sessionId })
    .execute();
}

export type RefreshOutcome =
  | { kind: 'rotated'; sessionId: string; userId: string }
  | { kind: 'replayed'; sessionId: string; userId: string; successorSealed: string }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'invalid' };

/**
 * Spends a refresh token once, in one transaction with the session row locked: the token is
 * marked used and its successor inserted (remembered on the spent row). Presented again within
 * `graceMs` while that successor is still unused (two tabs refreshing at once, a lost response),
 * the answer is the same successor (`replayed`). Any other second use means the token was copied:
 * the caller revokes the session (reuse detection).
 */
export async function spendRefreshToken(
  db: DB,
  spend: { tokenHash: string; successorHash: string; successorSealed: string; graceMs: number },
): Promise<RefreshOutcome> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('refresh_tokens')
      .select('session_id')
      .where('token_hash', '=', spend.tokenHash)
      .executeTakeFirst();
    if (!found) return { kind: 'invalid' } as const;
    const session = await trx
      .selectFrom('sessions')
      .select(['id', 'user_id', 'revoked_at', 'expires_at'])
      .where('id', '=', found.session_id)
      .forUpdate()
      .executeTakeFirst();
    if (!session || session.revoked_at || session.expires_at <= new Date()) {
      return { kind: 'invalid' } as const;
    }
    const spent = await trx
      .updateTable('refresh_tokens')
      .set({
        used_at: new Date(),
        successor_hash: spend.successorHash,
        successor_sealed: spend.successorSealed,
      })
      .where('token_hash', '=', spend.tokenHash)
      .where('used_at', 'is', null)
      .returning('session_id')
      .executeTakeFirst();
    if (spent) {
      await trx
        .insertInto('refresh_tokens')
        .values({ token_hash: spend.successorHash, session_id: session.id })
        .execute();
      return { kind: 'rotated', sessionId: session.id, userId: session.user_id } as const;
    }
    // Read again under the session lock: a parallel refresh may just have spent it.
    const token = await trx
      .selectFrom('refresh_tokens as t')
      .leftJoin('refresh_tokens as next', 'next.token_hash', 't.successor_hash')
      .select(['t.used_at', 't.successor_sealed', 'next.used_at as successor_used_at'])
      .where('t.token_hash', '=', spend.tokenHash)
      .executeTakeFirst();
    const isFresh =
      token?.used_at &&
      Date.now() - token.used_at.getTime() <= spend.graceMs &&
      !token.successor_used_at;
    if (isFresh && token.successor_sealed) {
      return {
        kind: 'replayed',
        sessionId: session.id,
        userId: session.user_id,
        successorSealed: token.successor_sealed,
      } as const;
    }
    return { kind: 'reused', sessionId: session.id } as const;
  });
}

export async function touchSession(
  db: DB,
  sessionId: string,
  changes: { ip?: string | null; userAgent?: string | null; expiresAt?: Date } = {},
) {
  await db
    .updateTable('sessions')
    .set({
      last_seen_at: new Date(),
      ...(changes.ip !== undefined ? { ip: changes.ip } : {}),
      ...(changes.userAgent !== undefined ? { user_agent: changes.userAgent } : {}),
      ...(changes.expiresAt ? { expires_at: changes.expiresAt } : {}),
    })
    .where('id', '=', sessionId)
    .execute();
}

/** Several sessions at once (coalesced checks): the live ones among these ids. */
export async function findLiveSessions(db: DB, sessionIds: string[]) {
  const { rows } = await db.executeQuery(liveSessionsQuery(db, { sessionIds, now: new Date() }));
  return rows;
}

export type LiveSessionRow = Pick<
  Selectable<Database['sessions']>,
  'id' | 'user_id' | 'last_seen_at'
>;

/** The same check as a statement, for a transaction or a pipeline. */
export function liveSessionsStatement(
  db: DB,
  sessionIds: string[],
  now: Date,
): Statement<LiveSessionRow, LiveSessionRow[]> {
  return { query: liveSessionsQuery(db, { sessionIds, now }), read: (rows) => rows };
}

/** Sets last_seen_at of these sessions to now, as a statement (compiled once). */
export function touchSessionsStatement(db: DB, sessionIds: string[]): Statement<unknown, void> {
  return { query: touchSessionsQuery(db, { sessionIds }), read: () => undefined };
}

const touchSessionsQuery = preparedQuery((db, { sessionIds }: { sessionIds: string[] }) =>
  db
    .updateTable('sessions')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('id', '=', sql<string>`ANY(${sessionIds}::uuid[])`),
);

/** Compiled once: every authenticated request's session check (coalesced) runs it. */
const liveSessionsQuery = preparedQuery(
  (db, { sessionIds, now }: { sessionIds: string[]; now: Date }) =>
    db
      .selectFrom('sessions')
      .select(['id', 'user_id', 'last_seen_at'])
      .where('id', '=', sql<string>`ANY(${sessionIds}::uuid[])`)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now),
);

export async function listLiveSessions(db: DB, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Revokes one of the user's live sessions; false when there is none with that id for them. */
export async function revokeSession(
  db: DB,
  where: { sessionId: string; userId?: string },
  reason: string,
): Promise<boolean> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', where.sessionId)
    .where('revoked_at', 'is', null);
  if (where.userId) query = query.where('user_id', '=', where.userId);
  const row = await query.returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Revokes every live session of the user; returns their ids. */
export async function revokeAllSessions(db: DB, userId: string, reason: string): Promise<string[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
