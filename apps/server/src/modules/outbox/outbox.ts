import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '#app/db/database';
import { derivedOnce } from '#app/derived-once';
import type { PlayEvent, PlayHandler } from '#app/modules/play-events/play-events';
import type { Realtime } from '#app/realtime/realtime';
import type {
  AfterCommit,
  OutboxMessage,
  OutboxPayloads,
  OutboxSubscriber,
  OutboxTopic,
  PlayEventMessage,
} from './outbox-messages';
import {
  deleteMessages,
  insertOutboxMessage,
  outboxInsertStatement,
  pendingMessages,
  recordFailure,
  tryDeliveryLock,
} from './outbox.repository';

export type * from './outbox-messages';

/**
 * The transactional outbox (ARCHITECTURE.md, "Play events, rewards and promotions";
 * docs/decisions/019-outbox.md). What may lag behind play — quest progress, challenge checks,
 * raffle tickets, the deposit bonus — is announced by a message written in the same transaction
 * as what it announces (the bet batch, the deposit credit), so a crash can lose neither. A
 * delivery loop hands pending messages to the subscribed features, in id order and in batches,
 * inside one transaction that also deletes them: a subscriber's database effects and the
 * message's removal commit together. One replica delivers at a time (an advisory lock).
 */

/** Writes a message in the caller's transaction (`db` is the transaction). */
export function enqueueOutbox<T extends OutboxTopic>(
  db: DB,
  topic: T,
  payload: OutboxPayloads[T],
): Promise<void> {
  return insertOutboxMessage(db, topic, payload);
}

export interface Outbox {
  /** Adds a feature's subscriber (app setup). */
  subscribe: <T extends OutboxTopic>(subscriber: OutboxSubscriber<T>) => void;
  /** Whether any feature reacts to `topic` (no subscriber: producers may skip the message). */
  hasSubscribers: (topic: OutboxTopic) => boolean;
  /**
   * Delivers what is pending now, batch after batch, until nothing is left or another replica
   * is delivering; returns how many messages were delivered. Tests call it instead of waiting.
   */
  drain: () => Promise<number>;
  /** Starts the background delivery loop (the server; tests drain instead). */
  start: () => void;
  /** Stops the loop after its current delivery. */
  stop: () => Promise<void>;
}

type AnySubscriber = OutboxSubscriber<OutboxTopic>;
type Delivery = { status: 'busy' | 'empty' } | { status: 'delivered'; count: number };

