import type { BetGame } from '@tengu/shared';
import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';

/**
 * What the transactional outbox carries (docs/decisions/019-outbox.md). Payloads are JSON: money
 * in units of 10⁻⁸ USD as decimal strings, times as ISO strings.
 */

/** One bet's play event (ARCHITECTURE.md, "Play events"), as the outbox carries it. */
export interface PlayEventMessage {
  userId: string;
  game: BetGame;
  /** The credits part of the stake, units (free bets excluded, as for the wagered total). */
  stakeCredits: string;
  /** What the bet paid back, units; '0' when produced at stake time (multi-step games). */
  payout: string;
  at: string;
}

export interface OutboxPayloads {
  /** One message per coalesced batch of bets (or per multi-step game staked). */
  play: { events: PlayEventMessage[] };
  /** A deposit credited to the player's balance (payments). */
  'deposit.credited': { userId: string; depositId: string; usd: string; at: string };
}

export type OutboxTopic = keyof OutboxPayloads;
export const OUTBOX_TOPICS = ['play', 'deposit.credited'] as const satisfies readonly OutboxTopic[];

export interface OutboxMessage<T extends OutboxTopic> {
  id: string;
  topic: T;
  payload: OutboxPayloads[T];
  createdAt: Date;
}

/** What a subscriber may return: socket events to emit once its effects are committed. */
export type AfterCommit = (realtime: Realtime) => void;

/**
 * A feature's reaction to one topic. `db` is the delivery's transaction: effects written with it
 * commit together with the messages' removal, so a database effect happens once. A failed
 * delivery is retried, so a subscriber must also be idempotent towards anything outside the
 * database. Messages arrive in id order, in batches.
 */
export interface OutboxSubscriber<T extends OutboxTopic> {
  name: string;
  topic: T;
  handle: (options: { db: DB; messages: Array<OutboxMessage<T>> }) => Promise<void | AfterCommit>;
}
