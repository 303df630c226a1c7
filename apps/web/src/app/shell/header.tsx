import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { UserMenu } from '@/features/auth/components/user-menu';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { cn } from '@/lib/cn';
import { LocalizedLink } from '@/lib/localized-link';
import { Logo } from './logo';
import { useShellStore } from './shell-store';

/**
 * The fixed 60px top bar (spec document 2 section 2, Header). Logged out it shows the logo,
 * sign-in and register; logged in, the user menu (balance, deposit and the bell arrive with the
 * money issues). The chat toggle is offered to visitors too: they may read the chat.
 */
export function Header() {
  const { t } = useTranslation();
  const openAuth = useAuthModalStore((s) => s.open);
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const toggleRightPanel = useShellStore((s) => s.toggleRightPanel);
  const isChatOpen = useShellStore((s) => s.rightPanel === 'chat');

  return (
    <header
      data-testid="top-bar"
      className="fixed inset-x-0 top-0 z-40 flex h-[60px] items-center justify-between gap-3 bg-ink-800 px-3 shadow-[0_4px_12px_rgb(0_0_0/0.3)] md:px-5"
    >
      <LocalizedLink to="/" aria-label={t('nav.home')} data-testid="logo" className="rounded-md">
        <span className="xs:hidden">
          <Logo isCompact />
        </span>
        <span className="hidden xs:block">
          <Logo />
        </span>
      </LocalizedLink>

      <div className="flex items-center gap-2">
        {isLoggedIn ? (
          <UserMenu />
        ) : (
          <>
            <Button
              variant="ghost"
              size="md"
              className="px-3 xxs:px-4"
              data-testid="sign-in"
              onClick={() => openAuth('signIn')}
            >
              {t('auth.signIn')}
            </Button>
            <Button
              size="md"
              className="px-3 xxs:px-4"
              data-testid="register"
              onClick={() => openAuth('register')}
            >
              {t('auth.register')}
            </Button>
          </>
        )}
        <button
          type="button"
          data-testid="chat-toggle"
          aria-label={t('nav.chat')}
          aria-pressed={isChatOpen}
          onClick={() => toggleRightPanel('chat')}
          className={cn(
            'hidden size-10 cursor-pointer items-center justify-center rounded-[var(--radius-control)] transition-colors md:flex',
            isChatOpen ? 'bg-ink-600 text-white' : 'text-fog hover:bg-ink-700 hover:text-white',
          )}
        >
          <MessageSquare aria-hidden="true" className="size-5" />
        </button>
      </div>
    </header>
  );
}
