import {
  CONSOLE_MESSAGES,
  type AccountFlagsRequest,
  type AccountStatus,
  type AdjustBalanceRequest,
  type ConsoleActionResponse,
  type NotifyRequest,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { adjustBalance } from '#app/modules/admin/admin.service';
import type { ChatEmitter } from '#app/modules/chat/chat-sockets';
import { mutePlayer, unmutePlayer } from '#app/modules/chat/chat.service';
import { createNotificationInTransaction } from '#app/modules/notifications/notifications.service';
import {
  revokeAllSessions,
  revokeSession as revokeSessionRow,
} from '#app/modules/sessions/sessions.repository';
import type { Realtime } from '#app/realtime/realtime';
import type { SessionSockets } from '#app/realtime/session-sockets';
import { insertConsoleAudit, operatorName, type ConsoleActor } from './console-audit.repository';
import { findMute, findPlayer, insertNote } from './players.repository';

/** What every console action needs: the database, who acts, and the live channels. */
export interface ActionDeps {
  db: DB;
  actor: ConsoleActor;
  now: () => Date;
  realtime: () => Realtime | null;
  chatEmitter: () => ChatEmitter;
  sessionSockets: SessionSockets;
}

const done = (auditId: bigint): ConsoleActionResponse => ({ ok: true, auditId: String(auditId) });

async function playerOrThrow(db: DB, id: string) {
  const user = await findPlayer(db, id);
  if (!user) throw new AppError('NOT_FOUND', CONSOLE_MESSAGES.playerNotFound);
  return user;
}

/** Credit or debit with a reason: the CLI's adjustment (one balanced ledger entry + audit). */
export async function adjustPlayerBalance(
  deps: ActionDeps,
  options: { id: string; request: AdjustBalanceRequest },
): Promise<ConsoleActionResponse> {
  const user = await playerOrThrow(deps.db, options.id);
  const { request } = options;
  const result = await adjustBalance({
    db: deps.db,
    operator: operatorName(deps.actor),
    action: request.action,
    username: user.username,
    amount: request.amount,
    pocket: request.pocket ?? 'credits',
    reason: request.reason,
    realtime: deps.realtime(),
    actorUserId: deps.actor.userId,
    ip: deps.actor.ip,
    idempotencyKey: `admin:console:${user.id}:${request.requestId}`,
  });
  return done(result.auditId);
}

/** Mutes the player in chat (the chat module's mute, its own log too) and audits it. */
export async function mutePlayerChat(
  deps: ActionDeps,
  options: { id: string; minutes: number; reason: string },
): Promise<ConsoleActionResponse> {
  await playerOrThrow(deps.db, options.id);
  const before = await findMute(deps.db, options.id, deps.now());
  const { mutedUntil } = await mutePlayer(
    { db: deps.db, now: deps.now, emitter: deps.chatEmitter() },
    {
      actor: operatorName(deps.actor),
      userId: options.id,
      minutes: options.minutes,
      reason: options.reason,
    },
  );
  const auditId = await insertConsoleAudit(deps.db, {
    actor: deps.actor,
    action: 'chat_mute',
    targetUserId: options.id,
    details: {
      reason: options.reason,
      minutes: options.minutes,
      before: { mutedUntil: before?.muted_until.toISOString() ?? null },
      after: { mutedUntil },
    },
  });
  return done(auditId);
}

export async function unmutePlayerChat(
  deps: ActionDeps,
  options: { id: string; reason: string },
): Promise<ConsoleActionResponse> {
  await playerOrThrow(deps.db, options.id);
  const before = await findMute(deps.db, options.id, deps.now());
  await unmutePlayer({ db: deps.db }, { actor: operatorName(deps.actor), userId: options.id });
  const auditId = await insertConsoleAudit(deps.db, {
    actor: deps.actor,
    action: 'chat_unmute',
    targetUserId: options.id,
    details: {
      reason: options.reason,
      before: { mutedUntil: before?.muted_until.toISOString() ?? null },
      after: { mutedUntil: null },
    },
  });
  return done(auditId);
}

/**
 * Suspends, bans or reinstates an account. Anything but active signs the player out
 * everywhere at once (sessions revoked, sockets dropped); sign-in then refuses them.
 */
export async function setAccountStatus(
  deps: ActionDeps,
  options: { id: string; status: AccountStatus; reason: string },
): Promise<ConsoleActionResponse> {
  if (options.id === deps.actor.userId) {
    throw new AppError('BAD_REQUEST', 'You cannot change the status of your own account.');
  }
  const { auditId, revoked } = await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'account_status'])
      .where('id', '=', options.id)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND', CONSOLE_MESSAGES.playerNotFound);
    await trx
      .updateTable('users')
      .set({ account_status: options.status, updated_at: new Date() })
      .where('id', '=', options.id)
      .execute();
    const revoked =
      options.status === 'active' ? [] : await revokeAllSessions(trx, options.id, options.status);
    const auditId = await insertConsoleAudit(trx, {
      actor: deps.actor,
      action: 'account_status',
      targetUserId: options.id,
      details: {
        reason: options.reason,
        before: { status: user.account_status },
        after: { status: options.status },
        sessionsRevoked: revoked.length,
      },
    });
    return { auditId, revoked };
  });
  deps.sessionSockets.disconnectSessions(revoked);
  return done(auditId);
}

