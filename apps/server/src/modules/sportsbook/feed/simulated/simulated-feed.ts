import { setMaxListeners } from 'node:events';
import type { FeedSink, Fixture, SportsFeed } from '../sports-feed';
import { scheduledFixtures, type ScheduleOptions } from './schedule';
import { endsAt, parseSimModel, wallTimeOf, type SimModel } from './sim-match';
import { inThreadTimelines, type TimelineSource } from './timeline-source';

/**
 * The built-in simulated feed (issue 21 item 2; ADR 038 "Feed service"): keeps the rolling
 * schedule's fixtures in the store, re-publishes their pre-match prices, and plays every match
 * in accelerated time, replaying its feed (ADR 035 simulators) into the sink at the wall time
 * each message is due. It never touches the database: what it must resume after a restart (the
 * stored unfinished events, their model and feed clock) comes from `loadUnfinished`.
 *
 * Restart rule: a match is a pure function of its model, so a new leader re-simulates each
 * unfinished event and delivers, at once, every message due by now from the event's feed clock
 * on (the one at the clock itself again: the reducer answers it as a duplicate), then carries on
 * at the match's speed.
 */

export interface SimulatedEventRecord {
  id: string;
  model: Record<string, unknown>;
  /** The producer's timestamp of the last message the store applied (0: none). */
  feedClock: number;
}

export interface FeedLog {
  info(message: string): void;
  warn(object: unknown, message?: string): void;
}

export interface SimulatedFeedOptions extends ScheduleOptions {
  /** The store's unfinished simulated events (pre-match or live), read at every start. */
  loadUnfinished: () => Promise<SimulatedEventRecord[]>;
  log: FeedLog;
  /** How often pre-match prices are re-published (default 60 s). */
  prematchRefreshMs?: number;
  /** How often the schedule is looked at for new fixtures (default 5 s, or faster for short grids). */
  scheduleEveryMs?: number;
  /** Wall clock (tests). */
  now?: () => number;
  /** Who prices the matches (default: this thread; the server passes workerTimelines()). */
  timelines?: TimelineSource;
  /**
   * The margin new fixtures are priced with, read at each schedule refresh (the console's
   * trading setting, ADR 047); `margin` when absent or failing.
   */
  currentMargin?: () => Promise<number>;
}

interface Running {
  id: string;
  done: Promise<void>;
}

export function createSimulatedFeed(options: SimulatedFeedOptions): SportsFeed & {
  /** Ids of the events being played or waiting for their kick-off (tests, logs). */
  tracked(): string[];
} {
  const now = options.now ?? Date.now;
  const timelines = options.timelines ?? inThreadTimelines();
  const prematchRefreshMs = options.prematchRefreshMs ?? 60_000;
  const scheduleEveryMs =
    options.scheduleEveryMs ?? Math.min(5000, Math.max(100, options.matchMinutes * 6000));
  let stopping: AbortController | null = null;
  let scheduler: Promise<void> | null = null;
  const running = new Map<string, Running>();
  /** Finished here, with their end time: not picked up again from the schedule. */
  const finished = new Map<string, number>();

  function track(
    sink: FeedSink,
    id: string,
    model: SimModel,
    feedClock: number,
    signal: AbortSignal,
  ) {
    if (running.has(id) || finished.has(id)) return;
    const done = playEvent(sink, id, model, feedClock, signal)
      .catch((error: unknown) => {
        // Stopping closes the pricing thread under a waiting match: not a failure.
        if (!signal.aborted) options.log.warn({ err: error }, `simulated feed: ${id} failed`);
      })
      .finally(() => {
        running.delete(id);
        if (!signal.aborted) finished.set(id, endsAt(model));
      });
    running.set(id, { id, done });
  }

  async function deliver(
    sink: FeedSink,
    message: Parameters<FeedSink['deliver']>[0],
    signal: AbortSignal,
  ) {
    // A store that fails (a database restart) is retried; the message is idempotent.
    while (!signal.aborted) {
      try {
        await sink.deliver(message);
        return;
      } catch (error) {
        options.log.warn({ err: error }, `simulated feed: delivering to ${message.eventId} failed`);
        await sleep(1000, signal);
      }
    }
  }

  async function playEvent(
    sink: FeedSink,
    id: string,
    model: SimModel,
    feedClock: number,
    signal: AbortSignal,
  ): Promise<void> {
    // Before the kick-off: the pre-match prices, re-published every `prematchRefreshMs`.
    while (!signal.aborted && now() < model.kickOffAt) {
      await deliver(sink, await timelines.prematch(id, model, now()), signal);
      await sleep(Math.min(prematchRefreshMs, model.kickOffAt - now()), signal);
    }
    // The match: every message at its wall time; those already due go at once (catching up).
    for await (const item of timelines.timeline(id, model, feedClock)) {
      if (signal.aborted) return;
      const wait = wallTimeOf(model, item.second) - now();
      if (wait > 0) await sleep(wait, signal);
      if (signal.aborted) return;
      await deliver(sink, item.message, signal);
    }
  }

  async function refreshSchedule(sink: FeedSink, signal: AbortSignal): Promise<void> {
    const at = now();
    for (const [id, end] of finished) if (end < at - 60_000) finished.delete(id);
    const margin = options.currentMargin
      ? await options.currentMargin().catch(() => options.margin)
      : options.margin;
    for (const fixture of scheduledFixtures(at, { ...options, margin })) {
      if (signal.aborted) return;
      if (running.has(fixture.id) || finished.has(fixture.id)) continue;
      await sink.upsertFixture(fixture);
      track(sink, fixture.id, fixture.model as SimModel, 0, signal);
    }
  }

  return {
    source: 'simulated',
    tracked: () => [...running.keys()],
    async start(sink) {
      if (stopping) return;
      const controller = new AbortController();
      // Every waiting event listens to this one signal (dozens at once, by design).
      setMaxListeners(0, controller.signal);
      stopping = controller;
      const { signal } = controller;
      // Resume what the store holds first (their feed clocks say where each one stands).
      for (const stored of await options.loadUnfinished()) {
        const model = parseSimModel(stored.model);
        if (!model) {
          options.log.warn({ eventId: stored.id }, 'simulated feed: unreadable model, skipped');
          continue;
        }
        track(sink, stored.id, model, stored.feedClock, signal);
      }
      await refreshSchedule(sink, signal);
      options.log.info(`simulated feed: running, ${running.size} events`);
      scheduler = (async () => {
        while (!signal.aborted) {
          await sleep(scheduleEveryMs, signal);
          if (signal.aborted) break;
          await refreshSchedule(sink, signal).catch((error: unknown) =>
            options.log.warn({ err: error }, 'simulated feed: schedule refresh failed'),
          );
        }
      })();
    },
    async stop() {
      const controller = stopping;
      if (!controller) return;
      controller.abort();
      await scheduler;
      // Matches waiting on the pricing thread are let go at once rather than when it answers.
      await timelines.close();
      await Promise.all([...running.values()].map((r) => r.done));
      running.clear();
      finished.clear();
      scheduler = null;
      stopping = null;
    },
  };
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

export type { Fixture };
