import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { loadNamespaces } from '@/lib/i18n';
import { useDepositEvents } from '../hooks/use-deposit-events';
import { usePaymentsModalStore } from '../payments-modal-store';

const PaymentsModals = lazy(async () => {
  const [module] = await Promise.all([import('./payments-modals'), loadNamespaces('payments')]);
  return { default: module.PaymentsModals };
});

/**
 * Mounted once by the root layout: deposit toasts for signed-in players, and the Deposit,
 * Withdraw and detail modals, whose code and strings load only when one opens. `depositExtra`
 * is what other features show at the top of the Deposit modal (composed by the root layout).
 */
export function PaymentsHost({ depositExtra }: { depositExtra?: ReactNode }) {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const isOpen = usePaymentsModalStore((s) => s.modal !== null || s.detail !== null);
  const close = usePaymentsModalStore((s) => s.close);
  useEffect(() => {
    if (!isLoggedIn) close();
  }, [isLoggedIn, close]);
  useDepositEvents();
  if (!isLoggedIn || !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <PaymentsModals depositExtra={depositExtra} />
    </Suspense>
  );
}
