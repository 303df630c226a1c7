import { DEPOSIT_STATUSES, type ConsoleDeposit } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentAmountCell, PlayerCell } from '@/admin/components/cells';
import { formatTime, PagedTable } from '@/admin/components/data-table';
import { SearchFilter, SelectFilter } from '@/admin/components/filters';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { CsvButton, SortControl } from '@/admin/components/table-toolbar';
import { depositsQuery, DEPOSITS_PAGE_SIZE, useDeposits, type DepositsFilter } from './api';

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
        <SearchFilter
          id="deposits-search"
          label={t('deposits.search')}
          placeholder={t('deposits.searchPlaceholder')}
          value={filter.q}
          onChange={(q) => update({ q })}
        />
        <SelectFilter
          id="deposits-status"
          label={t('deposits.status')}
          value={filter.status}
          allLabel={t('deposits.allStatuses')}
          options={DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(`deposits.statuses.${s}`) }))}
          onChange={(status) => update({ status })}
        />
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
        <QueryView
          query={list}
          isEmpty={(data) => data.items.length === 0}
          emptyText={t('deposits.empty')}
        >
          {(data) => (
            <PagedTable<ConsoleDeposit>
              testId="deposits-table"
              rows={data.items}
              rowKey={(r) => r.id}
              page={filter.page}
              pageSize={DEPOSITS_PAGE_SIZE}
              total={data.total}
              onPage={(page) => setFilter((f) => ({ ...f, page }))}
              columns={[
                {
                  key: 'time',
                  header: t('deposits.time'),
                  cell: (r) => formatTime(r.createdAt),
                  className: 'whitespace-nowrap',
                },
                { key: 'player', header: t('deposits.player'), cell: (r) => <PlayerCell {...r} /> },
                {
                  key: 'amount',
                  header: t('deposits.amount'),
                  cell: (r) => <PaymentAmountCell {...r} />,
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
          )}
        </QueryView>
      </Panel>
    </div>
  );
}
