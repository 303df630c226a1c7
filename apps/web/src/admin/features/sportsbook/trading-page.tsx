import type { TradingEventRow } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime, PagedTable } from '@/admin/components/data-table';
import { SearchFilter, SelectFilter } from '@/admin/components/filters';
import { formatUsd } from '@/admin/components/format-usd';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { CsvButton } from '@/admin/components/table-toolbar';
import { Switch } from '@/components/ui/switch';
import { tradingQuery, TRADING_PAGE_SIZE, useTradingEvents, type TradingFilter } from './api';
import { SettingsPanel } from './settings-panel';
import { TradingBadge } from './status-badge';

const SPORTS = ['football', 'tennis', 'basketball'] as const;
const STATUSES = ['live', 'upcoming', 'ended'] as const;

/** /admin/sportsbook: the events with their open bets and worst-case liability; the settings. */
export function TradingPage() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<TradingFilter>({
    sport: '',
    status: '',
    q: '',
    withBets: false,
    page: 1,
  });
  const update = (change: Partial<TradingFilter>) =>
    setFilter((f) => ({ ...f, page: 1, ...change }));
  const list = useTradingEvents(filter);
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <h1 className="text-xl font-bold">{t('trading.title')}</h1>
      <div className="flex flex-wrap items-end gap-3">
        <SearchFilter
          id="trading-search"
          label={t('trading.search')}
          placeholder={t('trading.searchPlaceholder')}
          value={filter.q}
          onChange={(q) => update({ q })}
        />
        <SelectFilter
          id="trading-sport"
          label={t('trading.sport')}
          value={filter.sport}
          allLabel={t('trading.allSports')}
          options={SPORTS.map((s) => ({ value: s, label: t(`trading.sports.${s}`) }))}
          onChange={(sport) => update({ sport })}
        />
        <SelectFilter
          id="trading-status"
          label={t('trading.status')}
          value={filter.status}
          allLabel={t('trading.allStatuses')}
          options={STATUSES.map((s) => ({ value: s, label: t(`trading.filters.${s}`) }))}
          onChange={(status) => update({ status })}
        />
        <div className="flex h-11 items-center gap-2 text-sm text-fog">
          <Switch
            isOn={filter.withBets}
            onToggle={() => update({ withBets: !filter.withBets })}
            labelledBy="trading-with-bets-label"
            testId="trading-with-bets"
          />
          <span id="trading-with-bets-label">{t('trading.withBets')}</span>
        </div>
      </div>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_320px]">
        <Panel
          title={t('trading.events')}
          testId="trading-events-panel"
          action={
            <CsvButton
              path="/admin/sportsbook/events"
              query={tradingQuery(filter)}
              testId="trading-csv"
            />
          }
        >
          <QueryView
            query={list}
            isEmpty={(data) => data.items.length === 0}
            emptyText={t('trading.empty')}
          >
            {(data) => (
              <PagedTable<TradingEventRow>
                testId="trading-events-table"
                rows={data.items}
                rowKey={(r) => r.id}
                page={filter.page}
                pageSize={TRADING_PAGE_SIZE}
                total={data.total}
                onPage={(page) => setFilter((f) => ({ ...f, page }))}
                columns={[
                  {
                    key: 'event',
                    header: t('trading.event'),
                    cell: (r) => (
                      <div className="min-w-48">
                        <Link
                          to={`/admin/sportsbook/${encodeURIComponent(r.id)}`}
                          data-testid="trading-event-link"
                          className="font-semibold text-white hover:text-accent"
                        >
                          {r.home} – {r.away}
                        </Link>
                        <div className="text-xs text-fog">
                          {t(`trading.sports.${r.sport as 'football'}`)} · {r.competition}
                          <span className="xl:hidden"> · {formatTime(r.startsAt)}</span>
                        </div>
                      </div>
                    ),
                  },
                  {
                    key: 'status',
                    header: t('trading.status'),
                    cell: (r) => (
                      <div className="flex flex-wrap gap-1">
                        <TradingBadge status={r.status} />
                        {(r.held || r.heldMarkets > 0) && <TradingBadge status="held" />}
                      </div>
                    ),
                  },
                  {
                    key: 'start',
                    header: t('trading.start'),
                    cell: (r) => formatTime(r.startsAt),
                    // Under the event's name below xl (tablets keep the money columns in view).
                    className: 'hidden whitespace-nowrap xl:table-cell',
                  },
                  {
                    key: 'bets',
                    header: t('trading.openBets'),
                    cell: (r) => r.openBets,
                    className: 'text-end tabular-nums',
                  },
                  {
                    key: 'stake',
                    header: t('trading.stake'),
                    cell: (r) => formatUsd(r.stake),
                    className: 'text-end tabular-nums whitespace-nowrap',
                  },
                  {
                    key: 'liability',
                    header: t('trading.liability'),
                    cell: (r) => (
                      <span className={Number(r.liability) > 0 ? 'font-semibold text-red-300' : ''}>
                        {formatUsd(r.liability)}
                      </span>
                    ),
                    className: 'text-end tabular-nums whitespace-nowrap',
                  },
                ]}
              />
            )}
          </QueryView>
        </Panel>
        <SettingsPanel />
      </div>
    </div>
  );
}
