import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { RecentResult } from '../hooks/use-recent-results';

/** The session's last results, newest first (issue 5: recent-results strip). */
export function RecentResults({ results }: { results: readonly RecentResult[] }) {
  const { t } = useTranslation('games');
  return (
    <div
      data-testid="recent-results"
      aria-label={t('board.recent')}
      className="flex h-9 items-center gap-1.5 overflow-hidden"
    >
      {results.length === 0 && <span className="text-xs text-fog">{t('board.noResults')}</span>}
      {results.map((result, index) => (
        <span
          key={result.id}
          data-testid="recent-result"
          className={cn(
            'shrink-0 rounded-md px-2.5 py-1 text-xs font-bold tabular-nums motion-safe:animate-page-in',
            result.isWin ? 'bg-emerald-500 text-ink-950' : 'bg-ink-600 text-white',
            index > 7 && 'hidden xs:inline',
          )}
        >
          {result.label}
        </span>
      ))}
    </div>
  );
}
