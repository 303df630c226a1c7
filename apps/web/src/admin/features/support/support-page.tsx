import type { SupportConversationSummary } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatTime } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { EmptyState, ErrorState, LoadingRows } from '@/admin/components/states';
import { cn } from '@/lib/cn';
import { useSupportList, type SupportFilter } from './api';
import { SupportThread } from './support-thread';

const FILTERS: SupportFilter[] = ['open', 'closed', 'all'];

/**
 * /admin/support and /admin/support/:id (issue 23 item 3, ADR 041): the players' conversations,
 * waiting for an answer first, and the chosen one beside the list (on its own below lg).
 */
export function SupportPage() {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  const [filter, setFilter] = useState<SupportFilter>('open');
  const list = useSupportList(filter);

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <h1 className="text-xl font-bold">{t('support.title')}</h1>
      <div className="grid gap-4 lg:grid-cols-[minmax(280px,360px)_1fr]">
        <Panel
          title={t('support.conversations')}
          testId="console-support-list"
          className={cn(id && 'max-lg:hidden')}
          action={
            <div role="tablist" className="flex gap-1">
              {FILTERS.map((f) => (
                <button
                  key={f}
                  type="button"
                  role="tab"
                  aria-selected={filter === f}
                  data-testid={`console-support-filter-${f}`}
                  onClick={() => setFilter(f)}
                  className={cn(
                    'cursor-pointer rounded px-2 py-1 text-xs font-semibold text-fog hover:text-white',
                    filter === f && 'bg-ink-700 text-white',
                  )}
                >
                  {t(`support.filter.${f}`)}
                </button>
              ))}
            </div>
          }
        >
          {list.isPending ? (
            <LoadingRows rows={6} />
          ) : list.isError ? (
            <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
          ) : list.data.conversations.length === 0 ? (
            <EmptyState text={t('support.empty')} testId="console-support-empty" />
          ) : (
            <ul className="max-h-[70dvh] divide-y divide-ink-700/60 overflow-y-auto">
              {list.data.conversations.map((c) => (
                <ConversationRow key={c.playerId} conversation={c} isActive={c.playerId === id} />
              ))}
            </ul>
          )}
        </Panel>
        {id ? (
          <SupportThread key={id} id={id} />
        ) : (
          <Panel title={t('support.conversation')} className="max-lg:hidden">
            <EmptyState text={t('support.pick')} />
          </Panel>
        )}
      </div>
    </div>
  );
}

function ConversationRow({
  conversation: c,
  isActive,
}: {
  conversation: SupportConversationSummary;
  isActive: boolean;
}) {
  const { t } = useTranslation('admin');
  const isWaiting = c.status === 'open' && c.unanswered > 0;
  return (
    <li>
      <Link
        to={`/admin/support/${c.playerId}`}
        data-testid={`console-support-row-${c.username}`}
        className={cn('block px-4 py-3 hover:bg-ink-700/40', isActive && 'bg-ink-700/60')}
      >
        <div className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate text-sm font-semibold">{c.username}</span>
          {isWaiting && (
            <span
              data-testid="console-support-unanswered"
              className="rounded-full bg-accent px-2 text-xs leading-5 font-bold text-white"
              title={t('support.unanswered', { count: c.unanswered })}
            >
              {c.unanswered}
            </span>
          )}
          {c.status === 'closed' && (
            <span className="rounded bg-ink-600 px-1.5 text-[11px] text-fog">
              {t('support.status.closed')}
            </span>
          )}
        </div>
        <p className="mt-0.5 truncate text-xs text-fog">
          {c.lastAuthor === 'staff' && `${t('support.you')}: `}
          {c.lastMessage}
        </p>
        <p className="mt-0.5 text-[11px] text-fog/70">{formatTime(c.lastMessageAt)}</p>
      </Link>
    </li>
  );
}
