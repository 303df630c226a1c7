import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import type { RecentResult } from '../hooks/use-recent-results';

/**
 * The session's last results, newest first (issue 5: recent-results strip). A result opens its
 * bet through the page's `?bet=<id>` link, which the app turns into the bet detail modal.
 */
export function RecentResults({ results }: { results: readonly RecentResult[] }) {
  const { t } = useTranslation('games');
  const [, setParams] = useSearchParams();
  const openBet = (id: string) =>
    setParams(
      (params) => {
        params.set('bet', id);
        return params;
      },
      { replace: true },
    );
  return (
    <div
      data-testid="recent-results"
      aria-label={t('board.recent')}
      className="flex h-9 items-center gap-1.5 overflow-hidden"
    >
      {results.length === 0 && <span className="text-xs text-fog">{t('board.noResults')}</span>}
      {results.map((result, index) => (
        <button
          type="button"
          key={result.id}
          data-testid="recent-result"
          title={t('board.openBet')}
          onClick={() => openBet(result.id)}
          className={cn(
            'shrink-0 cursor-pointer rounded-md px-2.5 py-1 text-xs font-bold tabular-nums transition-opacity hover:opacity-80 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none motion-safe:animate-page-in',
            result.isWin ? 'bg-emerald-500 text-ink-950' : 'bg-ink-600 text-white',
            index > 7 && 'hidden xs:inline',
          )}
        >
          {result.label}
        </button>
      ))}
    </div>
  );
}
