import { z } from 'zod';

/**
 * Live support (issue 23 item 3; docs/decisions/041-live-support.md): one conversation per
 * signed-in player, answered from the operator console's support view. The player hears staff
 * answers on their private room of `/user` (`support:message`, `support:status`).
 * A deployment with `LIVE_SUPPORT_SCRIPT_URL` loads that third-party widget instead.
 */

export const SUPPORT_MESSAGE_MAX_LENGTH = 1000;
/** At most this many player messages in the window (a support desk, not a chat room). */
export const SUPPORT_RATE_LIMIT = { messages: 5, windowMs: 30_000 } as const;
/** The staff console re-reads its list and the open conversation this often. */
export const SUPPORT_CONSOLE_POLL_MS = 4_000;
/** The roles of the console's support view (admin may use every part). */
export const LIVE_SUPPORT_ROLES = ['admin', 'support'] as const;

export const SUPPORT_MESSAGES = {
  empty: 'Please write a message.',
  tooLong: `A message can be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters.`,
  tooFast: 'You are sending messages too quickly. Please wait a moment.',
  conversationNotFound: 'Conversation not found.',
  alreadyClosed: 'This conversation is already closed.',
  alreadyOpen: 'This conversation is already open.',
} as const;

const messageBody = z
  .string()
  .trim()
  .min(1, SUPPORT_MESSAGES.empty)
  .max(SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGES.tooLong);

export const supportStatusSchema = z.enum(['open', 'closed']);
export type SupportStatus = z.infer<typeof supportStatusSchema>;

export const supportMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['player', 'staff']),
  /** The staff member's username, in the console only (players get null and see the team's name). */
  staffName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** GET /api/support/config: our own widget, or the operator's third-party script. */
export const supportConfigResponseSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('builtin') }),
  z.object({ mode: z.literal('external'), scriptUrl: z.string() }),
]);
export type SupportConfigResponse = z.infer<typeof supportConfigResponseSchema>;

/** GET /api/support/conversation: the player's own conversation (empty before the first message). */
export const supportConversationResponseSchema = z.object({
  status: supportStatusSchema,
  messages: z.array(supportMessageSchema),
  /** Staff messages the player has not seen yet. */
  unread: z.number(),
});
export type SupportConversationResponse = z.infer<typeof supportConversationResponseSchema>;

export const supportUnreadResponseSchema = z.object({ unread: z.number() });
export type SupportUnreadResponse = z.infer<typeof supportUnreadResponseSchema>;

export const sendSupportMessageRequestSchema = z.object({ body: messageBody });
export type SendSupportMessageRequest = z.infer<typeof sendSupportMessageRequestSchema>;
export const sendSupportMessageResponseSchema = z.object({ message: supportMessageSchema });
export type SendSupportMessageResponse = z.infer<typeof sendSupportMessageResponseSchema>;

/** Events on the player's private room of `/user`. */
export interface LiveSupportServerToClient {
  'support:message': (payload: SupportMessage) => void;
  'support:status': (payload: { status: SupportStatus }) => void;
}

// ---- The console's support view (/api/admin/support/*) ----

export const supportListQuerySchema = z.object({
  status: z.enum(['open', 'closed', 'all']).default('open'),
});
export type SupportListQuery = z.input<typeof supportListQuerySchema>;

export const supportConversationSummarySchema = z.object({
  /** The conversation's id is its player's id (one conversation per player). */
  playerId: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  status: supportStatusSchema,
  lastMessageAt: z.string(),
  lastMessage: z.string(),
  lastAuthor: z.enum(['player', 'staff']),
  /** Player messages since the last staff answer. */
  unanswered: z.number(),
});
export type SupportConversationSummary = z.infer<typeof supportConversationSummarySchema>;
export const supportListResponseSchema = z.object({
  conversations: z.array(supportConversationSummarySchema),
});
export type SupportListResponse = z.infer<typeof supportListResponseSchema>;

export const supportConversationParamsSchema = z.object({ id: z.string().uuid() });

export const supportConversationDetailSchema = z.object({
  conversation: supportConversationSummarySchema,
  messages: z.array(supportMessageSchema),
});
export type SupportConversationDetail = z.infer<typeof supportConversationDetailSchema>;

export const supportReplyRequestSchema = z.object({ body: messageBody });
export type SupportReplyRequest = z.infer<typeof supportReplyRequestSchema>;
export const supportReplyResponseSchema = z.object({
  ok: z.literal(true),
  auditId: z.string(),
  message: supportMessageSchema,
});
export type SupportReplyResponse = z.infer<typeof supportReplyResponseSchema>;
