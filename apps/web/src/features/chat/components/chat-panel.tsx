import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { loadNamespaces } from '@/lib/i18n';
import { useChatStore } from '../chat-store';

/** The chat's code and strings load with the panel (docs/decisions/010: lazy namespaces). */
const ChatRoom = lazy(async () => {
  const [module] = await Promise.all([import('./chat-room'), loadNamespaces('chat')]);
  return module;
});

function PanelFallback() {
  return (
    <div className="space-y-3 p-3" aria-hidden="true">
      {Array.from({ length: 20 }, (_, i) => (
        <div key={i} className="flex gap-2">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <Skeleton className="h-2.5 flex-1" />
        </div>
      ))}
    </div>
  );
}

/** 'chat is hidden' with Show chat while the chat lives in its pop-out window. */
function ChatHidden() {
  const { t } = useTranslation('chat');
  const showChat = useChatStore((s) => s.showChat);
  return (
    <div className="flex flex-col items-center gap-3 p-6 text-center" data-testid="chat-hidden">
      <p className="text-sm text-fog">{t('hidden')}</p>
      <Button size="sm" onClick={showChat} data-testid="chat-show">
        {t('show')}
      </Button>
    </div>
  );
}

/** The Chat sidebar's body (spec document 1 section 2). */
export function ChatPanel({ isPopout = false }: { isPopout?: boolean }) {
  const isPoppedOut = useChatStore((s) => s.isPoppedOut);
  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="chat-panel">
      <Suspense fallback={<PanelFallback />}>
        {isPoppedOut && !isPopout ? <ChatHidden /> : <ChatRoom />}
      </Suspense>
    </div>
  );
}
