import { AlertTriangle, Dices } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyBets } from '../api/get-bets';
import { BetsTable, toBetRow } from './bets-table';

/** The Bets tab of `/history`: the player's bets, 20 a page, newest first. */
export function BetsHistoryTab() {
  const { t } = useTranslation('games');
  const query = useMyBets();
  const rows = query.data?.pages.flatMap((page) => page.bets.map(toBetRow)) ?? [];

  let body;
  if (query.isPending) {
    body = (
      <div className="space-y-2" data-testid="bets-history-loading">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-fog">
        <AlertTriangle aria-hidden="true" className="size-8 text-amber-400" />
        <p>{t('history.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('history.retry')}
        </Button>
      </div>
    );
  } else if (rows.length === 0) {
    body = (
      <div
        data-testid="bets-history-empty"
        className="flex flex-col items-center gap-3 py-10 text-center text-fog"
      >
        <Dices aria-hidden="true" className="size-8" />
        <p>{t('history.empty')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <BetsTable rows={rows} testId="bets-history" />
        {query.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button
              variant="secondary"
              size="sm"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('history.loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }
  return (
    <section data-testid="bets-history-tab" className="rounded-[var(--radius-card)] bg-ink-800 p-3">
      {body}
    </section>
  );
}
