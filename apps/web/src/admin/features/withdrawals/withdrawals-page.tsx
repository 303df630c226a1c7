import { WITHDRAWAL_QUEUES, type ReviewWithdrawal, type WithdrawalQueue } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { DataTable, formatTime, Pager } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { EmptyState, ErrorState, LoadingRows } from '@/admin/components/states';
import { CsvButton, SortControl } from '@/admin/components/table-toolbar';
import {
  useWithdrawals,
  withdrawalsQuery,
  WITHDRAWALS_PAGE_SIZE,
  type ReviewAction,
  type WithdrawalsFilter,
} from './api';
import { ReviewDialog } from './review-dialog';
import { RiskHints, RiskLegend } from './risk-hints';
import { formatUsd } from '@/admin/components/format-usd';

/** Which review actions a queue offers (the server still decides each one). */
const ACTIONS: Partial<Record<WithdrawalQueue, ReviewAction[]>> = {
  PENDING: ['approve', 'reject'],
  UNSENT: ['retry', 'sent'],
};

/**
 * /admin/withdrawals: the PENDING queue with its risk hints (approve / reject with a reason),
 * PROCESSING and failed sends (retry, record the transaction), and the closed ones; sorted,
 * filtered, paginated on the server, exportable as CSV.
 */
export function WithdrawalsPage() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<WithdrawalsFilter>({
    queue: 'PENDING',
    q: '',
    sort: 'createdAt',
    dir: 'asc',
    page: 1,
  });
  const [target, setTarget] = useState<{
    withdrawal: ReviewWithdrawal;
    action: ReviewAction;
  } | null>(null);
  const update = (change: Partial<WithdrawalsFilter>) =>
    setFilter((f) => ({ ...f, page: 1, ...change }));
  const list = useWithdrawals({ ...filter, q: filter.q.trim() });
  const actions = ACTIONS[filter.queue] ?? [];
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <h1 className="text-xl font-bold">{t('withdrawals.title')}</h1>
      <div role="tablist" aria-label={t('withdrawals.queues')} className="flex flex-wrap gap-1">
        {WITHDRAWAL_QUEUES.map((queue) => (
          <button
            key={queue}
            type="button"
            role="tab"
            aria-selected={filter.queue === queue}
            data-testid={`withdrawals-queue-${queue}`}
            onClick={() => update({ queue, dir: queue === 'PENDING' ? 'asc' : 'desc' })}
            className={cn(
              'rounded-[var(--radius-control)] px-3 py-1.5 text-sm font-semibold text-fog hover:bg-ink-700 hover:text-white',
              filter.queue === queue && 'bg-ink-700 text-white',
            )}
          >
            {t(`withdrawals.queue.${queue}`)}
          </button>
        ))}
      </div>
      <p className="text-sm text-fog">{t(`withdrawals.queueHelp.${filter.queue}`)}</p>
      <div className="flex flex-wrap items-end gap-3">
        <Field id="withdrawals-search" label={t('withdrawals.search')} className="min-w-64 flex-1">
          <Input
            id="withdrawals-search"
            data-testid="withdrawals-search"
            value={filter.q}
            onChange={(e) => update({ q: e.target.value })}
            placeholder={t('withdrawals.searchPlaceholder')}
          />
        </Field>
        <SortControl
          id="withdrawals-sort"
          value={filter.sort}
          dir={filter.dir}
          options={[
            { key: 'createdAt', label: t('withdrawals.requested') },
            { key: 'amount', label: t('withdrawals.amount') },
            { key: 'username', label: t('withdrawals.player') },
          ]}
          onChange={update}
        />
      </div>
      <Panel
        title={t(`withdrawals.queue.${filter.queue}`)}
        testId="withdrawals-panel"
        action={
          <CsvButton
            path="/admin/withdrawals"
            query={withdrawalsQuery({ ...filter, q: filter.q.trim() })}
            testId="withdrawals-csv"
          />
        }
      >
        {list.isPending ? (
          <LoadingRows rows={6} />
        ) : list.isError ? (
          <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState text={t('withdrawals.empty')} />
        ) : (
          <>
            <DataTable<ReviewWithdrawal>
              testId="withdrawals-table"
              rows={list.data.items}
              rowKey={(r) => r.id}
              columns={[
                {
                  key: 'time',
                  header: t('withdrawals.requested'),
                  cell: (r) => formatTime(r.createdAt),
                  className: 'whitespace-nowrap',
                },
                {
                  key: 'player',
                  header: t('withdrawals.player'),
                  cell: (r) => (
                    <Link
                      to={`/admin/players/${r.userId}`}
                      className="font-semibold hover:text-accent"
                    >
                      {r.username}
                    </Link>
                  ),
                },
                {
                  key: 'amount',
                  header: t('withdrawals.amount'),
                  cell: (r) => (
                    <div className="whitespace-nowrap">
                      <div className="font-semibold">{formatUsd(r.amount)}</div>
                      <div className="text-xs text-fog">
                        {r.assetAmount} {r.asset} · {r.network}
                      </div>
                    </div>
                  ),
                },
                {
                  key: 'address',
                  header: t('withdrawals.address'),
                  cell: (r) => (
                    <div className="max-w-48">
                      <div className="truncate font-mono text-xs" title={r.toAddress}>
                        {r.toAddress}
                      </div>
                      {r.txid && (
                        <div className="truncate font-mono text-xs text-fog" title={r.txid}>
                          tx {r.txid}
                        </div>
                      )}
                      {r.lastError && (
                        <div className="text-xs text-red-300" data-testid="withdrawal-last-error">
                          {r.lastError}
                        </div>
                      )}
                    </div>
                  ),
                },
                {
                  key: 'risk',
                  header: t('withdrawals.riskHints'),
                  cell: (r) => <RiskHints risk={r.risk} thresholds={list.data.thresholds} />,
                },
                actions.length > 0
                  ? {
                      key: 'actions',
                      header: t('withdrawals.review'),
                      cell: (r) => (
                        <div className="flex flex-wrap gap-1">
                          {actions.map((action) => (
                            <Button
                              key={action}
                              size="sm"
                              variant={action === 'approve' ? 'primary' : 'secondary'}
                              data-testid={`withdrawal-${action}-${r.id}`}
                              onClick={() => setTarget({ withdrawal: r, action })}
                            >
                              {t(`withdrawals.actions.${action}`)}
                            </Button>
                          ))}
                        </div>
                      ),
                    }
                  : {
                      key: 'review',
                      header: t('withdrawals.reviewedBy'),
                      cell: (r) => (
                        <div className="text-xs">
                          <div>{r.reviewedBy ?? '—'}</div>
                          {r.reason && <div className="text-fog">{r.reason}</div>}
                        </div>
                      ),
                    },
              ]}
            />
            <RiskLegend thresholds={list.data.thresholds} />
            <Pager
              page={filter.page}
              pageSize={WITHDRAWALS_PAGE_SIZE}
              total={list.data.total}
              onPage={(page) => setFilter((f) => ({ ...f, page }))}
            />
          </>
        )}
      </Panel>
      <ReviewDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
