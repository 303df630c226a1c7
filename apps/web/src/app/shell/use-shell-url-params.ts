import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { useAuthStore } from '@/features/auth/store';
import { openLootboxModal } from '@/features/lootbox/lootbox-modal-store';
import { usePaymentsModalStore } from '@/features/payments/payments-modal-store';
import { i18n } from '@/lib/i18n';
import { localizePath, splitLanguagePrefix } from '@/lib/localized-path';

/** Query parameters the shell consumes and then removes (spec document 1 section 2). */
const CONSUMED = [
  'deposit',
  'openModal',
  'telegram',
  'accessToken',
  'refreshToken',
  'lootbox',
] as const;

/**
 * - `deposit={currency}` opens the deposit modal on that currency, then is removed;
 * - `openModal` opens the deposit modal once (removed, so a reload does not open it again);
 * - `telegram` with `accessToken` and `refreshToken` signs in from the messenger and redirects
 *   to `/`: the parameters leave the address bar first (replace, no history entry), then the
 *   server rotates the link's refresh token into our httpOnly cookie (docs/decisions/013), so
 *   the session outlives the 15-minute access token. A link with an access token alone keeps
 *   just that token.
 * - `lootbox={code}` opens Open Lootbox with the code filled in (issue 17 item 2).
 * Visitors asked for a deposit or a lootbox get the sign-up modal, as the footer's Deposit tab does.
 */
export function useShellUrlParams(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!CONSUMED.some((name) => params.has(name))) return;
    if (handled.current === location.search) return;
    handled.current = location.search;
    const { language } = splitLanguagePrefix(location.pathname);

    const refreshToken = params.get('refreshToken');
    const accessToken = params.get('accessToken');
    if (params.has('telegram') && (refreshToken || accessToken)) {
      void navigate(localizePath('/', language), { replace: true });
      // Lazy: the first page's JavaScript stays within its budget.
      void import('@/features/telegram/adopt-messenger-session').then((module) =>
        module.adoptMessengerSession({
          refreshToken,
          accessToken,
          queryClient,
          i18n,
          toast,
          setAccessToken: useAuthStore.getState().setAccessToken,
        }),
      );
      return;
    }

    const isLoggedIn = useAuthStore.getState().accessToken !== null;
    const depositCurrency = params.get('deposit');
    if (depositCurrency !== null || params.has('openModal')) {
      if (isLoggedIn) usePaymentsModalStore.getState().openDeposit(depositCurrency ?? undefined);
      else useAuthModalStore.getState().open('register', { isGateReason: true });
    }
    const lootboxCode = params.get('lootbox');
    if (lootboxCode !== null) {
      if (isLoggedIn) openLootboxModal(lootboxCode.slice(0, 64));
      else useAuthModalStore.getState().open('register', { isGateReason: true });
    }

    for (const name of CONSUMED) params.delete(name);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location.search, location.pathname, location.hash, navigate, queryClient]);
}
