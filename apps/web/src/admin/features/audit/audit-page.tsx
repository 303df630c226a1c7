import type { AuditEntry } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime, PagedTable } from '@/admin/components/data-table';
import { SearchFilter } from '@/admin/components/filters';
import { TextField } from '@/admin/components/form-fields';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { CsvButton } from '@/admin/components/table-toolbar';
import { AUDIT_PAGE_SIZE, auditQuery, useAuditLog, type AuditFilter } from './api';

/** /admin/audit: every audited change, newest first, filtered by staff, action, player and days. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<AuditFilter>({
    actor: '',
    action: '',
    player: '',
    from: '',
    to: '',
    page: 1,
  });
  const update = (change: Partial<AuditFilter>) => setFilter((f) => ({ ...f, page: 1, ...change }));
  const log = useAuditLog(filter);
  const day = (key: 'from' | 'to', label: string) => (
    <TextField
      id={`console-audit-${key}`}
      label={label}
      type="date"
      value={filter[key]}
      onChange={(e) => update({ [key]: e.target.value })}
    />
  );
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <h1 className="text-xl font-bold">{t('audit.title')}</h1>
      <div className="flex flex-wrap items-end gap-3">
        <SearchFilter
          id="console-audit-actor"
          label={t('audit.filterActor')}
          placeholder={t('audit.filterActorPlaceholder')}
          value={filter.actor}
          onChange={(actor) => update({ actor })}
        />
        <SearchFilter
          id="console-audit-action"
          label={t('audit.filterAction')}
          placeholder={t('audit.filterActionPlaceholder')}
          value={filter.action}
          onChange={(action) => update({ action })}
        />
        <SearchFilter
          id="console-audit-player"
          label={t('audit.filterPlayer')}
          placeholder={t('audit.filterPlayerPlaceholder')}
          value={filter.player}
          onChange={(player) => update({ player })}
        />
        {day('from', t('audit.filterFrom'))}
        {day('to', t('audit.filterTo'))}
      </div>
      <Panel
        title={t('audit.title')}
        testId="console-audit"
        action={
          <CsvButton
            path="/admin/audit"
            query={{ ...auditQuery(filter), page: undefined, pageSize: undefined }}
            testId="console-audit-csv"
          />
        }
      >
        <QueryView
          query={log}
          loadingRows={8}
          isEmpty={(data) => data.items.length === 0}
          emptyText={t('audit.empty')}
        >
          {(data) => (
            <PagedTable<AuditEntry>
              testId="console-audit-table"
              rows={data.items}
              rowKey={(r) => r.id}
              page={filter.page}
              pageSize={AUDIT_PAGE_SIZE}
              total={data.total}
              onPage={(page) => setFilter((f) => ({ ...f, page }))}
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
          )}
        </QueryView>
      </Panel>
    </div>
  );
}
