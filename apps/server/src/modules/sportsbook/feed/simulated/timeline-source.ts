import type { FeedMessage } from '#app/modules/sportsbook/domain/index';
import {
  prematchOddsChange,
  simulatedTimeline,
  type SimModel,
  type TimelineItem,
} from './sim-match';

/**
 * Where the simulated feed gets its matches' messages from (ADR 049): pricing a message runs the
 * domain's pricing models, 10–24 ms of CPU each in play, so the server's process hands it to a
 * worker thread (worker-timelines.ts) and its event loop stays free for bets; tests may price in
 * the thread (inThreadTimelines). Both answer the same messages: a match is a pure function of its
 * model.
 */
export interface TimelineSource {
  /** The match's messages in order, from the first whose producer timestamp is ≥ `fromClock`. */
  timeline(eventId: string, model: SimModel, fromClock: number): AsyncIterable<TimelineItem>;
  /** The pre-match prices (the simulator's first message), stamped `timestamp`. */
  prematch(eventId: string, model: SimModel, timestamp: number): Promise<FeedMessage>;
  /** Frees what the source holds (the worker thread); later calls start it again. */
  close(): Promise<void>;
}

/**
 * The pre-match message priced once per event and margin, re-stamped at every re-publication
 * (the feed re-publishes pre-match prices every minute for dozens of fixtures).
 */
export function cachedPrematch(price: (eventId: string, model: SimModel) => Promise<FeedMessage>): {
  get(eventId: string, model: SimModel, timestamp: number): Promise<FeedMessage>;
  clear(): void;
} {
  const cache = new Map<string, Promise<FeedMessage>>();
  return {
    async get(eventId, model, timestamp) {
      const key = `${eventId}:${model.margin}`;
      let priced = cache.get(key);
      if (!priced) {
        priced = price(eventId, model);
        cache.set(key, priced);
        priced.catch(() => cache.delete(key));
        // Kept while the event waits for its kick-off; dropped soon after.
        const ttl = Math.max(0, model.kickOffAt - Date.now()) + 60_000;
        setTimeout(() => cache.delete(key), Math.min(ttl, 2 ** 31 - 1)).unref();
      }
      return { ...(await priced), timestamp } as FeedMessage;
    },
    clear: () => cache.clear(),
  };
}

/** Prices on the calling thread (tests, tools). */
export function inThreadTimelines(): TimelineSource {
  const prematch = cachedPrematch(async (eventId, model) => prematchOddsChange(eventId, model, 0));
  return {
    async *timeline(eventId, model, fromClock) {
      for (const item of simulatedTimeline(eventId, model)) {
        if (item.second < 0 || item.message.timestamp < fromClock) continue;
        yield item;
      }
    },
    prematch: (eventId, model, timestamp) => prematch.get(eventId, model, timestamp),
    close: async () => prematch.clear(),
  };
}
