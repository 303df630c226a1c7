import { useTranslation } from 'react-i18next';
import type { CrashHistoryItem } from '@tengu/shared';
import { cn } from '@/lib/cn';
import { formatMultiplier } from '../crash-math';
import { pointTone } from '../crash-format';

/** The last rounds, newest first; a click opens the round with its hash (issue 7). */
export function CrashHistoryStrip({
  history,
  onOpen,
}: {
  history: readonly CrashHistoryItem[];
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('crash');
  return (
    <nav
      aria-label={t('history')}
      data-testid="crash-history"
      className="flex h-9 items-center gap-1.5 overflow-x-auto overflow-y-hidden"
    >
      {history.length === 0 && <span className="text-xs text-fog">{t('noHistory')}</span>}
      {history.map((round) => (
        <button
          key={round.id}
          type="button"
          data-testid="crash-history-item"
          data-round-id={round.id}
          onClick={() => onOpen(round.id)}
          title={t('round', { id: round.id })}
          className={cn(
            'shrink-0 cursor-pointer rounded-md px-2.5 py-1 text-xs font-bold tabular-nums transition-opacity hover:opacity-80 motion-safe:animate-page-in',
            pointTone(round.crash_point),
          )}
          dir="ltr"
        >
          {formatMultiplier(round.crash_point)}
        </button>
      ))}
    </nav>
  );
}