/** Turns the player's two-factor authentication off (lost authenticator), audited. */
export async function resetTwoFactor(
  deps: ActionDeps,
  options: { id: string; reason: string },
): Promise<ConsoleActionResponse> {
  const auditId = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({
        two_factor_enabled: false,
        two_factor_secret: null,
        two_factor_pending_secret: null,
        two_factor_last_step: null,
        updated_at: new Date(),
      })
      .where('id', '=', options.id)
      .where('two_factor_enabled', '=', true)
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      await playerOrThrow(trx, options.id);
      throw new AppError('CONFLICT', CONSOLE_MESSAGES.twoFactorNotEnabled);
    }
    return insertConsoleAudit(trx, {
      actor: deps.actor,
      action: 'two_factor_reset',
      targetUserId: options.id,
      details: {
        reason: options.reason,
        before: { twoFactorEnabled: true },
        after: { twoFactorEnabled: false },
      },
    });
  });
  return done(auditId);
}

/** Forces a password or username change at the player's next visit (or lifts it). */
export async function setAccountFlags(
  deps: ActionDeps,
  options: { id: string; request: AccountFlagsRequest },
): Promise<ConsoleActionResponse> {
  const { request } = options;
  const auditId = await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['need_change_password', 'need_change_username'])
      .where('id', '=', options.id)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND', CONSOLE_MESSAGES.playerNotFound);
    const after = {
      needChangePassword: request.needChangePassword ?? user.need_change_password,
      needChangeUsername: request.needChangeUsername ?? user.need_change_username,
    };
    await trx
      .updateTable('users')
      .set({
        need_change_password: after.needChangePassword,
        need_change_username: after.needChangeUsername,
        updated_at: new Date(),
      })
      .where('id', '=', options.id)
      .execute();
    return insertConsoleAudit(trx, {
      actor: deps.actor,
      action: 'account_flags',
      targetUserId: options.id,
      details: {
        reason: request.reason,
        before: {
          needChangePassword: user.need_change_password,
          needChangeUsername: user.need_change_username,
        },
        after,
      },
    });
  });
  return done(auditId);
}

/** Sends the player a notification (live when they are online), audited. */
export async function notifyPlayer(
  deps: ActionDeps,
  options: { id: string; request: NotifyRequest },
): Promise<ConsoleActionResponse> {
  await playerOrThrow(deps.db, options.id);
  const { publish, auditId } = await deps.db.transaction().execute(async (trx) => {
    const made = await createNotificationInTransaction({
      trx,
      realtime: deps.realtime(),
      userId: options.id,
      title: options.request.title,
      message: options.request.message,
      link: options.request.link ?? null,
    });
    const auditId = await insertConsoleAudit(trx, {
      actor: deps.actor,
      action: 'notify',
      targetUserId: options.id,
      details: {
        notificationId: made.notification.id,
        title: made.notification.title,
        message: made.notification.message,
      },
    });
    return { publish: made.publish, auditId };
  });
  publish();
  return done(auditId);
}

export async function addPlayerNote(
  deps: ActionDeps,
  options: { id: string; body: string },
): Promise<ConsoleActionResponse> {
  await playerOrThrow(deps.db, options.id);
  const auditId = await deps.db.transaction().execute(async (trx) => {
    const note = await insertNote(trx, {
      userId: options.id,
      authorId: deps.actor.userId,
      body: options.body,
    });
    return insertConsoleAudit(trx, {
      actor: deps.actor,
      action: 'note_add',
      targetUserId: options.id,
      details: { noteId: String(note.id), body: options.body },
    });
  });
  return done(auditId);
}

/** Revokes one of the player's sessions (signs that device out at once). */
export async function revokePlayerSession(
  deps: ActionDeps,
  options: { id: string; sessionId: string; reason: string },
): Promise<ConsoleActionResponse> {
  const auditId = await deps.db.transaction().execute(async (trx) => {
    const revoked = await revokeSessionRow(
      trx,
      { sessionId: options.sessionId, userId: options.id },
      'operator',
    );
    if (!revoked) throw new AppError('NOT_FOUND', CONSOLE_MESSAGES.sessionNotFound);
    return insertConsoleAudit(trx, {
      actor: deps.actor,
      action: 'session_revoke',
      targetUserId: options.id,
      details: { reason: options.reason, sessionId: options.sessionId },
    });
  });
  deps.sessionSockets.disconnectSessions([options.sessionId]);
  return done(auditId);
}
