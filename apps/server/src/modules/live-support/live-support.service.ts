import {
  SUPPORT_MESSAGES,
  SUPPORT_RATE_LIMIT,
  type SupportConversationDetail,
  type SupportConversationResponse,
  type SupportConversationSummary,
  type SupportListResponse,
  type SupportMessage,
  type SupportReplyResponse,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import type { ConsoleActor } from '#app/modules/console/console-audit.repository';
import { insertConsoleAudit } from '#app/modules/console/console-audit.repository';
import type { Realtime } from '#app/realtime/realtime';
import {
  countPlayerMessagesSince,
  countUnreadForPlayer,
  findConversation,
  findMessage,
  insertMessage,
  listConversations,
  listMessages,
  lockConversation,
  lockOrCreateConversation,
  markPlayerRead,
  setStatus,
  type MessageRow,
  type SummaryRow,
} from './live-support.repository';

/** Live support's rules (issue 23 item 3, ADR 041): routes parse, this decides. */
export interface LiveSupportDeps {
  db: DB;
  now: () => Date;
  realtime: () => Realtime | null;
}

const toMessage = (row: MessageRow): SupportMessage => ({
  id: String(row.id),
  author: row.author,
  staffName: row.author === 'staff' ? row.staff_name : null,
  body: row.body,
  createdAt: row.created_at.toISOString(),
});

/** Players never learn which staff account answered (staff use ordinary player accounts). */
const forPlayer = (message: SupportMessage): SupportMessage => ({ ...message, staffName: null });

const toSummary = (row: SummaryRow): SupportConversationSummary => ({
  playerId: row.user_id,
  username: row.username,
  email: row.email,
  status: row.status,
  lastMessageAt: new Date(row.last_message_at).toISOString(),
  lastMessage: row.last_body.slice(0, 140),
  lastAuthor: row.last_author,
  unanswered: Number(row.unanswered),
});

// ---- The player's side: only ever their own conversation (the key is their own user id) ----

export async function getOwnConversation(
  deps: LiveSupportDeps,
  userId: string,
): Promise<SupportConversationResponse> {
  const conversation = await findConversation(deps.db, userId);
  if (!conversation) return { status: 'open', messages: [], unread: 0 };
  const [messages, unread] = await Promise.all([
    listMessages(deps.db, userId),
    countUnreadForPlayer(deps.db, userId),
  ]);
  return {
    status: conversation.status,
    messages: messages.map((m) => forPlayer(toMessage(m))),
    unread,
  };
}

export async function getOwnUnread(deps: LiveSupportDeps, userId: string): Promise<number> {
  return countUnreadForPlayer(deps.db, userId);
}

/**
 * A player's message: opens (or reopens) their conversation. Refused with 429 and nothing
 * written beyond SUPPORT_RATE_LIMIT; the count is taken under the conversation's row lock, so
 * concurrent sends cannot slip past it. The player's other tabs hear it too.
 */
export async function sendPlayerMessage(
  deps: LiveSupportDeps,
  options: { userId: string; body: string },
): Promise<SupportMessage> {
  const at = deps.now();
  const id = await deps.db.transaction().execute(async (trx) => {
    const conversation = await lockOrCreateConversation(trx, options.userId);
    const since = new Date(at.getTime() - SUPPORT_RATE_LIMIT.windowMs);
    if (
      (await countPlayerMessagesSince(trx, options.userId, since)) >= SUPPORT_RATE_LIMIT.messages
    ) {
      throw new AppError('RATE_LIMITED', SUPPORT_MESSAGES.tooFast);
    }
    if (conversation.status === 'closed') await setStatus(trx, options.userId, 'open', at);
    const inserted = await insertMessage(trx, {
      userId: options.userId,
      author: 'player',
      staffUserId: null,
      body: options.body,
      at,
    });
    // Writing means the player has seen everything above.
    await markPlayerRead(trx, options.userId, at);
    return inserted;
  });
  const message = toMessage(await findMessage(deps.db, id));
  deps.realtime()?.toUser(options.userId, 'support:message', message);
  return message;
}

export async function markOwnRead(deps: LiveSupportDeps, userId: string): Promise<void> {
  await markPlayerRead(deps.db, userId, deps.now());
}

// ---- The console's side (roles LIVE_SUPPORT_ROLES, every change audited) ----

export async function listForConsole(
  deps: LiveSupportDeps,
  status: 'open' | 'closed' | 'all',
): Promise<SupportListResponse> {
  const rows = await listConversations(deps.db, { status, limit: 200 });
  return { conversations: rows.map(toSummary) };
}

export async function getForConsole(
  deps: LiveSupportDeps,
  playerId: string,
): Promise<SupportConversationDetail> {
  const [summary] = await listConversations(deps.db, { status: 'all', userId: playerId, limit: 1 });
  if (!summary) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.conversationNotFound);
  const messages = await listMessages(deps.db, playerId);
  return { conversation: toSummary(summary), messages: messages.map(toMessage) };
}

/** A staff answer: reopens a closed conversation, audited, heard live by the player. */
export async function replyAsStaff(
  deps: LiveSupportDeps,
  options: { actor: ConsoleActor; playerId: string; body: string },
): Promise<SupportReplyResponse> {
  const at = deps.now();
  const { messageId, auditId, reopened } = await deps.db.transaction().execute(async (trx) => {
    const conversation = await lockConversation(trx, options.playerId);
    if (!conversation) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.conversationNotFound);
    const wasClosed = conversation.status === 'closed';
    if (wasClosed) await setStatus(trx, options.playerId, 'open', at);
    const inserted = await insertMessage(trx, {
      userId: options.playerId,
      author: 'staff',
      staffUserId: options.actor.userId,
      body: options.body,
      at,
    });
    const audit = await insertConsoleAudit(trx, {
      actor: options.actor,
      action: 'support.reply',
      targetUserId: options.playerId,
      details: { messageId: String(inserted), length: options.body.length, reopened: wasClosed },
    });
    return { messageId: inserted, auditId: audit, reopened: wasClosed };
  });
  const message = toMessage(await findMessage(deps.db, messageId));
  const realtime = deps.realtime();
  if (reopened) realtime?.toUser(options.playerId, 'support:status', { status: 'open' });
  realtime?.toUser(options.playerId, 'support:message', forPlayer(message));
  return { ok: true, auditId: String(auditId), message };
}

/** Close or reopen a conversation (409 when it already is), audited; the player hears it. */
export async function setConversationStatus(
  deps: LiveSupportDeps,
  options: { actor: ConsoleActor; playerId: string; status: 'open' | 'closed' },
): Promise<{ ok: true; auditId: string }> {
  const at = deps.now();
  const auditId = await deps.db.transaction().execute(async (trx) => {
    const conversation = await lockConversation(trx, options.playerId);
    if (!conversation) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.conversationNotFound);
    if (conversation.status === options.status) {
      throw new AppError(
        'CONFLICT',
        options.status === 'closed' ? SUPPORT_MESSAGES.alreadyClosed : SUPPORT_MESSAGES.alreadyOpen,
      );
    }
    await setStatus(trx, options.playerId, options.status, at);
    return insertConsoleAudit(trx, {
      actor: options.actor,
      action: options.status === 'closed' ? 'support.close' : 'support.reopen',
      targetUserId: options.playerId,
      details: { before: conversation.status, after: options.status },
    });
  });
  deps.realtime()?.toUser(options.playerId, 'support:status', { status: options.status });
  return { ok: true, auditId: String(auditId) };
}
