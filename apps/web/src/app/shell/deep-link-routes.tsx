import { useEffect, useRef } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { usePaymentsModalStore } from '@/features/payments/payments-modal-store';
import { useWalletModalStore } from '@/features/wallet/wallet-modal-store';
import { isLanguage } from '@tengu/shared';
import { localizePath } from '@/lib/localized-path';
import { useLiveSupportStore } from './live-support-store';

function useHomePath(): string {
  const { lang } = useParams();
  return localizePath('/', lang !== undefined && isLanguage(lang) ? lang : null);
}

/**
 * `/deposit` and `/withdraw` (document 1 section 2, Routes): open the modal, optional
 * `currency` query (default solana), over the home page. Visitors get the sign-up modal.
 */
export function PaymentsDeepLink({ kind }: { kind: 'deposit' | 'withdraw' }) {
  const [params] = useSearchParams();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const home = useHomePath();
  const currency = params.get('currency') ?? undefined;
  const isDone = useRef(false);
  useEffect(() => {
    if (isDone.current) return;
    isDone.current = true;
    if (!isLoggedIn) {
      useAuthModalStore.getState().open('register', { isGateReason: true });
      return;
    }
    const store = usePaymentsModalStore.getState();
    if (kind === 'deposit') store.openDeposit(currency);
    else store.openWithdraw(currency);
  }, [kind, currency, isLoggedIn]);
  return <Navigate to={home} replace />;
}

/**
 * `/vault` (document 1 section 2: "withdraw, vault and logout open modals rather than
 * navigating"): opens the Vault modal over the home page. Visitors get the sign-up modal.
 */
export function VaultDeepLink() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const home = useHomePath();
  const isDone = useRef(false);
  useEffect(() => {
    if (isDone.current) return;
    isDone.current = true;
    if (isLoggedIn) useWalletModalStore.getState().open('vault');
    else useAuthModalStore.getState().open('register', { isGateReason: true });
  }, [isLoggedIn]);
  return <Navigate to={home} replace />;
}

/** Document 1 sections 2 and 9: `/livesupport` opens live support after 1 second. */
export const LIVE_SUPPORT_DELAY_MS = 1000;

export function LiveSupportDeepLink() {
  const home = useHomePath();
  useEffect(() => {
    // The timer belongs to the app, not to this route, which redirects at once.
    window.setTimeout(() => useLiveSupportStore.getState().open(), LIVE_SUPPORT_DELAY_MS);
  }, []);
  return <Navigate to={home} replace />;
}
