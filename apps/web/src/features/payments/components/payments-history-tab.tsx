import { ArrowDownToLine, ArrowUpFromLine, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { findAsset, type DepositRecord, type Language, type WithdrawalRecord } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatUsd } from '@/lib/formatters';
import { useDeposits } from '../api/get-deposits';
import { useWithdrawals } from '../api/get-withdrawals';
import { usePaymentsModalStore } from '../payments-modal-store';
import { CurrencyIcon } from './currency-icon';

const STATUS_TONE: Record<string, string> = {
  PENDING: 'bg-amber-500/15 text-amber-300',
  PROCESSING: 'bg-sky-500/15 text-sky-300',
  COMPLETED: 'bg-emerald-500/15 text-emerald-300',
  REJECTED: 'bg-red-500/15 text-red-300',
  CANCELLED: 'bg-ink-600 text-fog',
};

/** `/history` → Deposits or Withdrawals: the player's records; a row opens its tracker. */
export function PaymentsHistoryTab({ kind }: { kind: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation('payments');
  const deposits = useDeposits();
  const withdrawals = useWithdrawals();
  const query = kind === 'deposit' ? deposits : withdrawals;
  const records: (DepositRecord | WithdrawalRecord)[] =
    kind === 'deposit'
      ? (deposits.data?.pages.flatMap((page) => page.deposits) ?? [])
      : (withdrawals.data?.pages.flatMap((page) => page.withdrawals) ?? []);

  if (query.isPending) {
    return (
      <div className="space-y-2" data-testid={`history-${kind}s-loading`}>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="space-y-3 rounded-[var(--radius-card)] bg-ink-800 p-6 text-center text-sm"
      >
        <p className="text-red-400">{t('common.loadFailed')}</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (records.length === 0) {
    return (
      <p
        data-testid={`history-${kind}s-empty`}
        className="rounded-[var(--radius-card)] bg-ink-800 p-6 text-center text-sm text-fog"
      >
        {kind === 'deposit' ? t('history.emptyDeposits') : t('history.emptyWithdrawals')}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-ink-700 overflow-hidden rounded-[var(--radius-card)] bg-ink-800">
        {records.map((record) => (
          <RecordRow key={record.id} record={record} />
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="w-full"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('history.loadMore')}
        </Button>
      )}
    </div>
  );
}

function RecordRow({ record }: { record: DepositRecord | WithdrawalRecord }) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language as Language;
  const openDetail = usePaymentsModalStore((s) => s.openDetail);
  const asset = findAsset(record.asset);
  const Icon = record.kind === 'deposit' ? ArrowDownToLine : ArrowUpFromLine;
  return (
    <li>
      <button
        type="button"
        data-testid={`history-${record.kind}-row`}
        data-status={record.status}
        onClick={() => openDetail(record.kind, record.id)}
        className="flex w-full cursor-pointer items-center gap-3 px-4 py-3 text-start transition-colors hover:bg-ink-700"
      >
        {asset ? (
          <CurrencyIcon asset={asset} className="size-8 text-[10px]" />
        ) : (
          <Icon className="size-5" />
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold tabular-nums">
            {record.asset_amount} {record.asset}
          </p>
          <p className="text-xs text-fog">
            {new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(record.created_at),
            )}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-[11px] font-bold',
              STATUS_TONE[record.status],
            )}
          >
            {t(`status.${record.status}`)}
          </span>
          {record.fiat_amount !== null && (
            <span className="text-xs text-fog tabular-nums">
              {formatUsd(record.fiat_amount, language)}
            </span>
          )}
        </div>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-fog rtl:-scale-x-100" />
      </button>
    </li>
  );
}
