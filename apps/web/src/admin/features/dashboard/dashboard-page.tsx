import {
  DASHBOARD_BUCKETS,
  type DashboardBreakdownRow,
  type DashboardBucket,
  type DashboardFigures,
} from '@tengu/shared';
import { Activity, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { DataTable } from '@/admin/components/data-table';
import { TextField } from '@/admin/components/form-fields';
import { LineChart } from '@/admin/components/line-chart';
import { Panel } from '@/admin/components/panel';
import { EmptyState, ErrorState } from '@/admin/components/states';
import { formatUsd } from '@/admin/components/format-usd';
import { CsvButton } from '@/admin/components/table-toolbar';
import { useDashboard, useLiveCounters, type DashboardFilter } from './api';

const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const usd = formatUsd;

const KPIS = [
  'ggr',
  'ngr',
  'deposits',
  'withdrawals',
  'bonuses',
  'activePlayers',
  'bets',
] as const satisfies readonly (keyof DashboardFigures)[];

/**
 * /admin/dashboard: GGR, NGR, deposits, withdrawals, bonuses paid, active players and bets over
 * a date range (UTC days) by day, week or month, charted; per game and per provider tables; live
 * counters refreshed every few seconds.
 */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<DashboardFilter>(() => {
    const today = new Date();
    return {
      from: isoDay(new Date(today.getTime() - 29 * DAY_MS)),
      to: isoDay(today),
      bucket: 'day',
    };
  });
  const report = useDashboard(filter);
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <h1 className="me-auto text-xl font-bold">{t('dashboard.title')}</h1>
        <TextField
          id="dashboard-from"
          label={t('dashboard.from')}
          type="date"
          value={filter.from}
          max={filter.to}
          onChange={(e) => e.target.value && setFilter((f) => ({ ...f, from: e.target.value }))}
        />
        <TextField
          id="dashboard-to"
          label={t('dashboard.to')}
          type="date"
          value={filter.to}
          min={filter.from}
          onChange={(e) => e.target.value && setFilter((f) => ({ ...f, to: e.target.value }))}
        />
        <div role="group" aria-label={t('dashboard.bucket')} className="flex gap-1 pb-0.5">
          {DASHBOARD_BUCKETS.map((bucket: DashboardBucket) => (
            <button
              key={bucket}
              type="button"
              aria-pressed={filter.bucket === bucket}
              data-testid={`dashboard-bucket-${bucket}`}
              onClick={() => setFilter((f) => ({ ...f, bucket }))}
              className={cn(
                'h-10 rounded-[var(--radius-control)] px-3 text-sm font-semibold text-fog hover:bg-ink-700 hover:text-white',
                filter.bucket === bucket && 'bg-ink-700 text-white',
              )}
            >
              {t(`dashboard.buckets.${bucket}`)}
            </button>
          ))}
        </div>
        <div className="pb-0.5">
          <CsvButton
            path="/admin/dashboard/periods"
            query={{ ...filter }}
            testId="dashboard-csv-periods"
          />
        </div>
      </div>
      <LiveCounters />
      {report.isPending ? (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
          {KPIS.map((k) => (
            <Skeleton key={k} className="h-20" />
          ))}
        </div>
      ) : report.isError ? (
        <Panel title={t('dashboard.title')}>
          <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />
        </Panel>
      ) : (
        <>
          <div
            data-testid="dashboard-kpis"
            className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7"
          >
            {KPIS.map((k) => {
              const value = report.data.totals[k];
              return (
                <div
                  key={k}
                  data-testid={`dashboard-kpi-${k}`}
                  title={t(`dashboard.kpiHelp.${k}`)}
                  className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-3"
                >
                  <div className="text-xs font-semibold text-fog">{t(`dashboard.kpi.${k}`)}</div>
                  <div
                    className={cn(
                      'mt-1 truncate text-lg font-bold tabular-nums',
                      typeof value === 'string' && value.startsWith('-') && 'text-red-300',
                    )}
                  >
                    {typeof value === 'number' ? value.toLocaleString() : usd(value)}
                  </div>
                </div>
              );
            })}
          </div>
          <p className="text-xs text-fog">{t('dashboard.definitions')}</p>
          <div className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-3">
            <Panel title={t('dashboard.charts.revenue')} testId="dashboard-chart-revenue">
              <div className="p-3">
                <LineChart
                  title={t('dashboard.charts.revenue')}
                  labels={report.data.series.map((p) => p.period)}
                  series={[
                    {
                      label: t('dashboard.kpi.ggr'),
                      colorClass: 'text-accent',
                      values: report.data.series.map((p) => Number(p.ggr)),
                    },
                    {
                      label: t('dashboard.kpi.ngr'),
                      colorClass: 'text-emerald-400',
                      values: report.data.series.map((p) => Number(p.ngr)),
                    },
                    {
                      label: t('dashboard.kpi.bonuses'),
                      colorClass: 'text-amber-300',
                      values: report.data.series.map((p) => Number(p.bonuses)),
                    },
                  ]}
                />
              </div>
            </Panel>
            <Panel title={t('dashboard.charts.payments')} testId="dashboard-chart-payments">
              <div className="p-3">
                <LineChart
                  title={t('dashboard.charts.payments')}
                  labels={report.data.series.map((p) => p.period)}
                  series={[
                    {
                      label: t('dashboard.kpi.deposits'),
                      colorClass: 'text-sky-400',
                      values: report.data.series.map((p) => Number(p.deposits)),
                    },
                    {
                      label: t('dashboard.kpi.withdrawals'),
                      colorClass: 'text-fuchsia-400',
                      values: report.data.series.map((p) => Number(p.withdrawals)),
                    },
                  ]}
                />
              </div>
            </Panel>
            <Panel title={t('dashboard.charts.activity')} testId="dashboard-chart-activity">
              <div className="p-3">
                <LineChart
                  title={t('dashboard.charts.activity')}
                  labels={report.data.series.map((p) => p.period)}
                  series={[
                    {
                      label: t('dashboard.kpi.activePlayers'),
                      colorClass: 'text-emerald-400',
                      values: report.data.series.map((p) => p.activePlayers),
                    },
                    {
                      label: t('dashboard.kpi.bets'),
                      colorClass: 'text-sky-400',
                      values: report.data.series.map((p) => p.bets),
                    },
                  ]}
                />
              </div>
            </Panel>
          </div>
          <Breakdown
            title={t('dashboard.byProvider')}
            keyHeader={t('dashboard.provider')}
            rows={report.data.byProvider}
            testId="dashboard-by-provider"
            csv={{ path: '/admin/dashboard/providers', filter }}
            label={(key) => (key === 'originals' ? t('dashboard.originals') : key)}
          />
          <Breakdown
            title={t('dashboard.byGame')}
            keyHeader={t('dashboard.game')}
            rows={report.data.byGame}
            testId="dashboard-by-game"
            csv={{ path: '/admin/dashboard/games', filter }}
            label={(key) => key}
          />
        </>
      )}
    </div>
  );
}

