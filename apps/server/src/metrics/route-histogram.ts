/** Status classes, indexed by the status code's hundreds (1xx … 5xx; anything else: `other`). */
const STATUS_CLASSES = ['other', '1xx', '2xx', '3xx', '4xx', '5xx'] as const;

interface Series {
  labels: { method: string; route: string; status_class: string };
  /** Observations per bucket (not cumulative); the last one is +Inf. */
  counts: Float64Array;
  sum: number;
  count: number;
}

/** One line of the exposition, as prom-client's registry formats it. */
interface Sample {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * The request-latency histogram, in the exposition format of a prom-client Histogram with labels
 * `method`, `route`, `status_class`, but observed for a fraction of the cost: every request
 * observes once, so the bet route pays it per bet (docs/decisions/053-metrics.md). prom-client's
 * `observe` validates and hashes the label object each time (≈ 2 µs here); this one finds its
 * series through two map lookups on strings Fastify already holds and adds to a typed array,
 * with no allocation after a series' first request. It is registered in a prom-client registry
 * like any metric (the registry reads `getForPromString`/`get`; `reset` clears it).
 */
export class RouteHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Map<string, Array<Series | undefined>>>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: readonly number[],
  ) {}

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    let byMethod = this.series.get(route);
    if (!byMethod) this.series.set(route, (byMethod = new Map()));
    let byClass = byMethod.get(method);
    if (!byClass) byMethod.set(method, (byClass = []));
    const hundreds = Math.floor(statusCode / 100);
    const classIndex = hundreds >= 1 && hundreds <= 5 ? hundreds : 0;
    let series = byClass[classIndex];
    if (!series) {
      series = {
        labels: { method, route, status_class: STATUS_CLASSES[classIndex] ?? 'other' },
        counts: new Float64Array(this.buckets.length + 1),
        sum: 0,
        count: 0,
      };
      byClass[classIndex] = series;
    }
    let bucket = 0;
    while (bucket < this.buckets.length && seconds > (this.buckets[bucket] ?? Infinity)) bucket++;
    series.counts[bucket] = (series.counts[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  reset(): void {
    this.series.clear();
  }

  get() {
    return Promise.resolve(this.snapshot());
  }

  getForPromString() {
    return this.get();
  }

  private snapshot() {
    const values: Sample[] = [];
    for (const byMethod of this.series.values()) {
      for (const byClass of byMethod.values()) {
        for (const series of byClass) {
          if (series) values.push(...this.samplesOf(series));
        }
      }
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    };
  }

  private samplesOf(series: Series): Sample[] {
    const samples: Sample[] = [];
    let cumulative = 0;
    for (let i = 0; i <= this.buckets.length; i++) {
      cumulative += series.counts[i] ?? 0;
      const le = i < this.buckets.length ? (this.buckets[i] ?? 0) : '+Inf';
      samples.push({
        metricName: `${this.name}_bucket`,
        labels: { le, ...series.labels },
        value: cumulative,
      });
    }
    samples.push({ metricName: `${this.name}_sum`, labels: series.labels, value: series.sum });
    samples.push({ metricName: `${this.name}_count`, labels: series.labels, value: series.count });
    return samples;
  }
}
