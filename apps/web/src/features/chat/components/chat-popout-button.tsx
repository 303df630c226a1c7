import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@/lib/localized-link';
import { useChatStore } from '../chat-store';

/** Pop-out (desktop only; under Suspense: the chat namespace loads with the panel): the chat in a 370×720 window at /chat. */
export function ChatPopoutButton() {
  const { t } = useTranslation('chat');
  const popOut = useChatStore((s) => s.popOut);
  const isPoppedOut = useChatStore((s) => s.isPoppedOut);
  const { localize } = useLocalizedPath();
  if (isPoppedOut) return null;
  return (
    <button
      type="button"
      data-testid="chat-popout"
      aria-label={t('popOut')}
      title={t('popOut')}
      onClick={() => popOut(localize('/chat'))}
      className="hidden size-9 cursor-pointer items-center justify-center rounded-[var(--radius-control)] text-fog transition-colors hover:bg-ink-700 hover:text-white lg:flex"
    >
      <ExternalLink aria-hidden="true" className="size-4" />
    </button>
  );
}
