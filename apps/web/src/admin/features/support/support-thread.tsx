import { SUPPORT_MESSAGE_MAX_LENGTH } from '@tengu/shared';
import { ArrowLeft, Lock, SendHorizontal, Unlock } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { formatTime } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { ErrorState, LoadingRows } from '@/admin/components/states';
import { cn } from '@/lib/cn';
import { useSupportAction, useSupportConversation } from './api';

/** One conversation: its history (re-read every few seconds), the answer box, close/reopen. */
export function SupportThread({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const conversation = useSupportConversation(id);
  const { reply, setStatus } = useSupportAction(id);
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const count = conversation.data?.messages.length ?? 0;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  if (conversation.isPending) {
    return (
      <Panel title={t('support.conversation')}>
        <LoadingRows rows={6} />
      </Panel>
    );
  }
  if (conversation.isError) {
    return (
      <Panel title={t('support.conversation')}>
        <ErrorState
          message={conversation.error.message}
          onRetry={() => void conversation.refetch()}
        />
      </Panel>
    );
  }

  const { conversation: summary, messages } = conversation.data;
  const isClosed = summary.status === 'closed';
  const send = () => {
    if (reply.isPending) return;
    if (text.trim() === '') return setRefusal(t('support.errors.empty'));
    setRefusal(null);
    reply.mutate(text, {
      onSuccess: () => setText(''),
      onError: (error) => setRefusal(error.message),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const toggleStatus = () =>
    setStatus.mutate(isClosed ? 'reopen' : 'close', {
      onSuccess: () => toast.success(t(isClosed ? 'support.reopened' : 'support.closed')),
      onError: (error) => toast.error(error.message),
    });

  return (
    <Panel
      testId="console-support-thread"
      title={summary.username}
      action={
        <div className="flex items-center gap-2">
          <Link to="/admin/support" className="text-xs text-fog hover:text-white lg:hidden">
            <ArrowLeft aria-hidden="true" className="inline size-3 rtl:rotate-180" />{' '}
            {t('support.back')}
          </Link>
          <span
            data-testid="console-support-status"
            className={cn(
              'rounded px-1.5 text-[11px] font-semibold',
              isClosed ? 'bg-ink-600 text-fog' : 'bg-emerald-500/20 text-emerald-300',
            )}
          >
            {t(`support.status.${summary.status}`)}
          </span>
          <Button
            size="sm"
            variant="secondary"
            data-testid={isClosed ? 'console-support-reopen' : 'console-support-close'}
            disabled={setStatus.isPending}
            onClick={toggleStatus}
          >
            {isClosed ? (
              <Unlock aria-hidden="true" className="size-3.5" />
            ) : (
              <Lock aria-hidden="true" className="size-3.5" />
            )}
            {t(isClosed ? 'support.reopen' : 'support.close')}
          </Button>
        </div>
      }
    >
      <p className="border-b border-ink-700 px-4 py-2 text-xs text-fog">
        <Link to={`/admin/players/${summary.playerId}`} className="hover:text-accent">
          {t('support.openPlayer')}
        </Link>
        {summary.email && <> · {summary.email}</>}
      </p>
      <ol
        ref={listRef}
        data-testid="console-support-messages"
        className="max-h-[55dvh] min-h-64 space-y-2 overflow-y-auto px-4 py-3"
      >
        {messages.map((m) => {
          const isStaff = m.author === 'staff';
          return (
            <li
              key={m.id}
              data-testid={`console-support-message-${m.author}`}
              className={cn('flex max-w-[80%] flex-col gap-0.5', isStaff && 'ms-auto items-end')}
            >
              <span className="px-1 text-[11px] text-fog">
                {isStaff ? (m.staffName ?? t('support.staff')) : summary.username} ·{' '}
                {formatTime(m.createdAt)}
              </span>
              <p
                className={cn(
                  'rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
                  isStaff ? 'bg-accent/80 text-white' : 'bg-ink-700',
                )}
              >
                {m.body}
              </p>
            </li>
          );
        })}
      </ol>
      <div className="border-t border-ink-700 p-3">
        {isClosed && <p className="mb-2 text-xs text-fog">{t('support.replyReopens')}</p>}
        <div className="flex items-end gap-2">
          <textarea
            data-testid="console-support-reply"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
            rows={3}
            aria-label={t('support.replyLabel')}
            placeholder={t('support.replyPlaceholder')}
            className="block min-w-0 flex-1 resize-y rounded-[var(--radius-control)] border border-ink-600 bg-ink-900 px-3 py-2 text-sm outline-none focus:border-accent"
          />
          <Button
            data-testid="console-support-send"
            disabled={reply.isPending}
            onClick={send}
            aria-label={t('support.send')}
          >
            <SendHorizontal aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            <span className="max-sm:hidden">{t('support.send')}</span>
          </Button>
        </div>
        <p role="alert" className="mt-1 min-h-4 text-xs text-amber-400">
          {refusal}
        </p>
      </div>
    </Panel>
  );
}
