import type { AdminBanner } from '@tengu/shared';
import { Home, MessageSquare, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DataTable, formatTime } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { EmptyState, ErrorState, LoadingRows } from '@/admin/components/states';
import { useAdminBanners, useContentChange } from './api';
import { BannerEditor } from './banner-editor';

const STATE_TONE: Record<AdminBanner['state'], string> = {
  live: 'bg-emerald-500/15 text-emerald-300',
  scheduled: 'bg-sky-500/15 text-sky-300',
  ended: 'bg-ink-600 text-fog',
};

/** The banners on the home page and in chat: list, add, edit, take down. */
export function BannersPanel() {
  const { t } = useTranslation('admin');
  const banners = useAdminBanners();
  const change = useContentChange();
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const remove = (banner: AdminBanner) => {
    if (!window.confirm(t('banners.confirmRemove'))) return;
    change.mutate(
      { kind: 'banner.remove', id: banner.id },
      {
        onSuccess: () => toast.success(t('common.saved')),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <Panel
      title={t('banners.title')}
      testId="console-banners"
      action={
        <Button size="sm" data-testid="console-banner-add" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('banners.add')}
        </Button>
      }
    >
      {banners.isPending ? (
        <LoadingRows rows={4} />
      ) : banners.isError ? (
        <ErrorState message={banners.error.message} onRetry={() => void banners.refetch()} />
      ) : banners.data.banners.length === 0 ? (
        <EmptyState text={t('banners.empty')} />
      ) : (
        <DataTable<AdminBanner>
          testId="console-banners-table"
          rows={banners.data.banners}
          rowKey={(b) => String(b.id)}
          columns={[
            { key: 'position', header: '#', cell: (b) => b.position, className: 'w-10' },
            {
              key: 'text',
              header: t('banners.text'),
              cell: (b) => (
                <div className="max-w-md">
                  <p className="break-words text-white">{b.texts.en}</p>
                  <p className="text-xs text-fog">
                    {Object.keys(b.texts)
                      .map((l) => l.toUpperCase())
                      .join(' · ')}
                    {b.link ? ` · ${b.link}` : ''}
                  </p>
                </div>
              ),
            },
            {
              key: 'where',
              header: t('banners.where'),
              cell: (b) => (
                <span className="flex gap-1.5 text-fog">
                  {b.onHome && <Home aria-label={t('banners.onHome')} className="size-4" />}
                  {b.inChat && (
                    <MessageSquare aria-label={t('banners.inChat')} className="size-4" />
                  )}
                </span>
              ),
            },
            {
              key: 'window',
              header: t('banners.window'),
              cell: (b) => (
                <span className="text-xs whitespace-nowrap text-fog">
                  {b.startsAt ? formatTime(b.startsAt) : '…'} →{' '}
                  {b.endsAt ? formatTime(b.endsAt) : '…'}
                </span>
              ),
            },
            {
              key: 'state',
              header: t('banners.state'),
              cell: (b) => (
                <span
                  className={cn('rounded px-1.5 py-0.5 text-xs font-semibold', STATE_TONE[b.state])}
                >
                  {t(`banners.states.${b.state}`)}
                </span>
              ),
            },
            {
              key: 'actions',
              header: '',
              className: 'text-end',
              cell: (b) => (
                <span className="flex justify-end gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('content.edit')}
                    onClick={() => setEditing(b)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('banners.remove')}
                    data-testid="console-banner-remove"
                    onClick={() => remove(b)}
                  >
                    <Trash2 aria-hidden="true" className="size-4 text-red-300" />
                  </Button>
                </span>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <BannerEditor
          banner={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Panel>
  );
}
