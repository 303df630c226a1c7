import type { AuditEntry } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DataTable, formatTime, Pager } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { CsvButton } from '@/admin/components/table-toolbar';
import { EmptyState, ErrorState, LoadingRows } from '@/admin/components/states';
import { AUDIT_PAGE_SIZE, useAuditLog } from './api';

/** /admin/audit: every audited change, newest first, filtered by staff and action. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({ actor: actor.trim(), action: action.trim(), page });
  const filter = (set: (v: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <h1 className="text-xl font-bold">{t('audit.title')}</h1>
      <div className="grid gap-3 md:grid-cols-2">
        <Field id="console-audit-actor" label={t('audit.filterActor')}>
          <Input
            id="console-audit-actor"
            data-testid="console-audit-actor"
            value={actor}
            onChange={(e) => filter(setActor)(e.target.value)}
            placeholder={t('audit.filterActorPlaceholder')}
          />
        </Field>
        <Field id="console-audit-action" label={t('audit.filterAction')}>
          <Input
            id="console-audit-action"
            data-testid="console-audit-action"
            value={action}
            onChange={(e) => filter(setAction)(e.target.value)}
            placeholder={t('audit.filterActionPlaceholder')}
          />
        </Field>
      </div>
      <Panel
        title={t('audit.title')}
        testId="console-audit"
        action={
          <CsvButton
            path="/admin/audit"
            query={{ actor: actor.trim() || undefined, action: action.trim() || undefined }}
            testId="console-audit-csv"
          />
        }
      >
        {log.isPending ? (
          <LoadingRows rows={8} />
        ) : log.isError ? (
          <ErrorState message={log.error.message} onRetry={() => void log.refetch()} />
        ) : log.data.items.length === 0 ? (
          <EmptyState text={t('audit.empty')} />
        ) : (
          <>
            <DataTable<AuditEntry>
              testId="console-audit-table"
              rows={log.data.items}
              rowKey={(r) => r.id}
              columns={[
                {
                  key: 'time',
                  header: t('audit.time'),
                  cell: (r) => formatTime(r.createdAt),
                  className: 'whitespace-nowrap',
                },
                { key: 'operator', header: t('audit.operator'), cell: (r) => r.operator },
                {
                  key: 'action',
                  header: t('audit.action'),
                  cell: (r) => <span className="font-mono text-xs">{r.action}</span>,
                },
                {
                  key: 'player',
                  header: t('audit.player'),
                  cell: (r) =>
                    r.targetUserId ? (
                      <Link to={`/admin/players/${r.targetUserId}`} className="hover:text-accent">
                        {r.targetUsername ?? r.targetUserId}
                      </Link>
                    ) : (
                      '—'
                    ),
                },
                {
                  key: 'details',
                  header: t('audit.details'),
                  cell: (r) => (
                    <code className="line-clamp-3 text-xs break-all text-fog">
                      {JSON.stringify(r.details)}
                    </code>
                  ),
                  className: 'max-w-md',
                },
                { key: 'ip', header: t('audit.ip'), cell: (r) => r.ip ?? '—' },
              ]}
            />
            <Pager page={page} pageSize={AUDIT_PAGE_SIZE} total={log.data.total} onPage={setPage} />
          </>
        )}
      </Panel>
    </div>
  );
}
