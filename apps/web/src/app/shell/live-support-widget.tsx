import { BookOpen, Headset, MessageSquare, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { LocalizedLink } from '@/lib/localized-link';
import { useLiveSupportStore } from './live-support-store';
import { useShellStore } from './shell-store';

/**
 * The live-support panel, loaded on first open. It greets the player by name and leads to the
 * help centre and the community chat; the support desk's own chat service plugs in here.
 */
export default function LiveSupportWidget() {
  const { t } = useTranslation('shell');
  const close = useLiveSupportStore((s) => s.close);
  const openChat = useShellStore((s) => s.toggleRightPanel);
  const isChatOpen = useShellStore((s) => s.rightPanel === 'chat');
  const { data: user } = useCurrentUser();

  return (
    <section
      data-testid="live-support-widget"
      role="dialog"
      aria-labelledby="live-support-title"
      className="fixed end-3 bottom-[72px] z-50 w-[min(calc(100vw-24px),340px)] overflow-hidden rounded-[var(--radius-card)] border border-ink-600 bg-ink-800 shadow-2xl motion-safe:animate-page-in md:bottom-4"
    >
      <header className="flex items-center gap-3 bg-gradient-to-r from-accent/30 to-ink-700 px-4 py-3">
        <span className="flex size-9 items-center justify-center rounded-full bg-accent/25">
          <Headset aria-hidden="true" className="size-5 text-white" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="live-support-title" className="font-bold">
            {t('liveSupport.title')}
          </h2>
          <p className="truncate text-xs text-fog">
            {user
              ? t('liveSupport.greeting', { name: user.username })
              : t('liveSupport.greetingVisitor')}
          </p>
        </div>
        <button
          type="button"
          data-testid="live-support-close"
          aria-label={t('liveSupport.close')}
          onClick={close}
          className="flex size-8 cursor-pointer items-center justify-center rounded-[var(--radius-control)] text-fog hover:bg-ink-600 hover:text-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </header>
      <div className="space-y-2 p-4 text-sm">
        <p className="leading-relaxed text-fog">{t('liveSupport.intro')}</p>
        <LocalizedLink
          to="/support"
          onClick={close}
          className="flex items-center gap-3 rounded-[var(--radius-control)] bg-ink-700 px-3 py-2.5 font-semibold hover:bg-ink-600"
        >
          <BookOpen aria-hidden="true" className="size-4 text-accent" />
          {t('liveSupport.helpCentre')}
        </LocalizedLink>
        <button
          type="button"
          onClick={() => {
            if (!isChatOpen) openChat('chat');
            close();
          }}
          className="flex w-full cursor-pointer items-center gap-3 rounded-[var(--radius-control)] bg-ink-700 px-3 py-2.5 text-start font-semibold hover:bg-ink-600"
        >
          <MessageSquare aria-hidden="true" className="size-4 text-accent" />
          {t('liveSupport.communityChat')}
        </button>
      </div>
    </section>
  );
}
