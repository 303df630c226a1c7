import { SendHorizontal } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useSendSupportMessage } from '../api/live-support-api';

type Refusal = 'empty' | 'tooLong' | 'tooFast' | 'sendFailed';

function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return 'sendFailed';
  if (error.status === 429) return 'tooFast';
  if (error.status === 400 && /at most/.test(error.message)) return 'tooLong';
  if (error.status === 400) return 'empty';
  return 'sendFailed';
}

/** Enter sends, Shift+Enter adds a line; refusals show under the field in the player's words. */
export function SupportComposer({ maxLength }: { maxLength: number }) {
  const { t } = useTranslation('shell');
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const send = useSendSupportMessage();
  const remaining = maxLength - text.length;

  const submit = () => {
    if (send.isPending) return;
    if (text.trim() === '') return setRefusal('empty');
    if (remaining < 0) return setRefusal('tooLong');
    setRefusal(null);
    send.mutate(text, {
      onSuccess: () => setText(''),
      onError: (error) => setRefusal(refusalOf(error)),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="shrink-0 border-t border-ink-700 p-3">
      <div className="flex items-end gap-2 rounded-[var(--radius-control)] border border-ink-600 bg-ink-900 p-1.5 focus-within:border-accent">
        <textarea
          data-testid="live-support-input"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (refusal) setRefusal(null);
          }}
          onKeyDown={onKeyDown}
          maxLength={maxLength}
          rows={2}
          aria-label={t('liveSupport.inputLabel')}
          placeholder={t('liveSupport.placeholder')}
          className="block min-w-0 flex-1 resize-none bg-transparent px-1.5 py-1 text-sm outline-none placeholder:text-fog"
        />
        <button
          type="button"
          onClick={submit}
          disabled={send.isPending}
          aria-label={t('liveSupport.send')}
          data-testid="live-support-send"
          className="flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-md bg-accent text-white hover:bg-accent-hover disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </button>
      </div>
      <div className="mt-1 flex min-h-4 items-start justify-between gap-2 text-xs">
        <span data-testid="live-support-refusal" role="alert" className="text-amber-400">
          {refusal && t(`liveSupport.errors.${refusal}`, { max: maxLength })}
        </span>
        {remaining < 100 && (
          <span className="text-fog tabular-nums" data-testid="live-support-remaining">
            {remaining}
          </span>
        )}
      </div>
    </div>
  );
}
