import { z } from 'zod';
import type { PublicBet } from '../api/bets';
import type { CrashServerToClient } from '../api/crash';
import type { RaffleServerToClient } from '../api/raffle';
import type { RaceServerToClient } from '../api/races';
import type { RewardServerToClient } from '../api/rewards';
import type { QuestServerToClient } from '../api/quests';
import type { ChallengeWinnerPayload } from '../api/challenges';
import type { ChatJoinAck, ChatMessage, RainPayload } from '../api/chat';
import type {
  SportsClientToServer,
  SportsServerToClient,
  SportsUserServerToClient,
} from '../api/sportsbook';
import type { LiveSupportServerToClient } from '../api/live-support';

/**
 * Socket event maps, declared once and used to type both the Socket.IO server and the client
 * (CONVENTIONS.md, Contracts). Event names are the spec's (document 1 section 7).
 * Payloads coming in from clients also have zod schemas: types do not replace validation.
 */

export const userJoinSchema = z.object({ accessToken: z.string().min(1).max(4096) });
export type UserJoinPayload = z.infer<typeof userJoinSchema>;
/**
 * `expiresInMs`: how long the access token stays valid. The server drops the socket then unless
 * it joins again with a fresh token, so the client refreshes before that.
 */
export type UserJoinAck =
  { ok: true; userId: string; expiresInMs: number } | { ok: false; error: string };

export const depositJoinSchema = z.object({ accessToken: z.string().min(1).max(4096) });

/** A dollar amount as a decimal string (ARCHITECTURE.md, Money). */
export type DecimalString = string;

export interface BalancePayload {
  credits: DecimalString;
  freebets: DecimalString;
}

/** Spec document 1 sections 3 and 7: every locked balance of the player, after a change. */
export interface LockedBalancesPayload {
  lockedBalances: Array<{
    id: string;
    type: 'deposit-bonus' | 'sign-up spin';
    locked: DecimalString;
    unlocked: DecimalString;
  }>;
}

export interface NotificationPayload {
  id: string;
  title: string;
  message: string;
  link: string | null;
  is_read: boolean;
  created_at: string;
}

export interface LevelPayload {
  level: number;
  profile_img: string;
  amount_wagered: DecimalString;
}

/** `bets:new`: the public shape of a settled bet (publicBetSchema in api/bets.ts). */
export type PublicBetPayload = PublicBet;

/**
 * The user channel: balances, level, notifications, the rewards events (api/rewards.ts) and the
 * quests' events (api/quests.ts).
 */
export interface UserServerToClient
  extends
    RewardServerToClient,
    QuestServerToClient,
    RaffleServerToClient,
    RaceServerToClient,
    SportsUserServerToClient,
    LiveSupportServerToClient {
  'user:balance': (payload: BalancePayload) => void;
  'user:lockedBalances': (payload: LockedBalancesPayload) => void;
  'user:creditsWagering': (payload: { amount_wagered: DecimalString }) => void;
  'user:level': (payload: LevelPayload) => void;
  'notification:new': (payload: NotificationPayload) => void;
}
export interface UserClientToServer {
  'user:join': (payload: UserJoinPayload, ack: (result: UserJoinAck) => void) => void;
}

export interface WalletServerToClient {
  'deposit:pending': (payload: { id: string; asset: string; amount: string }) => void;
  /** `notificationId`: the bell's notification of it (its toast is this one, not a second). */
  'deposit:completed': (payload: { id: string; message: string; notificationId?: string }) => void;
  /** Issue 17 item 5 (api/challenges.ts): opens the Challenge Won modal. */
  'challenge:winner': (payload: ChallengeWinnerPayload) => void;
}
export interface WalletClientToServer {
  'deposit:join': (payload: UserJoinPayload, ack: (result: UserJoinAck) => void) => void;
}

/**
 * The game-provider channel (spec document 1 section 7; issue 20): what a provider's game did
 * to the player's balance through the seamless wallet — a stake, a win (0 closes a losing
 * round) or a rollback — with the balance after it. The provider game page keeps its session
 * tally from these.
 */
export interface ProviderTransactionPayload {
  provider: string;
  game_code: string | null;
  round: string | null;
  kind: 'bet' | 'win' | 'rollback';
  amount: DecimalString;
  /** Credits after the movement. */
  credits: DecimalString;
}
/**
 * A stake the wallet refused because it would take the player past their own loss or wager limit
 * (ADR 050): the game only hears "can't place any new bets", so the page tells the player why.
 */
export interface ProviderRefusedPayload {
  provider: string;
  game_code: string | null;
  code: 'RG_LIMIT_REACHED';
  kind: 'loss' | 'wager';
  period: 'day' | 'week' | 'month';
  /** The limit is reached already (else: this stake would pass it). */
  reached: boolean;
}
export interface GameProviderServerToClient {
  'provider:transaction': (payload: ProviderTransactionPayload) => void;
  'provider:refused': (payload: ProviderRefusedPayload) => void;
}
export interface GameProviderClientToServer {
  'provider:join': (payload: UserJoinPayload, ack: (result: UserJoinAck) => void) => void;
}

/** Chat (issue 18, api/chat.ts): the room's messages, deletions and rains. */
export type ChatMessagePayload = ChatMessage;
export interface ChatServerToClient {
  'chat:newMessage': (payload: ChatMessagePayload) => void;
  'chat:deleteMessage': (payload: { messageId: string }) => void;
  'rain:new': (payload: RainPayload) => void;
}
export interface ChatClientToServer {
  /** Joins one language room (leaving the previous one); visitors may read too. */
  'chat:join': (payload: { room: string }, ack: (result: ChatJoinAck) => void) => void;
}

/** Crash's round events (issue 7) travel on /games too. */
export interface GamesServerToClient extends CrashServerToClient {
  'bets:new': (payload: PublicBetPayload) => void;
}
export type GamesClientToServer = Record<never, never>;

/** Server-to-client events by namespace, for the one emit helper. */
export interface ServerToClientByNamespace {
  '/user': UserServerToClient;
  '/wallet': WalletServerToClient;
  '/chat': ChatServerToClient;
  '/games': GamesServerToClient;
  '/game-provider': GameProviderServerToClient;
  '/sports': SportsServerToClient;
}
export interface ClientToServerByNamespace {
  '/user': UserClientToServer;
  '/wallet': WalletClientToServer;
  '/chat': ChatClientToServer;
  '/games': GamesClientToServer;
  '/game-provider': GameProviderClientToServer;
  '/sports': SportsClientToServer;
}

/**
 * Private events go to one player's room; these travel on /wallet, the provider's on
 * /game-provider, the others on /user.
 */
export const WALLET_EVENTS = ['deposit:pending', 'deposit:completed', 'challenge:winner'] as const;
export const GAME_PROVIDER_EVENTS = ['provider:transaction', 'provider:refused'] as const;
export type PrivateServerToClient = UserServerToClient &
  WalletServerToClient &
  GameProviderServerToClient;
export type PrivateEvent = keyof PrivateServerToClient;
/** The namespaces whose sockets join a player's room. */
export type PrivateNamespace = '/user' | '/wallet' | '/game-provider';

export function namespaceOfPrivateEvent(event: PrivateEvent): PrivateNamespace {
  if ((GAME_PROVIDER_EVENTS as readonly string[]).includes(event)) return '/game-provider';
  return (WALLET_EVENTS as readonly string[]).includes(event) ? '/wallet' : '/user';
}
