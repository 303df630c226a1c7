import type { AdminContentItem, ContentKind } from '@tengu/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { EditDeleteActions } from '@/admin/components/row-actions';
import { useContentChange, useContentItems } from './api';
import { EntryEditor } from './entry-editor';

/** The entries of one kind (support FAQ, documentation, affiliate FAQ), one row per language. */
export function EntriesPanel({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation('admin');
  const items = useContentItems(kind);
  const change = useContentChange();
  const [editing, setEditing] = useState<AdminContentItem | 'new' | null>(null);
  const remove = (item: AdminContentItem) => {
    if (!window.confirm(t('content.confirmDelete'))) return;
    change.mutate(
      { kind: 'item.delete', key: { kind, id: item.id, language: item.language } },
      {
        onSuccess: () => toast.success(t('common.saved')),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <Panel
      title={t(`content.kinds.${kind}`)}
      testId={`console-content-${kind}`}
      action={
        <Button size="sm" data-testid="console-entry-add" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('content.newEntry')}
        </Button>
      }
    >
      <QueryView
        query={items}
        loadingRows={6}
        isEmpty={(data) => data.items.length === 0}
        emptyText={t('content.empty')}
      >
        {(data) => (
          <DataTable<AdminContentItem>
            testId="console-entries-table"
            rows={data.items}
            rowKey={(i) => `${i.id}:${i.language}`}
            columns={[
              { key: 'position', header: '#', cell: (i) => i.position, className: 'w-10' },
              {
                key: 'id',
                header: t('content.id'),
                cell: (i) => <span className="font-mono text-xs">{i.id}</span>,
              },
              {
                key: 'language',
                header: t('content.language'),
                cell: (i) => i.language.toUpperCase(),
              },
              ...(kind === 'documentation'
                ? [{ key: 'tab', header: t('content.tab'), cell: (i: AdminContentItem) => i.tab }]
                : []),
              {
                key: 'title',
                header: kind === 'documentation' ? t('content.title') : t('content.question'),
                cell: (i) => <span className="line-clamp-2 text-white">{i.title}</span>,
                className: 'max-w-md',
              },
              {
                key: 'actions',
                header: '',
                className: 'text-end',
                cell: (i) => (
                  <EditDeleteActions onEdit={() => setEditing(i)} onDelete={() => remove(i)} />
                ),
              },
            ]}
          />
        )}
      </QueryView>
      {editing && (
        <EntryEditor
          kind={kind}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Panel>
  );
}