export function createOutbox(options: {
  db: DB;
  realtime: () => Realtime;
  log: FastifyBaseLogger;
  /** Pause between deliveries when nothing was pending (ms). */
  intervalMs?: number;
  batchSize?: number;
  /** Failed deliveries of one message before it is set aside. */
  maxAttempts?: number;
}): Outbox {
  const { db, log } = options;
  const intervalMs = options.intervalMs ?? 250;
  const batchSize = options.batchSize ?? 500;
  const maxAttempts = options.maxAttempts ?? 5;
  const subscribers: AnySubscriber[] = [];

  const emit = (callbacks: AfterCommit[]) => {
    for (const callback of callbacks) {
      try {
        callback(options.realtime());
      } catch (error) {
        log.warn({ err: error }, 'outbox subscriber event failed');
      }
    }
  };

  /** One transaction: lock, read a batch (or `ids`), hand it to every subscriber, delete it. */
  async function deliver(ids?: string[]): Promise<Delivery> {
    const outcome = await db.transaction().execute(async (trx) => {
      if (!(await tryDeliveryLock(trx))) return { status: 'busy' as const };
      const messages = await pendingMessages(trx, { limit: batchSize, ids });
      if (messages.length === 0) return { status: 'empty' as const };
      const callbacks: AfterCommit[] = [];
      for (const subscriber of subscribers) {
        const mine = messages.filter((m) => m.topic === subscriber.topic);
        if (mine.length === 0) continue;
        const callback = await subscriber.handle({ db: trx, messages: mine });
        if (callback) callbacks.push(callback);
      }
      await deleteMessages(
        trx,
        messages.map((m) => m.id),
      );
      return { status: 'delivered' as const, messages, callbacks };
    });
    if (outcome.status !== 'delivered') return outcome;
    emit(outcome.callbacks);
    return { status: 'delivered', count: outcome.messages.length };
  }

  /** A batch failed: deliver its messages one by one, so one bad message holds up no other. */
  async function deliverSingly(): Promise<number> {
    const batch = await pendingMessages(db, { limit: batchSize });
    let count = 0;
    for (const message of batch) {
      try {
        const result = await deliver([message.id]);
        if (result.status === 'busy') break;
        if (result.status === 'delivered') count += result.count;
      } catch (error) {
        log.error({ err: error, id: message.id, topic: message.topic }, 'outbox delivery failed');
        await recordFailure(db, message.id, String(error), maxAttempts);
      }
    }
    return count;
  }

  /**
   * Delivers batch after batch: until nothing is left (`drain`), or, for the background loop,
   * while batches come out full. Under steady load the loop thus delivers one batch per interval
   * (everything that arrived meanwhile) instead of chasing every new message in a busy loop of
   * small deliveries, each of which costs every subscriber its statements.
   */
  async function deliverPending(untilEmpty: boolean): Promise<number> {
    let total = 0;
    for (;;) {
      let result: Delivery;
      try {
        result = await deliver();
      } catch {
        // One pass one by one; what still fails waits for the next delivery (counted once).
        return total + (await deliverSingly());
      }
      if (result.status !== 'delivered') return total;
      total += result.count;
      if (!untilEmpty && result.count < batchSize) return total;
    }
  }
  const drain = () => deliverPending(true);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  const tick = () => {
    running = deliverPending(false)
      .catch((error: unknown) => log.warn({ err: error }, 'outbox delivery loop error'))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };

  return {
    subscribe(subscriber) {
      subscribers.push(subscriber as unknown as AnySubscriber);
    },
    hasSubscribers: (topic) => subscribers.some((s) => s.topic === topic),
    drain,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, intervalMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** A play event as the outbox carries it. */
export function playEventMessage(event: PlayEvent): PlayEventMessage {
  return {
    userId: event.userId,
    game: event.game,
    stakeCredits: event.stakeCredits.toString(),
    ...(event.stakeFreebets > 0n ? { stakeFreebets: event.stakeFreebets.toString() } : {}),
    payout: event.payout.toString(),
    at: event.at.toISOString(),
  };
}

/** A play event of a delivered message, back in bigint form. */
export type DeliveredPlay = Omit<
  PlayEventMessage,
  'stakeCredits' | 'stakeFreebets' | 'payout' | 'at'
> & {
  stakeCredits: bigint;
  stakeFreebets: bigint;
  payout: bigint;
  at: Date;
};

/**
 * The play events of a message, back in bigint form. Several subscribers read the same delivered
 * message: converted once per delivery, and shared (read only).
 */
export const playEventsOf = derivedOnce(
  (message: OutboxMessage<'play'>): readonly DeliveredPlay[] =>
    message.payload.events.map((e) => ({
      ...e,
      stakeCredits: BigInt(e.stakeCredits),
      stakeFreebets: BigInt(e.stakeFreebets ?? '0'),
      payout: BigInt(e.payout),
      at: new Date(e.at),
    })),
);

/**
 * The bet batch's side: one outbox message per batch with all its play events, inserted in the
 * bets' transaction by the play-events hook (no message while no feature subscribes to 'play').
 */
export function outboxPlayHandler(outbox: Outbox): PlayHandler<null, unknown, void> {
  return {
    name: 'outbox',
    prepare: () => Promise.resolve(null),
    statement: (db, events) =>
      outbox.hasSubscribers('play')
        ? outboxInsertStatement(db, 'play', { events: events.map(playEventMessage) })
        : null,
    publish: () => undefined,
  };
}
