import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from '@/features/chat/components/chat-panel';

/** `/chat`: the pop-out chat window, shown without the shell (spec document 1 section 2). */
export function ChatPopoutPage() {
  const { t } = useTranslation();
  return (
    <div className="flex h-dvh flex-col bg-ink-800" data-testid="chat-popout-page">
      <h1 className="flex h-14 shrink-0 items-center border-b border-ink-700 px-4 font-bold">
        {t('nav.chat')}
      </h1>
      <div className="min-h-0 flex-1">
        <Suspense fallback={null}>
          <ChatPanel isPopout />
        </Suspense>
      </div>
    </div>
  );
}
