import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import { useProfileModalStore } from '@/features/profile/profile-modal-store';
import { loadNamespaces } from '@/lib/i18n';

// A username clicked in the pop-out opens the same User profile details modal as in the shell.
const ProfileModal = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/profile/components/profile-modal'),
    loadNamespaces('shell'),
  ]);
  return module;
});

/** `/chat`: the pop-out chat window, shown without the shell (spec document 1 section 2). */
export function ChatPopoutPage() {
  const { t } = useTranslation();
  const isProfileOpen = useProfileModalStore((s) => s.username !== null);
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
      {isProfileOpen && (
        <Suspense fallback={null}>
          <ProfileModal />
        </Suspense>
      )}
    </div>
  );
}