function LiveCounters() {
  const { t } = useTranslation('admin');
  const live = useLiveCounters();
  const tile = (icon: ReactNode, label: string, value: string | undefined, id: string) => (
    <div className="flex items-center gap-3 rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 px-4 py-3">
      {icon}
      <div>
        <div className="text-xs text-fog">{label}</div>
        <div data-testid={id} className="text-lg font-bold tabular-nums">
          {value ?? '…'}
        </div>
      </div>
    </div>
  );
  return (
    <section aria-label={t('dashboard.live')} className="grid gap-3 xs:grid-cols-3">
      {tile(
        <Users aria-hidden="true" className="size-5 text-emerald-400" />,
        t('dashboard.playersOnline'),
        live.data?.playersOnline.toLocaleString(),
        'dashboard-live-online',
      )}
      {tile(
        <Activity aria-hidden="true" className="size-5 text-accent" />,
        t('dashboard.betsLastMinute'),
        live.data?.betsLastMinute.toLocaleString(),
        'dashboard-live-bets',
      )}
      {tile(
        <span className="relative flex size-2.5" aria-hidden="true">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2.5 rounded-full bg-emerald-400" />
        </span>,
        t('dashboard.stakesLastMinute'),
        live.data ? usd(live.data.stakesLastMinute) : undefined,
        'dashboard-live-stakes',
      )}
      {live.isError && (
        <p role="alert" className="text-xs text-red-300 xs:col-span-3">
          {t('dashboard.liveError')}
        </p>
      )}
    </section>
  );
}

function Breakdown({
  title,
  keyHeader,
  rows,
  testId,
  label,
  csv,
}: {
  title: string;
  keyHeader: string;
  rows: DashboardBreakdownRow[];
  testId: string;
  label: (key: string) => string;
  /** The breakdown's CSV export, for the page's range and bucket. */
  csv: { path: string; filter: DashboardFilter };
}) {
  const { t } = useTranslation('admin');
  return (
    <Panel
      title={title}
      testId={testId}
      action={<CsvButton path={csv.path} query={{ ...csv.filter }} testId={`${testId}-csv`} />}
    >
      {rows.length === 0 ? (
        <EmptyState text={t('dashboard.noBets')} />
      ) : (
        <DataTable<DashboardBreakdownRow>
          rows={rows}
          rowKey={(r) => r.key}
          columns={[
            {
              key: 'key',
              header: keyHeader,
              cell: (r) => label(r.key),
              className: 'font-semibold',
            },
            { key: 'bets', header: t('dashboard.kpi.bets'), cell: (r) => r.bets.toLocaleString() },
            {
              key: 'players',
              header: t('dashboard.players'),
              cell: (r) => r.players.toLocaleString(),
            },
            { key: 'stakes', header: t('dashboard.stakes'), cell: (r) => usd(r.stakes) },
            { key: 'payouts', header: t('dashboard.payouts'), cell: (r) => usd(r.payouts) },
            {
              key: 'ggr',
              header: t('dashboard.kpi.ggr'),
              cell: (r) => (
                <span className={cn('font-semibold', r.ggr.startsWith('-') && 'text-red-300')}>
                  {usd(r.ggr)}
                </span>
              ),
            },
          ]}
        />
      )}
    </Panel>
  );
}
