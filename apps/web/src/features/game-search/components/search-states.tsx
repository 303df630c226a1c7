import { AlertTriangle, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** Rows shaped like results while the search waits (debounce) or loads. */
export function SearchSkeleton() {
  const { t } = useTranslation('shell');
  return (
    <div data-testid="game-search-pending" role="status">
      <span className="sr-only">{t('search.searching')}</span>
      <ul className="grid grid-cols-1 gap-2 xs:grid-cols-2">
        {Array.from({ length: 6 }, (_, index) => (
          <li
            key={index}
            className="flex items-center gap-3 rounded-[var(--radius-control)] bg-ink-900/70 p-2 ring-1 ring-ink-700"
          >
            <Skeleton className="h-12 w-10 shrink-0 rounded-md" />
            <span className="flex-1">
              <Skeleton className="mb-1.5 h-3.5 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SearchEmpty({ text }: { text: string }) {
  const { t } = useTranslation('shell');
  return (
    <div data-testid="game-search-empty" className="flex flex-col items-center gap-3 py-10">
      <SearchX aria-hidden="true" className="size-8 text-fog" />
      <p className="text-center text-sm text-fog">{t('search.noResults', { text })}</p>
    </div>
  );
}

export function SearchError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('multiplay');
  return (
    <div data-testid="game-search-error" className="flex flex-col items-center gap-3 py-10">
      <AlertTriangle aria-hidden="true" className="size-8 text-fog" />
      <p className="font-semibold text-white">{t('search.errorTitle')}</p>
      <p className="text-center text-sm text-fog">{t('search.errorText')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('search.retry')}
      </Button>
    </div>
  );
}
