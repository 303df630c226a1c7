import { WHEEL_SEGMENTS, wheelSegmentLabel } from '@tengu/shared';
import { useTranslation } from 'react-i18next';

/** The published odds of every prize (honest odds: the 1 BTC top prize is one in a million). */
export function WheelOdds() {
  const { t } = useTranslation('wheel');
  const rows = WHEEL_SEGMENTS.map((segment, index) => ({ segment, index })).sort(
    (a, b) => b.segment.oddsPpm - a.segment.oddsPpm,
  );
  return (
    <details className="mt-3 text-sm text-fog" data-testid="wheel-odds">
      <summary className="cursor-pointer text-center underline-offset-4 hover:text-white hover:underline">
        {t('odds')}
      </summary>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 rounded-[var(--radius-control)] bg-ink-900/60 p-3 tabular-nums">
        {rows.map(({ segment, index }) => (
          <li key={index} className="flex justify-between gap-2">
            <span dir="ltr">{wheelSegmentLabel(segment)}</span>
            <span dir="ltr">
              {(segment.oddsPpm / 10_000).toLocaleString(undefined, { maximumFractionDigits: 4 })}%
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
