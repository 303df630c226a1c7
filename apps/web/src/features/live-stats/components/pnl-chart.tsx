import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pnlGeometry } from '../pnl-chart-path';

const WIDTH = 248;
const HEIGHT = 88;

/** The session's running profit (spec document 1 section 2: P&L graph), in SVG. */
export function PnlChart({ history }: { history: readonly number[] }) {
  const { t } = useTranslation('shell');
  const id = useId();
  const { points, zeroY, area } = pnlGeometry(history, WIDTH, HEIGHT);
  const isUp = (history.at(-1) ?? 0) >= 0;
  const color = isUp ? 'var(--color-emerald-400, #34d399)' : 'var(--color-rose-400, #fb7185)';
  return (
    <figure data-testid="live-stats-chart" data-points={history.length}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-[88px] w-full overflow-visible"
        role="img"
        aria-label={t('liveStats.chartLabel', { bets: history.length })}
        preserveAspectRatio="none"
      >
        <defs>
          <linearGradient id={`${id}-fill`} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor={color} stopOpacity="0.35" />
            <stop offset="100%" stopColor={color} stopOpacity="0.02" />
          </linearGradient>
        </defs>
        <line
          x1="0"
          x2={WIDTH}
          y1={zeroY}
          y2={zeroY}
          stroke="currentColor"
          strokeDasharray="3 4"
          className="text-ink-500"
          vectorEffect="non-scaling-stroke"
        />
        <polygon points={area} fill={`url(#${id}-fill)`} />
        <polyline
          points={points}
          fill="none"
          stroke={color}
          strokeWidth="2"
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      {history.length === 0 && (
        <figcaption className="mt-1 text-center text-xs text-fog">
          {t('liveStats.chartEmpty')}
        </figcaption>
      )}
    </figure>
  );
}
