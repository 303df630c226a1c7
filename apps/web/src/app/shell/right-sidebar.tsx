import { X } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import { ChatPopoutButton } from '@/features/chat/components/chat-popout-button';
import { GiftsPanel } from '@/features/rewards/components/gifts-panel';
import { useShellStore } from './shell-store';

/** Chat or Gifts, 216px wide (full width on phones); closed until the player opens it. */
export function RightSidebar() {
  const { t } = useTranslation();
  const panel = useShellStore((s) => s.rightPanel);
  const close = useShellStore((s) => s.closeRightPanel);
  if (panel === null) return null;

  return (
    <aside
      data-testid="right-sidebar"
      data-panel={panel}
      data-keep-clear="control"
      aria-label={t(panel === 'chat' ? 'nav.chat' : 'nav.gifts')}
      className="fixed end-0 top-[60px] bottom-[60px] z-30 flex w-full flex-col border-s border-ink-700 bg-ink-800 motion-safe:animate-page-in md:bottom-0 md:w-[216px]"
    >
      <div className="flex h-14 shrink-0 items-center justify-between border-b border-ink-700 ps-4 pe-2">
        <h2 className="font-bold">{t(panel === 'chat' ? 'nav.chat' : 'nav.gifts')}</h2>
        <div className="flex items-center">
          {panel === 'chat' && (
            <Suspense fallback={null}>
              <ChatPopoutButton />
            </Suspense>
          )}
          <button
            type="button"
            data-testid="right-sidebar-close"
            aria-label={t('panel.close')}
            onClick={close}
            className="flex size-9 cursor-pointer items-center justify-center rounded-[var(--radius-control)] text-fog transition-colors hover:bg-ink-700 hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      {panel === 'chat' ? (
        <div className="min-h-0 flex-1">
          <ChatPanel />
        </div>
      ) : (
        <div className="flex-1 overflow-y-auto p-4">
          <GiftsPanel />
        </div>
      )}
    </aside>
  );
}
