import type { SystemChains, SystemJobs } from '@tengu/shared';
import { CheckCircle2, PlayCircle, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DataTable, formatTime } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { EmptyState, ErrorState, LoadingRows } from '@/admin/components/states';
import { useLedgerCheck, useSystemChains, useSystemJobs } from './api';
import { formatUsd } from '@/admin/components/format-usd';
import { HotWalletsPanel } from './hot-wallets-panel';

/** A watcher whose cursor has not moved for this long is shown as lagging. */
const LAGGING_SECONDS = 300;

/**
 * /admin/system: pg-boss queues and their failures, the chain watchers (adapter, cursor, lag)
 * with the custody books per network, and the ledger check on demand.
 */
export function SystemPage() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <h1 className="text-xl font-bold">{t('system.title')}</h1>
      <LedgerCheckPanel />
      <JobsPanel />
      <HotWalletsPanel />
      <ChainsPanel />
    </div>
  );
}

function LedgerCheckPanel() {
  const { t } = useTranslation('admin');
  const check = useLedgerCheck();
  const report = check.data;
  return (
    <Panel
      title={t('system.ledger.title')}
      testId="system-ledger"
      action={
        <Button
          size="sm"
          data-testid="system-ledger-run"
          disabled={check.isPending}
          onClick={() => check.mutate()}
        >
          <PlayCircle aria-hidden="true" className="size-3.5" />
          {check.isPending ? t('system.ledger.running') : t('system.ledger.run')}
        </Button>
      }
    >
      <div className="p-4 text-sm">
        {check.isError ? (
          <p role="alert" className="text-red-300">
            {check.error.message}
          </p>
        ) : !report ? (
          <p className="text-fog">{t('system.ledger.help')}</p>
        ) : (
          <div className="space-y-3" data-testid="system-ledger-result">
            <p
              className={cn(
                'flex items-center gap-2 font-semibold',
                report.ok ? 'text-emerald-400' : 'text-red-300',
              )}
            >
              {report.ok ? (
                <CheckCircle2 aria-hidden="true" className="size-4" />
              ) : (
                <XCircle aria-hidden="true" className="size-4" />
              )}
              {report.ok ? t('system.ledger.ok') : t('system.ledger.failed')}
            </p>
            <p className="text-fog">
              {t('system.ledger.counts', {
                entries: report.entries,
                postings: report.postings,
                players: report.accounts.players,
                houses: report.accounts.houses,
                at: formatTime(report.checkedAt),
              })}
            </p>
            <ul className="flex flex-wrap gap-2">
              {report.currencies.map((c) => (
                <li key={c.currency} className="rounded bg-ink-900 px-2 py-1 font-mono text-xs">
                  {t('system.ledger.currency', {
                    currency: c.currency,
                    total: c.total,
                    players: c.players,
                  })}
                </li>
              ))}
            </ul>
            {report.violations.length > 0 && (
              <ul className="list-inside list-disc space-y-1 text-xs text-red-300">
                {report.violations.map((v) => (
                  <li key={v}>{v}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </Panel>
  );
}

function JobsPanel() {
  const { t } = useTranslation('admin');
  const jobs = useSystemJobs();
  return (
    <Panel title={t('system.jobs.title')} testId="system-jobs">
      {jobs.isPending ? (
        <LoadingRows rows={3} />
      ) : jobs.isError ? (
        <ErrorState message={jobs.error.message} onRetry={() => void jobs.refetch()} />
      ) : !jobs.data.available ? (
        <EmptyState text={t('system.jobs.unavailable')} />
      ) : (
        <div>
          {jobs.data.queues.length === 0 ? (
            <EmptyState text={t('system.jobs.noQueues')} />
          ) : (
            <DataTable<SystemJobs['queues'][number]>
              testId="system-queues"
              rows={jobs.data.queues}
              rowKey={(q) => q.name}
              columns={[
                {
                  key: 'name',
                  header: t('system.jobs.queue'),
                  cell: (q) => q.name,
                  className: 'font-mono text-xs',
                },
                { key: 'created', header: t('system.jobs.waiting'), cell: (q) => q.created },
                { key: 'active', header: t('system.jobs.active'), cell: (q) => q.active },
                { key: 'completed', header: t('system.jobs.completed'), cell: (q) => q.completed },
                {
                  key: 'failed',
                  header: t('system.jobs.failed'),
                  cell: (q) => (
                    <span className={cn(q.failed > 0 && 'font-bold text-red-300')}>{q.failed}</span>
                  ),
                },
              ]}
            />
          )}
          <div className="border-t border-ink-700">
            <h3 className="px-4 pt-3 text-xs font-semibold text-fog">
              {t('system.jobs.failures')}
            </h3>
            {jobs.data.failures.length === 0 ? (
              <EmptyState text={t('system.jobs.noFailures')} />
            ) : (
              <ul className="divide-y divide-ink-700/60 text-sm" data-testid="system-failures">
                {jobs.data.failures.map((f) => (
                  <li key={f.id} className="px-4 py-2">
                    <div className="flex justify-between gap-2 text-xs text-fog">
                      <span className="font-mono">{f.queue}</span>
                      <span>{f.failedAt ? formatTime(f.failedAt) : '—'}</span>
                    </div>
                    <div className="break-all text-red-300">{f.error || '—'}</div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </Panel>
  );
}

function ChainsPanel() {
  const { t } = useTranslation('admin');
  const chains = useSystemChains();
  return (
    <Panel title={t('system.chains.title')} testId="system-chains">
      {chains.isPending ? (
        <LoadingRows rows={6} />
      ) : chains.isError ? (
        <ErrorState message={chains.error.message} onRetry={() => void chains.refetch()} />
      ) : (
        <>
          <DataTable<SystemChains['networks'][number]>
            testId="system-chains-table"
            rows={chains.data.networks}
            rowKey={(n) => n.network}
            columns={[
              {
                key: 'network',
                header: t('system.chains.network'),
                cell: (n) => n.network.toUpperCase(),
                className: 'font-semibold',
              },
              {
                key: 'adapter',
                header: t('system.chains.adapter'),
                cell: (n) => (
                  <span className={cn('text-xs', n.adapter === 'unavailable' && 'text-fog')}>
                    {n.adapter === 'unavailable' ? t('system.chains.unavailable') : n.adapter}
                  </span>
                ),
              },
              {
                key: 'cursor',
                header: t('system.chains.cursor'),
                cell: (n) => (
                  <div className="max-w-48 truncate font-mono text-xs" title={n.cursor ?? ''}>
                    {n.cursor ?? '—'}
                    {n.tipHeight && <span className="text-fog"> / {n.tipHeight}</span>}
                  </div>
                ),
              },
              {
                key: 'lag',
                header: t('system.chains.lastMoved'),
                cell: (n) =>
                  n.lagSeconds === null ? (
                    '—'
                  ) : (
                    <span
                      className={cn(
                        n.lagSeconds > LAGGING_SECONDS && 'font-semibold text-amber-300',
                      )}
                    >
                      {t('system.chains.ago', { seconds: n.lagSeconds })}
                    </span>
                  ),
              },
              {
                key: 'custody',
                header: t('system.chains.custody'),
                cell: (n) => formatUsd(n.custody),
              },
              {
                key: 'pending',
                header: t('system.chains.pending'),
                cell: (n) => formatUsd(n.pendingWithdrawals),
              },
            ]}
          />
          <p className="border-t border-ink-700 px-4 py-2 text-xs text-fog">
            {t('system.chains.help')}
          </p>
        </>
      )}
    </Panel>
  );
}
