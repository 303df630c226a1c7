import {
  CHAT_MESSAGES,
  type ChatModerationResponse,
  type ChatRoom,
  type ConsoleActionResponse,
  type ModerationLogResponse,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { deleteMessage } from '#app/modules/chat/chat.service';
import { insertConsoleAudit, operatorName } from './console-audit.repository';
import { findMessage, latestMessages, moderationLog } from './chat-moderation.repository';
import type { ActionDeps } from './player-actions.service';

/** The live view: the newest messages of a room (or every room), deleted ones marked. */
export async function moderatedMessages(options: {
  db: DB;
  now: () => Date;
  room?: ChatRoom | undefined;
  limit: number;
}): Promise<ChatModerationResponse> {
  const rows = await latestMessages(options.db, { ...options, at: options.now() });
  return {
    messages: rows.map((r) => ({
      id: r.id,
      room: r.room as ChatRoom,
      userId: r.user_id,
      username: r.username,
      message: r.message,
      messageType: r.message_type,
      createdAt: r.created_at.toISOString(),
      deletedAt: r.deleted_at?.toISOString() ?? null,
      mutedUntil: r.muted_until?.toISOString() ?? null,
    })),
  };
}

/**
 * Deletes a message through the chat module (its transaction marks it deleted and writes
 * `chat_moderation_audit`, then every room drops it live); `admin_audit` right after (ADR 037).
 */
export async function deleteChatMessage(
  deps: ActionDeps,
  options: { messageId: string; reason?: string | undefined },
): Promise<ConsoleActionResponse> {
  const message = await findMessage(deps.db, options.messageId);
  if (!message || message.deleted_at) {
    throw new AppError('NOT_FOUND', CHAT_MESSAGES.messageNotFound);
  }
  await deleteMessage(
    { db: deps.db, now: deps.now, emitter: deps.chatEmitter() },
    { actor: operatorName(deps.actor), messageId: options.messageId },
  );
  const auditId = await insertConsoleAudit(deps.db, {
    actor: deps.actor,
    action: 'chat_delete',
    targetUserId: message.user_id,
    details: {
      reason: options.reason ?? null,
      messageId: message.id,
      room: message.room,
      before: { message: message.message },
      after: { deleted: true },
    },
  });
  return { ok: true, auditId: String(auditId) };
}

export async function chatModerationLog(options: {
  db: DB;
  page: number;
  pageSize: number;
}): Promise<ModerationLogResponse> {
  const { rows, total } = await moderationLog(options.db, {
    limit: options.pageSize,
    offset: (options.page - 1) * options.pageSize,
  });
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      action: r.action,
      actor: r.actor,
      targetUserId: r.target_user_id,
      targetUsername: r.target_username,
      messageId: r.message_id,
      details: r.details,
      createdAt: r.created_at.toISOString(),
    })),
    page: options.page,
    pageSize: options.pageSize,
    total,
  };
}
