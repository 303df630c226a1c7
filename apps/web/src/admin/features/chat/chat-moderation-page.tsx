import { CHAT_ROOMS, type ChatRoom, type ModeratedMessage } from '@tengu/shared';
import { Mic, MicOff, Radio, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatTime, Pager } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { EmptyState, ErrorState, LoadingRows } from '@/admin/components/states';
import { LOG_PAGE_SIZE, useLiveMessages, useModerationLog } from './api';
import { ModerationDialog, type ModerationIntent } from './moderation-dialog';

/** /admin/chat: the live room view (delete, mute with a duration) and the moderation log. */
export function ChatModerationPage() {
  const { t } = useTranslation('admin');
  const [room, setRoom] = useState<ChatRoom | 'all'>('all');
  const [intent, setIntent] = useState<ModerationIntent | null>(null);
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <h1 className="text-xl font-bold">{t('chat.title')}</h1>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel
          title={t('chat.live')}
          testId="console-chat-live"
          action={
            <div className="flex items-center gap-2">
              <span className="flex items-center gap-1 text-xs text-emerald-400">
                <Radio aria-hidden="true" className="size-3.5 motion-safe:animate-pulse" />
                {t('chat.liveHint')}
              </span>
              <label htmlFor="console-chat-room" className="sr-only">
                {t('chat.room')}
              </label>
              <select
                id="console-chat-room"
                data-testid="console-chat-room"
                value={room}
                onChange={(e) => setRoom(e.target.value as ChatRoom | 'all')}
                className="h-8 rounded-[var(--radius-control)] border border-ink-600 bg-ink-900 px-2 text-xs text-white"
              >
                <option value="all">{t('chat.allRooms')}</option>
                {CHAT_ROOMS.map((r) => (
                  <option key={r} value={r}>
                    {r.toUpperCase()}
                  </option>
                ))}
              </select>
            </div>
          }
        >
          <LiveMessages room={room} onIntent={setIntent} />
        </Panel>
        <ModerationLog />
      </div>
      <ModerationDialog intent={intent} onClose={() => setIntent(null)} />
    </div>
  );
}

function LiveMessages({
  room,
  onIntent,
}: {
  room: ChatRoom | 'all';
  onIntent: (intent: ModerationIntent) => void;
}) {
  const { t } = useTranslation('admin');
  const live = useLiveMessages(room);
  if (live.isPending) return <LoadingRows rows={10} />;
  if (live.isError)
    return <ErrorState message={live.error.message} onRetry={() => void live.refetch()} />;
  if (live.data.messages.length === 0) return <EmptyState text={t('chat.empty')} />;
  return (
    <ul
      className="max-h-[70dvh] divide-y divide-ink-700/60 overflow-y-auto"
      data-testid="console-chat-messages"
    >
      {live.data.messages.map((m) => (
        <MessageRow key={m.id} message={m} onIntent={onIntent} />
      ))}
    </ul>
  );
}

function MessageRow({
  message,
  onIntent,
}: {
  message: ModeratedMessage;
  onIntent: (intent: ModerationIntent) => void;
}) {
  const { t } = useTranslation('admin');
  const isDeleted = message.deletedAt !== null;
  return (
    <li
      data-testid="console-chat-message"
      data-username={message.username}
      className={cn('flex items-start gap-3 px-4 py-2.5', isDeleted && 'opacity-60')}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-fog">
          <span className="rounded bg-ink-700 px-1.5 py-0.5 font-mono text-[10px] text-white uppercase">
            {message.room}
          </span>
          <Link
            to={`/admin/players/${message.userId}`}
            className="font-semibold text-white hover:text-accent"
          >
            {message.username}
          </Link>
          <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
          {message.mutedUntil && (
            <span
              className="rounded bg-amber-500/15 px-1.5 py-0.5 text-amber-300"
              data-testid="console-chat-muted"
            >
              {t('chat.mutedUntil', { time: formatTime(message.mutedUntil) })}
            </span>
          )}
          {isDeleted && (
            <span className="rounded bg-red-500/15 px-1.5 py-0.5 text-red-300">
              {t('chat.deleted')}
            </span>
          )}
        </div>
        <p className={cn('mt-0.5 text-sm break-words', isDeleted && 'line-through')}>
          {message.messageType === 'bet_share' ? t('chat.betShare') : message.message}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        {message.mutedUntil ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('chat.unmute')}
            title={t('chat.unmute')}
            data-testid="console-chat-unmute"
            onClick={() => onIntent({ kind: 'unmute', message })}
          >
            <Mic aria-hidden="true" className="size-4 text-amber-300" />
          </Button>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('chat.mute')}
            title={t('chat.mute')}
            data-testid="console-chat-mute"
            onClick={() => onIntent({ kind: 'mute', message })}
          >
            <MicOff aria-hidden="true" className="size-4" />
          </Button>
        )}
        {!isDeleted && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('chat.delete')}
            title={t('chat.delete')}
            data-testid="console-chat-delete"
            onClick={() => onIntent({ kind: 'delete', message })}
          >
            <Trash2 aria-hidden="true" className="size-4 text-red-300" />
          </Button>
        )}
      </div>
    </li>
  );
}

function ModerationLog() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const log = useModerationLog(page);
  return (
    <Panel title={t('chat.log')} testId="console-chat-log">
      {log.isPending ? (
        <LoadingRows rows={6} />
      ) : log.isError ? (
        <ErrorState message={log.error.message} onRetry={() => void log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <EmptyState text={t('chat.logEmpty')} />
      ) : (
        <>
          <ul data-testid="console-chat-log-table" className="divide-y divide-ink-700/60">
            {log.data.items.map((r) => (
              <li key={r.id} className="px-4 py-2 text-sm">
                <div className="flex flex-wrap items-center gap-x-2 text-xs text-fog">
                  <span className="rounded bg-ink-700 px-1.5 py-0.5 font-mono text-white">
                    {r.action}
                  </span>
                  <time dateTime={r.createdAt}>{formatTime(r.createdAt)}</time>
                </div>
                <p className="mt-0.5 break-words">
                  <span className="text-fog">{r.actor}</span>
                  {r.targetUsername && (
                    <>
                      <span className="text-fog"> → </span>
                      <span className="font-semibold">{r.targetUsername}</span>
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={LOG_PAGE_SIZE} total={log.data.total} onPage={setPage} />
        </>
      )}
    </Panel>
  );
}
