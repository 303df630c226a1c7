import { CHAT_MAX_LENGTH, type ChatRoom } from '@tengu/shared';
import { CloudRain, SendHorizontal } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useSendMessage } from '../api/chat-api';
import { localRefusal, refusalOf, type RefusalKey } from '../chat-texts';

export function useRefusalToast() {
  const { t } = useTranslation('chat');
  return (key: RefusalKey) =>
    toast.error(t(`errors.${key}.title`), { description: t(`errors.${key}.body`) });
}

/** The input: remaining characters, Enter sends, Shift+Enter adds a line. */
export function ChatInput({ room, onRain }: { room: ChatRoom; onRain: () => void }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const send = useSendMessage(room);
  const refuse = useRefusalToast();
  const remaining = CHAT_MAX_LENGTH - [...text].length;

  const submit = () => {
    if (send.isPending) return;
    const local = localRefusal(text);
    if (local) return refuse(local);
    send.mutate(text, {
      onSuccess: () => setText(''),
      onError: (error) => refuse(refusalOf(error instanceof ApiError ? error.message : undefined)),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="border-t border-ink-700 p-3">
      <div className="rounded-[var(--radius-control)] border border-ink-600 bg-ink-900 focus-within:border-accent">
        <textarea
          data-testid="chat-input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_MAX_LENGTH}
          rows={2}
          aria-label={t('inputLabel')}
          placeholder={t('placeholder')}
          className="block w-full resize-none bg-transparent px-3 pt-2 text-sm outline-none placeholder:text-fog"
        />
        <div className="flex items-center justify-between gap-2 px-2 pb-1.5">
          <button
            type="button"
            onClick={onRain}
            data-testid="chat-rain-button"
            className="flex cursor-pointer items-center gap-1 rounded px-1.5 py-1 text-xs text-sky-300 hover:bg-ink-700"
          >
            <CloudRain aria-hidden="true" className="size-4" />
            {t('rain.button')}
          </button>
          <div className="flex items-center gap-2">
            <span
              data-testid="chat-remaining"
              className={
                remaining < 20
                  ? 'text-xs text-amber-400 tabular-nums'
                  : 'text-xs text-fog tabular-nums'
              }
            >
              {remaining}
            </span>
            <button
              type="button"
              onClick={submit}
              disabled={send.isPending}
              aria-label={t('send')}
              data-testid="chat-send"
              className="flex size-8 cursor-pointer items-center justify-center rounded-md bg-accent text-ink-900 hover:brightness-110 disabled:opacity-50"
            >
              <SendHorizontal aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
