import { afterAll, describe, expect, it } from 'vitest';
import { scheduledFixtures } from './schedule';
import type { SimModel, TimelineItem } from './sim-match';
import { inThreadTimelines } from './timeline-source';
import { workerTimelines } from './worker-timelines';

const NOW = Date.UTC(2026, 10, 26, 18, 7, 13);
const fixtures = scheduledFixtures(NOW, { matchMinutes: 10, upcomingPerSport: 1, margin: 0.05 });
const bySport = (sport: string) => {
  const f = fixtures.find((x) => x.sport === sport)!;
  return { id: f.id, model: f.model as unknown as SimModel };
};

async function collect(items: AsyncIterable<TimelineItem>, max = Infinity) {
  const out: TimelineItem[] = [];
  for await (const item of items) {
    out.push(item);
    if (out.length >= max) break;
  }
  return out;
}

const worker = workerTimelines();
const local = inThreadTimelines();
afterAll(async () => {
  await worker.close();
  await local.close();
});

describe('the simulated feed priced on a worker thread (ADR 049)', () => {
  it('plays every sport message for message as the in-thread pricing does', async () => {
    for (const sport of ['football', 'tennis', 'basketball']) {
      const { id, model } = bySport(sport);
      const remote = await collect(worker.timeline(id, model, 0));
      const here = await collect(local.timeline(id, model, 0));
      expect(remote.length).toBeGreaterThan(50);
      expect(remote).toEqual(here);
      // Ends with the settlement of every market.
      expect(remote.at(-1)?.message.type).toBe('bet_settlement');
    }
  }, 60_000);

  it('resumes from a feed clock without the messages before it', async () => {
    const { id, model } = bySport('football');
    const all = await collect(local.timeline(id, model, 0));
    const clock = all[40]!.message.timestamp;
    const resumed = await collect(worker.timeline(id, model, clock));
    expect(resumed[0]!.message.timestamp).toBe(clock);
    expect(resumed).toEqual(all.filter((i) => i.message.timestamp >= clock));
  }, 30_000);

  it('lets a consumer stop early, and keeps serving other timelines', async () => {
    const { id, model } = bySport('tennis');
    expect(await collect(worker.timeline(id, model, 0), 3)).toHaveLength(3);
    const again = await collect(worker.timeline(id, model, 0), 20);
    expect(again).toEqual(await collect(local.timeline(id, model, 0), 20));
  }, 30_000);

  it('prices the pre-match message once and re-stamps it at every publication', async () => {
    const { id, model } = bySport('basketball');
    const first = await worker.prematch(id, model, 1000);
    const second = await worker.prematch(id, model, 2000);
    expect(first.timestamp).toBe(1000);
    expect(second.timestamp).toBe(2000);
    expect({ ...second, timestamp: 0 }).toEqual({ ...first, timestamp: 0 });
    expect(first).toEqual(await local.prematch(id, model, 1000));
  }, 30_000);
});
