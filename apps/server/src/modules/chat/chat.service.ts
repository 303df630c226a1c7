import {
  CHAT_HISTORY_RAINS,
  CHAT_HISTORY_SIZE,
  CHAT_MESSAGES,
  CHAT_RATE_LIMIT,
  CHAT_WAGER_REQUIREMENT_UNITS,
  type BannersResponse,
  type ChatHistoryResponse,
  type ChatMessage,
  type ChatRoom,
  type Language,
  type RainDetails,
  unitsToDecimal,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import {
  insertBanner as insertSiteBanner,
  removeBanner as removeSiteBanner,
} from '#app/modules/banners/banners.repository';
import { publicBanners } from '#app/modules/banners/banners.service';
import { enqueueOutbox } from '#app/modules/outbox/outbox';
import { findBetView } from '#app/modules/bets/bets.repository';
import { toBetRecord } from '#app/modules/bets/bet-view';
import { betIdOf, checkMessageText } from './chat-rules';
import type { ChatEmitter } from './chat-sockets';
import { toChatMessage, toRainPayload } from './chat-view';
import {
  countMessagesSince,
  deleteMute,
  findActiveMute,
  findChatter,
  insertAudit,
  insertMessage,
  lockSender,
  markDeleted,
  rainSentBy,
  recentMessages,
  recentRains,
  upsertMute,
} from './chat.repository';

export interface ChatDeps {
  db: DB;
  emitter: ChatEmitter;
  now: () => Date;
}

export async function chatHistory(
  deps: Pick<ChatDeps, 'db'>,
  room: ChatRoom,
): Promise<ChatHistoryResponse> {
  const rows = await recentMessages(deps.db, room, CHAT_HISTORY_SIZE);
  // A full page of messages starts somewhere in the past: rains before it would float above it.
  const since = rows.length === CHAT_HISTORY_SIZE ? (rows[0]?.created_at ?? null) : null;
  const rains = await recentRains(deps.db, { room, since, limit: CHAT_HISTORY_RAINS });
  return { messages: rows.map(toChatMessage), rains: rains.map(toRainPayload) };
}

/** The bet_share metadata of `/betid <id>`: only the bet's owner may share it. */
async function betShareOf(db: DB, userId: string, betId: string) {
  const view = await findBetView(db, betId).catch(() => undefined);
  if (!view) throw new AppError('NOT_FOUND', CHAT_MESSAGES.betNotFound);
  if (view.user_id !== userId) throw new AppError('FORBIDDEN', CHAT_MESSAGES.notYourBet);
  const bet = toBetRecord(view, { revealName: true });
  return {
    id: bet.id,
    game_image: '/favicon.svg',
    game_name: bet.game_name,
    amount: bet.amount,
    multiplier: String(bet.multiplier),
    payout: bet.payout,
    game_url: `/casino/game/${bet.game}`,
  };
}

/**
 * POST /api/chat/messages (spec document 1 sections 5, 6, 7, 9). The checks, in order: the text
 * (empty, 200 characters, links), $100 wagered, not muted, the per-player rate limit. The message,
 * its quest event (outbox 'chat.message') and the rate count commit together; the room hears it
 * after the commit.
 */
export async function sendMessage(
  deps: ChatDeps,
  options: { userId: string; room: ChatRoom; message: string },
): Promise<ChatMessage> {
  const text = checkMessageText(options.message);
  const at = deps.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockSender(trx, options.userId);
    const chatter = await findChatter(trx, options.userId);
    if (!chatter) throw new AppError('UNAUTHORIZED', 'Please log in again.');
    if (chatter.amount_wagered < CHAT_WAGER_REQUIREMENT_UNITS) {
      throw new AppError('FORBIDDEN', CHAT_MESSAGES.notAllowed);
    }
    if (await findActiveMute(trx, options.userId, at)) {
      throw new AppError('FORBIDDEN', CHAT_MESSAGES.muted);
    }
    const since = new Date(at.getTime() - CHAT_RATE_LIMIT.windowMs);
    if ((await countMessagesSince(trx, options.userId, since)) >= CHAT_RATE_LIMIT.messages) {
      throw new AppError('RATE_LIMITED', CHAT_MESSAGES.tooFast);
    }
    const betId = betIdOf(text);
    const metadata = betId ? await betShareOf(trx, options.userId, betId) : null;
    const inserted = await insertMessage(trx, {
      room: options.room,
      userId: options.userId,
      message: text,
      messageType: metadata ? 'bet_share' : 'text',
      metadata,
      at,
    });
    await enqueueOutbox(trx, 'chat.message', {
      userId: options.userId,
      messageId: inserted.id,
      at: at.toISOString(),
    });
    return inserted;
  });
  const message = toChatMessage(row);
  deps.emitter.toRoom(options.room, 'chat:newMessage', message);
  return message;
}

