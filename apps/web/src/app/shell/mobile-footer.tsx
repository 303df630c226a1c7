import { Menu, MessageSquare, Sparkles, Spade, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { homeTabOf, homeTabPath } from '@/features/home/home-tabs';
import { usePaymentsModalStore } from '@/features/payments/payments-modal-store';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/localized-link';
import { useShellStore } from './shell-store';

function Tab({
  icon: Icon,
  label,
  isActive,
  onClick,
  testId,
}: {
  icon: LucideIcon;
  label: ReactNode;
  isActive: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      aria-pressed={isActive}
      onClick={onClick}
      className={cn(
        'flex min-w-0 flex-1 cursor-pointer flex-col items-center justify-center gap-1 text-[10px] font-semibold transition-colors xs:text-[11px]',
        isActive ? 'text-white' : 'text-fog hover:text-white',
      )}
    >
      <Icon aria-hidden="true" className={cn('size-5', isActive && 'text-accent')} />
      <span className="line-clamp-2 max-w-full px-0.5 text-center leading-tight">{label}</span>
    </button>
  );
}

/**
 * Phone navigation, 60px high, below 768px (spec document 1 section 2, Mobile footer): Browse,
 * Casino and Sports (home tab 2), Slots (home tab 1), Chat and Deposit.
 */
export function MobileFooter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { localize, restPath } = useLocalizedPath();
  const { search } = useLocation();
  const isHome = restPath === '/' || restPath === '/casino/home';
  const homeTab = homeTabOf(search);
  const openDeposit = usePaymentsModalStore((s) => s.openDeposit);
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const openAuth = useAuthModalStore((s) => s.open);
  const isMobileNavOpen = useShellStore((s) => s.isMobileNavOpen);
  const toggleMobileNav = useShellStore((s) => s.toggleMobileNav);
  const closeMobileNav = useShellStore((s) => s.closeMobileNav);
  const isChatOpen = useShellStore((s) => s.rightPanel === 'chat');
  const toggleRightPanel = useShellStore((s) => s.toggleRightPanel);
  const closeRightPanel = useShellStore((s) => s.closeRightPanel);

  const go = (to: string) => {
    closeMobileNav();
    closeRightPanel();
    void navigate(localize(to));
  };
  const isPanelOpen = isMobileNavOpen || isChatOpen;

  return (
    <nav
      data-testid="mobile-footer"
      aria-label={t('nav.mobileNavigation')}
      className="fixed inset-x-0 bottom-0 z-40 flex h-[60px] border-t border-ink-700 bg-ink-800 pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <Tab
        icon={Menu}
        label={t('nav.browse')}
        isActive={isMobileNavOpen}
        onClick={toggleMobileNav}
        testId="footer-browse"
      />
      <Tab
        icon={Spade}
        label={t('nav.casinoAndSports')}
        isActive={!isPanelOpen && isHome && homeTab === 'casino'}
        onClick={() => go(homeTabPath('casino'))}
        testId="footer-casino"
      />
      <Tab
        icon={Sparkles}
        label={t('nav.slots')}
        isActive={!isPanelOpen && isHome && homeTab === 'slots'}
        onClick={() => go(homeTabPath('slots'))}
        testId="footer-slots"
      />
      <Tab
        icon={MessageSquare}
        label={t('nav.chat')}
        isActive={isChatOpen}
        onClick={() => toggleRightPanel('chat')}
        testId="footer-chat"
      />
      <Tab
        icon={Wallet}
        label={t('nav.deposit')}
        isActive={false}
        // Visitors get the sign-up modal; players get the deposit flow (spec document 1 section 2).
        onClick={() => (isLoggedIn ? openDeposit() : openAuth('register', { isGateReason: true }))}
        testId="footer-deposit"
      />
    </nav>
  );
}
