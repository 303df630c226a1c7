import { z } from 'zod';
import { LANGUAGES } from '../languages';

/**
 * Chat (issue 18; spec document 1 sections 2, 3, 5, 7, 9; document 2 sections 5-8 for Tip Rain).
 * Texts are the spec's, verbatim: the server answers the short one, the UI shows the pair.
 */

export const CHAT_MAX_LENGTH = 200;
/** $100 wagered, in units of 10⁻⁸ USD. */
export const CHAT_WAGER_REQUIREMENT_UNITS = 100n * 100_000_000n;
export const CHAT_HISTORY_SIZE = 50;
/** A player may send this many messages per window; more is refused with CHAT_MESSAGES.tooFast. */
export const CHAT_RATE_LIMIT = { messages: 5, windowMs: 10_000 } as const;
/** Who shares a rain: players who chatted in the room in the last 15 minutes, sender excluded. */
export const RAIN_WINDOW_MS = 15 * 60_000;

export const CHAT_ROOMS = LANGUAGES;
export const chatRoomSchema = z.enum(CHAT_ROOMS);
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const CHAT_MESSAGES = {
  empty: 'Speechless?',
  emptyBody: 'You cannot send an empty message, speak up!',
  links: "You can't send links",
  linksBody: 'Stop trying to phish people',
  notAllowed: 'You are not allowed to send messages',
  notAllowedTitle: 'You need to wager $100 to chat',
  notAllowedBody: 'Put your money where your mouth is.',
  muted: 'You have been muted',
  mutedBody: 'Please contact live support to get unmuted',
  tooLong: 'Messages can be at most 200 characters',
  tooFast: 'You are sending messages too fast. Please wait a few seconds.',
  betNotFound: 'Bet not found',
  notYourBet: 'You can only share your own bets',
  messageNotFound: 'Message not found',
  notModerator: 'Only moderators can do that',
  invalidAmount: 'Invalid Amount',
  invalidAmountBody: 'Please enter a valid amount to tip',
  insufficientFunds: 'Insufficient funds',
  noRecipients: 'Nobody has chatted here recently to share the rain',
} as const;

export const betShareMetadataSchema = z.object({
  id: z.string(),
  game_image: z.string(),
  game_name: z.string(),
  amount: z.string(),
  multiplier: z.string(),
  payout: z.string(),
  game_url: z.string(),
});
export type BetShareMetadata = z.infer<typeof betShareMetadataSchema>;

/** Spec document 1 section 3: id, user, username, level, message, message_type, metadata. */
export const chatMessageSchema = z.object({
  id: z.string(),
  user: z.string(),
  username: z.string(),
  level: z.number().int(),
  message: z.string(),
  message_type: z.enum(['text', 'bet_share']),
  metadata: betShareMetadataSchema.nullable(),
  room: chatRoomSchema,
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `rain:new`, and the rains of the history: shown as a rain card in the room's chat. */
export const rainPayloadSchema = z.object({
  id: z.string(),
  room: chatRoomSchema,
  username: z.string(),
  amount: z.string(),
  recipients: z.number().int(),
  created_at: z.string(),
});
export type RainPayload = z.infer<typeof rainPayloadSchema>;
/** Rains kept in the history beside its messages. */
export const CHAT_HISTORY_RAINS = 10;

export const chatHistoryQuerySchema = z.object({ room: chatRoomSchema.default('en') });
/**
 * Oldest first: the newest is at the bottom. `rains` are the room's last rains no older than the
 * oldest message (oldest first); the page places them among the messages by time.
 */
export const chatHistoryResponseSchema = z.object({
  messages: z.array(chatMessageSchema),
  rains: z.array(rainPayloadSchema),
});
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

/** Spec: POST body message. The length is checked by the service, for the spec's text. */
export const sendChatRequestSchema = z.object({
  message: z.string().max(4000),
  room: chatRoomSchema.default('en'),
});
export type SendChatRequest = z.input<typeof sendChatRequestSchema>;
export const sendChatResponseSchema = z.object({ message: chatMessageSchema });

export const bannersResponseSchema = z.object({
  banners: z.array(
    z.object({ id: z.number().int(), description: z.string(), link: z.string().nullable() }),
  ),
});
export type BannersResponse = z.infer<typeof bannersResponseSchema>;

/** Rain details: what the player has sent in rains, and what chatting requires (dollars). */
export const rainDetailsSchema = z.object({ sent: z.string(), required: z.string() });
export type RainDetails = z.infer<typeof rainDetailsSchema>;

export const tipRainRequestSchema = z.object({
  amount: z.string().max(40),
  room: chatRoomSchema.default('en'),
});
export type TipRainRequest = z.input<typeof tipRainRequestSchema>;
export const tipRainResponseSchema = z.object({
  success: z.literal(true),
  amount: z.string(),
  recipients: z.number().int(),
  credits: z.string(),
});
export type TipRainResponse = z.infer<typeof tipRainResponseSchema>;

export const moderatorMuteRequestSchema = z.object({
  userId: z.string().uuid(),
  minutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 365),
  reason: z.string().max(200).optional(),
});

export const chatJoinSchema = z.object({ room: chatRoomSchema });
export type ChatJoinAck = { ok: true; room: ChatRoom } | { ok: false; error: string };
