import { DEPOSIT_STATUSES, type ConsoleDeposit } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DataTable, formatTime, Pager } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { EmptyState, ErrorState, LoadingRows } from '@/admin/components/states';
import { CsvButton, SortControl } from '@/admin/components/table-toolbar';
import { depositsQuery, DEPOSITS_PAGE_SIZE, useDeposits, type DepositsFilter } from './api';
import { formatUsd } from '@/admin/components/format-usd';

/** /admin/deposits: every deposit, filtered by status, player or transaction; CSV export. */
export function DepositsPage() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<DepositsFilter>({
    status: '',
    q: '',
    sort: 'createdAt',
    dir: 'desc',
    page: 1,
  });
  const update = (change: Partial<DepositsFilter>) =>
    setFilter((f) => ({ ...f, page: 1, ...change }));
  const list = useDeposits(filter);
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <h1 className="text-xl font-bold">{t('deposits.title')}</h1>
      <div className="flex flex-wrap items-end gap-3">
        <Field id="deposits-search" label={t('deposits.search')} className="min-w-64 flex-1">
          <Input
            id="deposits-search"
            data-testid="deposits-search"
            value={filter.q}
            onChange={(e) => update({ q: e.target.value })}
            placeholder={t('deposits.searchPlaceholder')}
          />
        </Field>
        <div className="space-y-1.5">
          <label htmlFor="deposits-status" className="block text-xs font-semibold text-fog">
            {t('deposits.status')}
          </label>
          <select
            id="deposits-status"
            data-testid="deposits-status"
            value={filter.status}
            onChange={(e) => update({ status: e.target.value as DepositsFilter['status'] })}
            className="h-11 rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 text-sm text-white"
          >
            <option value="">{t('deposits.allStatuses')}</option>
            {DEPOSIT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`deposits.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <SortControl
          id="deposits-sort"
          value={filter.sort}
          dir={filter.dir}
          options={[
            { key: 'createdAt', label: t('deposits.time') },
            { key: 'amount', label: t('deposits.amount') },
            { key: 'username', label: t('deposits.player') },
          ]}
          onChange={update}
        />
      </div>
      <Panel
        title={t('deposits.title')}
        testId="deposits-panel"
        action={
          <CsvButton path="/admin/deposits" query={depositsQuery(filter)} testId="deposits-csv" />
        }
      >
        {list.isPending ? (
          <LoadingRows rows={6} />
        ) : list.isError ? (
          <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState text={t('deposits.empty')} />
        ) : (
          <>
            <DataTable<ConsoleDeposit>
              testId="deposits-table"
              rows={list.data.items}
              rowKey={(r) => r.id}
              columns={[
                {
                  key: 'time',
                  header: t('deposits.time'),
                  cell: (r) => formatTime(r.createdAt),
                  className: 'whitespace-nowrap',
                },
                {
                  key: 'player',
                  header: t('deposits.player'),
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
                  header: t('deposits.amount'),
                  cell: (r) => (
                    <div className="whitespace-nowrap">
                      <div className="font-semibold">
                        {r.amount === null ? '—' : formatUsd(r.amount)}
                      </div>
                      <div className="text-xs text-fog">
                        {r.assetAmount} {r.asset} · {r.network}
                      </div>
                    </div>
                  ),
                },
                {
                  key: 'status',
                  header: t('deposits.status'),
                  cell: (r) => (
                    <div className="text-xs">
                      <div className="font-semibold">
                        {t(`deposits.statuses.${r.status as 'PENDING'}`)}
                      </div>
                      <div className="text-fog">
                        {t('deposits.confirmations', {
                          done: r.confirmations,
                          required: r.requiredConfirmations,
                        })}
                      </div>
                    </div>
                  ),
                },
                {
                  key: 'txid',
                  header: t('deposits.txid'),
                  cell: (r) => (
                    <div className="max-w-56 truncate font-mono text-xs" title={r.txid}>
                      {r.txid}
                    </div>
                  ),
                },
                {
                  key: 'source',
                  header: t('deposits.source'),
                  cell: (r) => <span className="text-xs text-fog">{r.source}</span>,
                },
              ]}
            />
            <Pager
              page={filter.page}
              pageSize={DEPOSITS_PAGE_SIZE}
              total={list.data.total}
              onPage={(page) => setFilter((f) => ({ ...f, page }))}
            />
          </>
        )}
      </Panel>
    </div>
  );
}
