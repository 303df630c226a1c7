import { Histogram, Registry, type Metric } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RouteHistogram } from './route-histogram';

const BUCKETS = [0.005, 0.05, 0.5];
const observations: Array<[string, string, number, number]> = [
  ['POST', '/api/games/dice/bet', 200, 0.004],
  ['POST', '/api/games/dice/bet', 200, 0.005], // on a bound: counted in that bucket
  ['POST', '/api/games/dice/bet', 403, 0.02],
  ['GET', '/api/bets/:id', 200, 0.7],
  ['GET', 'unmatched', 404, 0.001],
  ['GET', 'unmatched', 101, 0.3],
];

const lines = (text: string) =>
  text
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .sort();

describe('the route histogram', () => {
  it("exposes exactly what prom-client's Histogram exposes for the same observations", async () => {
    const reference = new Registry();
    const histogram = new Histogram({
      name: 'route_seconds',
      help: 'h',
      labelNames: ['method', 'route', 'status_class'],
      buckets: BUCKETS,
      registers: [reference],
    });
    const ours = new Registry();
    const route = new RouteHistogram('route_seconds', 'h', BUCKETS);
    ours.registerMetric(route as unknown as Metric);
    for (const [method, path, status, seconds] of observations) {
      histogram.observe(
        { method, route: path, status_class: `${Math.floor(status / 100)}xx` },
        seconds,
      );
      route.observe(method, path, status, seconds);
    }
    const expected = await reference.metrics();
    const actual = await ours.metrics();
    expect(lines(actual)).toEqual(lines(expected));
    expect(actual.split('\n').slice(0, 2)).toEqual(expected.split('\n').slice(0, 2));
    expect(actual).toContain(
      'route_seconds_bucket{le="0.005",method="POST",route="/api/games/dice/bet",status_class="2xx"} 2',
    );
  });

  it('starts again empty after a reset', async () => {
    const registry = new Registry();
    const route = new RouteHistogram('route_seconds', 'h', BUCKETS);
    registry.registerMetric(route as unknown as Metric);
    route.observe('GET', '/x', 200, 0.1);
    registry.resetMetrics();
    expect(lines(await registry.metrics())).toEqual([]);
  });
});
