import { Worker } from 'node:worker_threads';
import type { FeedMessage } from '#app/modules/sportsbook/domain/index';
import type { SimModel, TimelineItem } from './sim-match';
import { cachedPrematch, type TimelineSource } from './timeline-source';
import type { FromWorker, ToWorker } from './timeline-worker';

/** Items asked for at a time; the next batch is asked for while the last few are played. */
const BATCH = 16;
const LOW_WATER = 4;

interface Waiting {
  resolve: (answer: FromWorker) => void;
  reject: (error: Error) => void;
}

/**
 * The simulated feed's matches priced on one worker thread per process (ADR 049). Each
 * timeline is a stream the worker keeps open; the server pulls items in batches ahead of their
 * wall time, so a message is ready when it is due and the event loop only forwards it. The
 * worker starts on first use; if it dies, open timelines fail (the feed logs it and the next
 * leader start resumes them from the store) and the next use starts a new one.
 */
export function workerTimelines(): TimelineSource {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<string, Waiting>();

  function failAll(error: Error) {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(new URL('./timeline-worker-boot.mjs', import.meta.url));
    started.unref();
    started.on('message', (answer: FromWorker) => {
      const key =
        answer.type === 'items'
          ? `s${answer.stream}`
          : answer.type === 'prematch'
            ? `r${answer.request}`
            : answer.stream !== undefined
              ? `s${answer.stream}`
              : `r${answer.request}`;
      const w = waiting.get(key);
      if (!w) return;
      waiting.delete(key);
      if (answer.type === 'failed') w.reject(new Error(answer.error));
      else w.resolve(answer);
    });
    const gone = (error: Error) => {
      if (worker === started) worker = null;
      failAll(error);
    };
    started.on('error', gone);
    started.on('exit', (code) => gone(new Error(`pricing thread exited (${code})`)));
    worker = started;
    return started;
  }

  function ask(key: string, message: ToWorker): Promise<FromWorker> {
    return new Promise((resolve, reject) => {
      waiting.set(key, { resolve, reject });
      thread().postMessage(message);
    });
  }

  const prematch = cachedPrematch(async (eventId, model) => {
    const request = nextId++;
    const answer = await ask(`r${request}`, { type: 'prematch', request, eventId, model });
    if (answer.type !== 'prematch') throw new Error('unexpected answer from the pricing thread');
    return answer.message as FeedMessage;
  });

  async function* timeline(
    eventId: string,
    model: SimModel,
    fromClock: number,
  ): AsyncGenerator<TimelineItem> {
    const stream = nextId++;
    thread().postMessage({ type: 'open', stream, eventId, model, fromClock } satisfies ToWorker);
    const pull = async () => {
      const answer = await ask(`s${stream}`, { type: 'pull', stream, count: BATCH });
      if (answer.type !== 'items') throw new Error('unexpected answer from the pricing thread');
      return answer;
    };
    let done = false;
    let ahead: ReturnType<typeof pull> | null = pull();
    try {
      let buffer: TimelineItem[] = [];
      while (ahead) {
        const answer = await ahead;
        ahead = null;
        buffer = buffer.concat(answer.items);
        done = answer.done;
        while (buffer.length > 0) {
          if (!done && !ahead && buffer.length <= LOW_WATER) ahead = pull();
          yield buffer.shift()!;
        }
        if (!done && !ahead) ahead = pull();
      }
    } finally {
      // A consumer that stops early (the feed stopping) lets the worker drop the stream.
      if (!done) worker?.postMessage({ type: 'close', stream } satisfies ToWorker);
      ahead?.catch(() => undefined);
    }
  }

  return {
    timeline,
    prematch: (eventId, model, timestamp) => prematch.get(eventId, model, timestamp),
    async close() {
      prematch.clear();
      const running = worker;
      worker = null;
      if (running) await running.terminate();
      failAll(new Error('pricing thread closed'));
    },
  };
}
