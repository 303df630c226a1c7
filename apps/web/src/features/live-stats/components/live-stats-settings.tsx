import { useTranslation } from 'react-i18next';
import {
  LIVE_STATS_TOGGLES,
  MAX_OPACITY,
  MIN_OPACITY,
  OPACITY_STEP,
  useLiveStatsStore,
} from '../live-stats-store';

/** Which sections show, and how see-through the panel is. */
export function LiveStatsSettings() {
  const { t } = useTranslation('shell');
  const toggles = useLiveStatsStore((s) => s.toggles);
  const setToggle = useLiveStatsStore((s) => s.setToggle);
  const opacity = useLiveStatsStore((s) => s.opacity);
  const setOpacity = useLiveStatsStore((s) => s.setOpacity);
  return (
    <div data-testid="live-stats-settings" className="space-y-3 border-b border-ink-700 p-3">
      <label className="block text-xs font-semibold text-fog">
        <span className="mb-1 flex justify-between">
          {t('liveStats.opacity')}
          <span data-testid="live-stats-opacity-value" className="text-white tabular-nums">
            {Math.round(opacity * 100)}%
          </span>
        </span>
        <input
          type="range"
          data-testid="live-stats-opacity"
          min={MIN_OPACITY}
          max={MAX_OPACITY}
          step={OPACITY_STEP}
          value={opacity}
          onChange={(event) => setOpacity(Number(event.target.value))}
          className="w-full accent-[var(--color-accent)]"
        />
      </label>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-1.5">
        {LIVE_STATS_TOGGLES.map((key) => (
          <li key={key}>
            <label className="flex cursor-pointer items-center gap-2 text-xs">
              <input
                type="checkbox"
                data-testid={`live-stats-toggle-${key}`}
                checked={toggles[key]}
                onChange={(event) => setToggle(key, event.target.checked)}
                className="size-3.5 accent-[var(--color-accent)]"
              />
              {t(`liveStats.sections.${key}`)}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
