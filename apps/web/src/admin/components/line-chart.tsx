import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface ChartSeries {
  label: string;
  /** A Tailwind text colour class: the line and its legend use `currentColor`. */
  colorClass: string;
  values: number[];
}

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 24, left: 56 };

/** Round tick steps for an axis from 0 (or the minimum when negative) to the maximum. */
function ticks(min: number, max: number): number[] {
  const span = max - min || 1;
  const raw = span / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const first = Math.floor(min / step) * step;
  const out: number[] = [];
  for (let v = first; v <= max + step / 2; v += step) out.push(Number(v.toFixed(8)));
  return out;
}

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

/**
 * A small SVG line chart of the console (ADR 039: no chart library in either bundle): one line
 * per series over the same labels, a zero line, y ticks and a few x labels. Scales to its box.
 */
export function LineChart({
  labels,
  series,
  title,
  testId,
}: {
  labels: string[];
  series: ChartSeries[];
  title: string;
  testId?: string;
}) {
  const titleId = useId();
  const all = series.flatMap((s) => s.values);
  const min = Math.min(0, ...all);
  // An all-zero range still gets an axis above the zero line.
  const yTicks = ticks(min, Math.max(min + 1, ...all));
  const lo = yTicks[0] ?? 0;
  const hi = yTicks[yTicks.length - 1] ?? 1;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (labels.length <= 1 ? plotW / 2 : (i / (labels.length - 1)) * plotW);
  const y = (v: number) => PAD.top + plotH - ((v - lo) / (hi - lo || 1)) * plotH;
  const every = Math.max(1, Math.ceil(labels.length / 6));
  return (
    <figure data-testid={testId} className="min-w-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className="h-auto w-full"
      >
        <title id={titleId}>{title}</title>
        {yTicks.map((v) => (
          <g key={v}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(v)}
              y2={y(v)}
              className={v === 0 ? 'stroke-ink-500' : 'stroke-ink-700'}
              strokeWidth={1}
            />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="fill-fog text-[10px]">
              {compact.format(v)}
            </text>
          </g>
        ))}
        {labels.map((label, i) =>
          i % every === 0 || i === labels.length - 1 ? (
            <text
              key={label}
              x={x(i)}
              y={HEIGHT - 6}
              textAnchor="middle"
              className="fill-fog text-[10px]"
            >
              {label.slice(5)}
            </text>
          ) : null,
        )}
        {series.map((s) => (
          <g key={s.label} className={s.colorClass}>
            <polyline
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinejoin="round"
              points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
            />
            {s.values.length <= 31 &&
              s.values.map((v, i) => (
                <circle key={i} cx={x(i)} cy={y(v)} r={2.5} fill="currentColor">
                  <title>{`${labels[i]}: ${s.label} ${v}`}</title>
                </circle>
              ))}
          </g>
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 px-1 pt-1 text-xs text-fog">
        {series.map((s) => (
          <span key={s.label} className={cn('inline-flex items-center gap-1.5', s.colorClass)}>
            <span aria-hidden="true" className="inline-block h-0.5 w-4 rounded bg-current" />
            <span className="text-fog">{s.label}</span>
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
