import { AlertTriangle, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language, WalletTransaction } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { decimalToUnits, formatUsd } from '@/lib/formatters';
import { useTransactions } from '../api/get-transactions';
import { transactionPocketKey, transactionTypeKey } from '../transaction-labels';

function Row({ item }: { item: WalletTransaction }) {
  const { t, i18n } = useTranslation('wallet');
  const language = i18n.language as Language;
  const units = decimalToUnits(item.amount);
  const isCredit = units >= 0n;
  const date = new Intl.DateTimeFormat(language === 'fa' ? 'fa-IR-u-nu-latn' : language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(item.created_at));
  return (
    <li
      data-testid="transaction-row"
      className="grid grid-cols-2 items-center gap-x-3 gap-y-1 border-b border-ink-700 px-4 py-3 text-sm last:border-b-0 md:grid-cols-[1.2fr_1fr_1.3fr_0.8fr]"
    >
      <div className="min-w-0">
        <p data-testid="transaction-type" className="font-semibold">
          {t(`history.types.${transactionTypeKey(item.type)}`)}
        </p>
        <p className="text-xs text-fog">
          {t(`history.pockets.${transactionPocketKey(item.pocket)}`)}
        </p>
      </div>
      <p
        data-testid="transaction-amount"
        dir="ltr"
        className={cn(
          'text-end font-bold tabular-nums md:text-start rtl:md:text-end',
          isCredit ? 'text-emerald-400' : 'text-red-400',
        )}
      >
        {isCredit ? '+' : ''}
        {formatUsd(item.amount, language)}
      </p>
      <p className="text-xs text-fog md:text-sm">{date}</p>
      <p className="text-end md:text-start">
        <span className="inline-flex rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-semibold text-emerald-400">
          {t(`history.statuses.${item.status}`)}
        </span>
      </p>
    </li>
  );
}

function SkeletonRows() {
  return (
    <ul aria-hidden="true" data-testid="transactions-loading">
      {Array.from({ length: 5 }, (_, index) => (
        <li key={index} className="flex items-center gap-4 border-b border-ink-700 px-4 py-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-16" />
          <Skeleton className="ms-auto h-4 w-28" />
        </li>
      ))}
    </ul>
  );
}

/** The Transactions tab of /history: the player's own movements, newest first. */
export function TransactionsTab() {
  const { t } = useTranslation('wallet');
  const query = useTransactions();
  const items = query.data?.pages.flatMap((page) => page.transactions) ?? [];

  let body;
  if (query.isPending) body = <SkeletonRows />;
  else if (query.isError && items.length === 0) {
    body = (
      <div data-testid="transactions-error" role="alert" className="px-6 py-12 text-center">
        <AlertTriangle aria-hidden="true" className="mx-auto mb-3 size-8 text-red-400" />
        <p className="mb-4 text-fog">{t('history.error')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('history.retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div data-testid="transactions-empty" className="px-6 py-12 text-center">
        <ReceiptText aria-hidden="true" className="mx-auto mb-3 size-8 text-fog" />
        <p className="font-semibold">{t('history.empty')}</p>
        <p className="mt-1 text-sm text-fog">{t('history.emptyDetail')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <div
          aria-hidden="true"
          className="hidden grid-cols-[1.2fr_1fr_1.3fr_0.8fr] gap-3 border-b border-ink-700 px-4 py-2 text-xs font-semibold text-fog uppercase md:grid"
        >
          <span>{t('history.type')}</span>
          <span>{t('history.amount')}</span>
          <span>{t('history.date')}</span>
          <span>{t('history.status')}</span>
        </div>
        <ul data-testid="transactions-list">
          {items.map((item) => (
            <Row key={item.id} item={item} />
          ))}
        </ul>
        {query.hasNextPage && (
          <div className="p-4 text-center">
            <Button
              variant="secondary"
              data-testid="transactions-load-more"
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
    <section
      data-testid="transactions-tab"
      className="overflow-hidden rounded-[var(--radius-card)] border border-ink-700 bg-ink-800"
    >
      {body}
    </section>
  );
}
