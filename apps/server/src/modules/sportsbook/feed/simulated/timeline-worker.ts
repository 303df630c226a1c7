import { parentPort } from 'node:worker_threads';
import {
  prematchOddsChange,
  simulatedTimeline,
  type SimModel,
  type TimelineItem,
} from './sim-match';

/**
 * The simulated feed's pricing thread (ADR 049; started by worker-timelines.ts through
 * timeline-worker-boot.mjs). It holds one open timeline per stream and answers pulls with the
 * next items, so the server's event loop never runs the pricing models.
 */
export type ToWorker =
  | { type: 'open'; stream: number; eventId: string; model: SimModel; fromClock: number }
  | { type: 'pull'; stream: number; count: number }
  | { type: 'close'; stream: number }
  | { type: 'prematch'; request: number; eventId: string; model: SimModel };

export type FromWorker =
  | { type: 'items'; stream: number; items: TimelineItem[]; done: boolean }
  | { type: 'prematch'; request: number; message: unknown }
  | { type: 'failed'; stream?: number; request?: number; error: string };

const port = parentPort;
if (!port) throw new Error('timeline-worker runs as a worker thread');

const streams = new Map<number, { items: Iterator<TimelineItem>; fromClock: number }>();

function pull(stream: number, count: number): FromWorker {
  const open = streams.get(stream);
  if (!open) return { type: 'items', stream, items: [], done: true };
  const items: TimelineItem[] = [];
  while (items.length < count) {
    const next = open.items.next();
    if (next.done) {
      streams.delete(stream);
      return { type: 'items', stream, items, done: true };
    }
    const item = next.value;
    if (item.second < 0 || item.message.timestamp < open.fromClock) continue;
    items.push(item);
  }
  return { type: 'items', stream, items, done: false };
}

port.on('message', (message: ToWorker) => {
  try {
    switch (message.type) {
      case 'open':
        streams.set(message.stream, {
          items: simulatedTimeline(message.eventId, message.model),
          fromClock: message.fromClock,
        });
        return;
      case 'pull':
        port.postMessage(pull(message.stream, message.count));
        return;
      case 'close':
        streams.delete(message.stream);
        return;
      case 'prematch':
        port.postMessage({
          type: 'prematch',
          request: message.request,
          message: prematchOddsChange(message.eventId, message.model, 0),
        } satisfies FromWorker);
        return;
    }
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (message.type === 'prematch')
      port.postMessage({ type: 'failed', request: message.request, error: text });
    else if (message.type !== 'open' && message.type !== 'close')
      port.postMessage({ type: 'failed', stream: message.stream, error: text });
  }
});
