import { Headset, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLiveSupportStore } from '@/app/shell/live-support-store';
import { useShellStore } from '@/app/shell/shell-store';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useSupportConfig } from '../api/live-support-api';
import { ExternalSupport } from './external-support';
import { SupportConversation } from './support-conversation';
import { VisitorSupport } from './visitor-support';

/**
 * The live-support panel (issue 23 item 3; ADR 041), a lazy chunk loaded on first open. A
 * signed-in player talks to the support team here (answers arrive live); a visitor is asked to
 * sign in and pointed to the help centre; a deployment with LIVE_SUPPORT_SCRIPT_URL gets the
 * operator's third-party widget instead. With chat or gifts open it sits beside that panel.
 */
export default function LiveSupportWidget() {
  const { t } = useTranslation('shell');
  const close = useLiveSupportStore((s) => s.close);
  const isRightOpen = useShellStore((s) => s.rightPanel !== null);
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const { data: user } = useCurrentUser();
  const config = useSupportConfig();

  let body;
  if (config.isPending) body = <Skeleton className="m-4 h-24" />;
  else if (config.data?.mode === 'external')
    body = <ExternalSupport scriptUrl={config.data.scriptUrl} user={user} />;
  else if (!isLoggedIn) body = <VisitorSupport />;
  else body = <SupportConversation username={user?.username} />;

  return (
    <section
      data-testid="live-support-widget"
      role="dialog"
      aria-labelledby="live-support-title"
      className={cn(
        'fixed end-3 bottom-[72px] z-50 flex max-h-[calc(100dvh-144px)] w-[min(calc(100vw-24px),360px)] flex-col overflow-hidden rounded-[var(--radius-card)] border border-ink-600 bg-ink-800 shadow-2xl motion-safe:animate-page-in md:bottom-4 md:max-h-[min(560px,calc(100dvh-92px))]',
        isRightOpen && 'md:end-[228px]',
      )}
    >
      <header className="flex shrink-0 items-center gap-3 bg-gradient-to-r from-accent/30 to-ink-700 px-4 py-3">
        <span className="relative flex size-9 items-center justify-center rounded-full bg-accent/25">
          <Headset aria-hidden="true" className="size-5 text-white" />
          <span
            aria-hidden="true"
            className="absolute -end-0.5 -bottom-0.5 size-3 rounded-full border-2 border-ink-800 bg-emerald-400"
          />
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
      {body}
    </section>
  );
}
