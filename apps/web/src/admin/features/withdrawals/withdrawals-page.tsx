import { WITHDRAWAL_QUEUES, type ReviewWithdrawal, type WithdrawalQueue } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PaymentAmountCell, PlayerCell } from '@/admin/components/cells';
import { formatTime, PagedTable } from '@/admin/components/data-table';
import { SearchFilter } from '@/admin/components/filters';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
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
        <SearchFilter
          id="withdrawals-search"
          label={t('withdrawals.search')}
          placeholder={t('withdrawals.searchPlaceholder')}
          value={filter.q}
          onChange={(q) => update({ q })}
        />
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
        <QueryView
          query={list}
          isEmpty={(data) => data.items.length === 0}
          emptyText={t('withdrawals.empty')}
        >
          {(data) => (
            <>
              <PagedTable<ReviewWithdrawal>
                testId="withdrawals-table"
                rows={data.items}
                rowKey={(r) => r.id}
                page={filter.page}
                pageSize={WITHDRAWALS_PAGE_SIZE}
                total={data.total}
                onPage={(page) => setFilter((f) => ({ ...f, page }))}
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
                    cell: (r) => <PlayerCell {...r} />,
                  },
                  {
                    key: 'amount',
                    header: t('withdrawals.amount'),
                    cell: (r) => <PaymentAmountCell {...r} />,
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
                    cell: (r) => <RiskHints risk={r.risk} thresholds={data.thresholds} />,
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
              <RiskLegend thresholds={data.thresholds} />
            </>
          )}
        </QueryView>
      </Panel>
      <ReviewDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
