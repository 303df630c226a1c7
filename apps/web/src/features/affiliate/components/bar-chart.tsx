import { useId } from 'react';

export interface BarPoint {
  /** YYYY-MM-DD. */
  date: string;
  value: number;
  /** What a screen reader and the tooltip say for this bar. */
  label: string;
}

const WIDTH = 300;
const HEIGHT = 96;

/**
 * A dependency-free SVG bar chart, one bar per day, scaled to the largest value. The summary
 * (`title`, total) is the accessible name; every day has its own tooltip.
 */
export function BarChart({
  points,
  title,
  total,
  testId,
}: {
  points: BarPoint[];
  title: string;
  total: string;
  testId: string;
}) {
  const titleId = useId();
  const max = Math.max(0, ...points.map((p) => p.value));
  const step = WIDTH / Math.max(points.length, 1);
  const barWidth = Math.max(step - 2, 1);
  return (
    <figure data-testid={testId} className="min-w-0">
      <figcaption className="mb-2 flex items-baseline justify-between gap-2 text-xs">
        <span id={titleId} className="font-semibold text-fog">
          {title}
        </span>
        <span data-testid={`${testId}-total`} className="font-bold tabular-nums">
          {total}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={titleId}
        className="h-24 w-full rounded-[var(--radius-control)] bg-ink-900/60"
        // Days run left to right in every language.
        direction="ltr"
      >
        <line x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-ink-600" />
        {points.map((point, index) => {
          const height = max > 0 ? Math.max((point.value / max) * (HEIGHT - 6), 0) : 0;
          return (
            <g key={point.date}>
              <title>{point.label}</title>
              <rect
                x={index * step + 1}
                y={0}
                width={barWidth}
                height={HEIGHT}
                className="fill-ink-700/40"
              />
              <rect
                data-testid={`${testId}-bar`}
                data-date={point.date}
                data-value={point.value}
                x={index * step + 1}
                y={HEIGHT - height}
                width={barWidth}
                height={height}
                rx="1"
                className="fill-accent/80"
              />
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