export async function isModerator(db: DB, userId: string): Promise<boolean> {
  return (await findChatter(db, userId))?.chat_role === 'moderator';
}

/** Deletes a message everywhere (`chat:deleteMessage`), audited. */
export async function deleteMessage(
  deps: ChatDeps,
  options: { actor: string; messageId: string },
): Promise<void> {
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const row = await markDeleted(trx, options.messageId, deps.now());
    if (!row) return null;
    await insertAudit(trx, {
      action: 'delete',
      actor: options.actor,
      targetUserId: row.user_id,
      messageId: options.messageId,
    });
    return row;
  });
  if (!deleted) throw new AppError('NOT_FOUND', CHAT_MESSAGES.messageNotFound);
  deps.emitter.everywhere('chat:deleteMessage', { messageId: options.messageId });
}

/** Mutes a player for `minutes` (a second mute replaces the first), audited. */
export async function mutePlayer(
  deps: ChatDeps,
  options: { actor: string; userId: string; minutes: number; reason?: string | undefined },
): Promise<{ mutedUntil: string }> {
  const until = new Date(deps.now().getTime() + options.minutes * 60_000);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await findChatter(trx, options.userId))) {
      throw new AppError('NOT_FOUND', 'User not found');
    }
    await upsertMute(trx, {
      userId: options.userId,
      until,
      reason: options.reason ?? null,
      actor: options.actor,
    });
    await insertAudit(trx, {
      action: 'mute',
      actor: options.actor,
      targetUserId: options.userId,
      details: { minutes: options.minutes, reason: options.reason ?? null },
    });
  });
  return { mutedUntil: until.toISOString() };
}

export async function unmutePlayer(
  deps: Pick<ChatDeps, 'db'>,
  options: { actor: string; userId: string },
): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const removed = await deleteMute(trx, options.userId);
    await insertAudit(trx, {
      action: 'unmute',
      actor: options.actor,
      targetUserId: options.userId,
    });
    return removed;
  });
}

/**
 * The chat's announcement banners: the operator's banners shown in chat (the banners module,
 * ADR 040), in the room's language with English as the fallback.
 */
export async function listBanners(
  deps: Pick<ChatDeps, 'db' | 'now'>,
  language: Language = 'en',
): Promise<BannersResponse> {
  const banners = await publicBanners({ ...deps, placement: 'chat', language });
  return { banners: banners.map((b) => ({ id: b.id, description: b.text, link: b.link })) };
}

/** `npm run admin -- chat announce`: an English chat-only banner, audited as a moderation. */
export async function announce(
  deps: Pick<ChatDeps, 'db'>,
  options: { actor: string; description: string },
): Promise<number> {
  const description = options.description.trim();
  if (description.length === 0 || description.length > 300) {
    throw new AppError('BAD_REQUEST', 'A banner needs 1 to 300 characters');
  }
  return deps.db.transaction().execute(async (trx) => {
    const id = await insertSiteBanner(
      trx,
      {
        texts: { en: description },
        link: null,
        startsAt: null,
        endsAt: null,
        position: 0,
        onHome: false,
        inChat: true,
      },
      options.actor,
    );
    await insertAudit(trx, {
      action: 'announce',
      actor: options.actor,
      details: { id, description },
    });
    return id;
  });
}

export async function unannounce(
  deps: Pick<ChatDeps, 'db'>,
  options: { actor: string; id: number },
): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const removed = await removeSiteBanner(trx, options.id, new Date());
    if (removed)
      await insertAudit(trx, {
        action: 'unannounce',
        actor: options.actor,
        details: { id: options.id },
      });
    return removed;
  });
}

/**
 * Rain details (spec document 1 sections 3, 7): `sent`, what the player has rained in total;
 * `required`, what they still have to wager before they may chat (and so share in rains).
 */
export async function rainDetails(
  deps: Pick<ChatDeps, 'db'>,
  userId: string,
): Promise<RainDetails> {
  const chatter = await findChatter(deps.db, userId);
  const wagered = chatter?.amount_wagered ?? 0n;
  const left = CHAT_WAGER_REQUIREMENT_UNITS - wagered;
  return {
    sent: unitsToDecimal(await rainSentBy(deps.db, userId)),
    required: unitsToDecimal(left > 0n ? left : 0n),
  };
}
