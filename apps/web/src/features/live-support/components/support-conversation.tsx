import { useQueryClient } from '@tanstack/react-query';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  type SupportConversationResponse,
  type SupportMessage,
  type SupportStatus,
} from '@tengu/shared';
import { RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveSupportStore } from '@/app/shell/live-support-store';
import { Skeleton } from '@/components/ui/skeleton';
import { useRealtimeStore } from '@/lib/realtime-store';
import {
  appendSupportMessage,
  markSupportRead,
  supportQueryKeys,
  useSupportConversation,
} from '../api/live-support-api';
import { SupportComposer } from './support-composer';
import { SupportBubble } from './support-bubble';

/**
 * The signed-in player's conversation: history, the team's answers arriving live on `/user`
 * (`support:message`, `support:status`), and the composer. Everything shown is read.
 */
export function SupportConversation({ username }: { username: string | undefined }) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const conversation = useSupportConversation(true);
  const client = useRealtimeStore((s) => s.client);
  const listRef = useRef<HTMLOListElement>(null);
  const messages = conversation.data?.messages;
  const unread = conversation.data?.unread ?? 0;

  useEffect(() => {
    const socket = client?.socket('/user');
    if (!socket) return;
    const key = supportQueryKeys.conversation;
    const onMessage = (message: SupportMessage) => {
      queryClient.setQueryData<SupportConversationResponse>(key, (old) =>
        appendSupportMessage(old, message),
      );
      if (message.author === 'staff') void markSupportRead().catch(() => undefined);
    };
    const onStatus = ({ status }: { status: SupportStatus }) =>
      queryClient.setQueryData<SupportConversationResponse>(key, (old) =>
        old ? { ...old, status } : old,
      );
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: key });
    socket.on('support:message', onMessage);
    socket.on('support:status', onStatus);
    socket.on('connect', onConnect);
    return () => {
      socket.off('support:message', onMessage);
      socket.off('support:status', onStatus);
      socket.off('connect', onConnect);
    };
  }, [client, queryClient]);

  // Opening the widget reads everything: the badge clears, the server remembers it.
  useEffect(() => {
    useLiveSupportStore.getState().setUnread(0);
    if (unread > 0) void markSupportRead().catch(() => undefined);
  }, [unread]);

  // The newest message stays in view.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages?.length]);

  if (conversation.isPending) {
    return (
      <div data-testid="live-support-loading" className="space-y-3 p-4">
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="ms-auto h-10 w-2/3" />
        <Skeleton className="h-16 w-3/4" />
      </div>
    );
  }
  if (conversation.isError) {
    return (
      <div data-testid="live-support-error" role="alert" className="space-y-3 p-4 text-sm">
        <p className="text-fog">{t('liveSupport.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void conversation.refetch()}
          className="inline-flex cursor-pointer items-center gap-2 rounded-[var(--radius-control)] bg-ink-700 px-3 py-2 font-semibold hover:bg-ink-600"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          {t('liveSupport.retry')}
        </button>
      </div>
    );
  }

  const isClosed = conversation.data.status === 'closed';
  return (
    <>
      <ol
        ref={listRef}
        data-testid="live-support-messages"
        aria-live="polite"
        className="min-h-48 flex-1 space-y-2 overflow-y-auto overscroll-contain px-3 py-3"
      >
        <li>
          <SupportBubble
            author="staff"
            name={t('liveSupport.teamName')}
            body={t('liveSupport.welcome', { name: username ?? '' })}
          />
        </li>
        {conversation.data.messages.map((message) => (
          <li key={message.id}>
            <SupportBubble
              author={message.author}
              name={message.author === 'staff' ? t('liveSupport.teamName') : null}
              body={message.body}
              at={message.createdAt}
              testId={`live-support-message-${message.author}`}
            />
          </li>
        ))}
        {conversation.data.messages.length === 0 && (
          <li data-testid="live-support-empty" className="px-1 pt-1 text-xs text-fog">
            {t('liveSupport.empty')}
          </li>
        )}
      </ol>
      {isClosed && (
        <p
          data-testid="live-support-closed"
          className="mx-3 mb-2 rounded-[var(--radius-control)] bg-ink-700 px-3 py-2 text-xs text-fog"
        >
          {t('liveSupport.closedNotice')}
        </p>
      )}
      <SupportComposer maxLength={SUPPORT_MESSAGE_MAX_LENGTH} />
    </>
  );
}
