import { ChartLine, MessageSquare, Search, Settings, Wallet } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { UserMenu } from '@/features/auth/components/user-menu';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { isProviderGameSlug } from '@/features/games/provider-games';
import { useGameSearchStore } from '@/features/game-search/game-search-store';
import { useLiveStatsStore } from '@/features/live-stats/live-stats-store';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { usePaymentsModalStore } from '@/features/payments/payments-modal-store';
import { RewardsMenu } from '@/features/rewards/components/rewards-menu';
import { useMiniAppStore } from '@/features/telegram/mini-app-store';
// Locked balances and the sign-up wheel (issue 17).
import { DepositBonusInfoItem } from '@/features/locked-balances/components/deposit-bonus-info-item';
import { LockedModalsHost } from '@/features/locked-balances/components/locked-modals-host';
import { openLockedBalance } from '@/features/locked-balances/locked-modal-store';
import { SignupWheelHost } from '@/features/signup-wheel/components/signup-wheel-host';
import { SpinToWinButton } from '@/features/signup-wheel/components/spin-to-win-button';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { WalletModalsHost } from '@/features/wallet/components/wallet-modals-host';
import { isInPlayPath } from '@/features/wallet/in-play';
import { useProviderGameStore } from '@/features/provider-games/provider-game-store';
import { useWalletModalStore } from '@/features/wallet/wallet-modal-store';
import { cn } from '@/lib/cn';
import { LocalizedLink } from '@/lib/localized-link';
import { splitLanguagePrefix } from '@/lib/localized-path';
import { Logo } from './logo';
import { useShellStore } from './shell-store';

const iconButton = (isActive = false) =>
  cn(
    'flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-[var(--radius-control)] transition-colors',
    isActive ? 'bg-ink-600 text-white' : 'text-fog hover:bg-ink-700 hover:text-white',
  );

/**
 * The fixed 60px top bar (spec document 1 section 2, Header). Logged out it shows the logo,
 * sign-in and register; logged in, the balance with its locked-balances dropdown and the user
 * menu with the notification bell, the rewards gift dropdown, the deposit, search and Live Stats
 * buttons. The chat toggle
 * is offered to visitors too: they may read the chat.
 */
export function Header() {
  const { t } = useTranslation();
  const openAuth = useAuthModalStore((s) => s.open);
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const toggleRightPanel = useShellStore((s) => s.toggleRightPanel);
  const isChatOpen = useShellStore((s) => s.rightPanel === 'chat');
  const { pathname } = useLocation();
  // Issue 20: a provider game's page flags itself while it is open.
  const isProviderGameOpen = useProviderGameStore((s) => s.isOpen);
  const isInPlay =
    isProviderGameOpen || isInPlayPath(splitLanguagePrefix(pathname).rest, isProviderGameSlug);
  const { data: user } = useCurrentUser();
  const openWalletModal = useWalletModalStore((s) => s.open);
  const closeWalletModal = useWalletModalStore((s) => s.close);
  useEffect(() => {
    if (!isLoggedIn) closeWalletModal();
  }, [isLoggedIn, closeWalletModal]);
  const openDeposit = usePaymentsModalStore((s) => s.openDeposit);
  const openWithdraw = usePaymentsModalStore((s) => s.openWithdraw);
  const openSearch = useGameSearchStore((s) => s.setOpen);
  const isLiveStatsOpen = useLiveStatsStore((s) => s.isOpen);
  const toggleLiveStats = useLiveStatsStore((s) => s.toggleOpen);
  const isMiniApp = useMiniAppStore((s) => s.isMiniApp);
  // Logged in, the short logo stands in while the left sidebar is collapsed (spec document 1).
  const isShortLogo = useShellStore((s) => s.isLeftCollapsed) && isLoggedIn;

  return (
    <header
      data-testid="top-bar"
      className="fixed inset-x-0 top-0 z-40 flex h-[60px] items-center justify-between gap-3 bg-ink-800 px-3 shadow-[0_4px_12px_rgb(0_0_0/0.3)] md:px-5"
    >
      <LocalizedLink to="/" aria-label={t('nav.home')} data-testid="logo" className="rounded-md">
        <span className={isShortLogo ? undefined : 'xs:hidden'}>
          <Logo isCompact />
        </span>
        <span className={cn('hidden', !isShortLogo && 'xs:block')} data-testid="logo-full">
          <Logo />
        </span>
      </LocalizedLink>

      {/* Tighter on phones, so that the rewards gift dropdown fits beside the balance (issue 14). */}
      <div className="flex items-center gap-1.5 xs:gap-2">
        {isMiniApp && (
          <LocalizedLink
            to="/settings"
            data-testid="mini-app-settings"
            aria-label={t('nav.settings')}
            className={iconButton()}
          >
            <Settings aria-hidden="true" className="size-5" />
          </LocalizedLink>
        )}
        {isLoggedIn ? (
          <>
            <Button
              size="md"
              data-testid="header-deposit"
              className="px-3"
              aria-label={t('nav.deposit')}
              onClick={() => openDeposit()}
            >
              <Wallet aria-hidden="true" className="size-4 lg:hidden" />
              <span className="hidden lg:inline">{t('nav.deposit')}</span>
            </Button>
            <HeaderBalance
              isInPlay={isInPlay}
              onLockedBalanceClick={openLockedBalance}
              lockedFooter={<DepositBonusInfoItem />}
            />
            <LockedModalsHost />
            <button
              type="button"
              data-testid="header-search"
              aria-label={t('nav.searchGames')}
              title={t('nav.searchGames')}
              onClick={() => openSearch(true)}
              className={cn(iconButton(), 'hidden md:flex')}
            >
              <Search aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              data-testid="live-stats-toggle"
              aria-label={t('nav.liveStats')}
              title={t('nav.liveStats')}
              aria-pressed={isLiveStatsOpen}
              onClick={toggleLiveStats}
              className={cn(iconButton(isLiveStatsOpen), 'hidden md:flex')}
            >
              <ChartLine aria-hidden="true" className="size-5" />
            </button>
            <NotificationBell />
            <RewardsMenu onOpenGifts={() => toggleRightPanel('gifts')} />
            <UserMenu
              onOpenVault={() => openWalletModal('vault')}
              onOpenWithdraw={() => openWithdraw()}
              onOpenTip={() => openWalletModal('tip')}
              onOpenLiveStats={toggleLiveStats}
              onOpenGifts={() => toggleRightPanel('gifts')}
            />
            {user && (
              <WalletModalsHost
                player={{
                  id: user.id,
                  username: user.username,
                  twoFactorEnabled: user.twoFactorEnabled,
                }}
              />
            )}
          </>
        ) : (
          <>
            <SpinToWinButton />
            <SignupWheelHost />
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
          className={cn(iconButton(isChatOpen), 'hidden md:flex')}
        >
          <MessageSquare aria-hidden="true" className="size-5" />
        </button>
      </div>
    </header>
  );
}
