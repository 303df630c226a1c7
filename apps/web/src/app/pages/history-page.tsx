import * as Tabs from '@radix-ui/react-tabs';
import { History, LogIn } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { TransactionsTab } from '@/features/wallet/components/transactions-tab';
import { loadNamespaces } from '@/lib/i18n';

// The bets feature's tab loads with its own chunk only when the player opens it.
// The payments tabs (issue 9) likewise, with their `payments` strings.
const PaymentsHistoryTab = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/payments/components/payments-history-tab'),
    loadNamespaces('payments'),
  ]);
  return { default: module.PaymentsHistoryTab };
});
const BetsHistoryTab = lazy(async () => ({
  default: (await import('@/features/bets/components/bets-history-tab')).BetsHistoryTab,
}));
const BetDetailHost = lazy(async () => ({
  default: (await import('./bet-detail/bet-detail-host')).BetDetailHost,
}));

const tabClass =
  'cursor-pointer rounded-md px-4 py-2 text-sm font-semibold text-fog transition-colors hover:text-white data-[state=active]:bg-ink-600 data-[state=active]:text-white';

/** `/history` (issue 4): the player's transactions, and their bets (issue 5). */
export function HistoryPage() {
  const { t, i18n } = useTranslation('wallet');
  const { t: tCommon } = useTranslation();
  // The payments tab labels: their namespace loads without holding up the page.
  const { t: tPayments, ready: isPaymentsReady } = useTranslation('payments', {
    useSuspense: false,
  });
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const openAuth = useAuthModalStore((s) => s.open);
  useEffect(() => {
    document.title = `${t('history.title')} · Tengu`;
  }, [t]);

  return (
    <div data-testid="history-page" className="mx-auto max-w-4xl space-y-5">
      <header className="flex items-center gap-3">
        <History aria-hidden="true" className="size-6 text-accent" />
        <h1 className="text-2xl font-bold">{t('history.title')}</h1>
      </header>
      {!isLoggedIn ? (
        <div className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-6 text-center">
          <p className="mb-4 text-fog">{t('history.signInPrompt')}</p>
          <Button onClick={() => openAuth('signIn')}>
            <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {tCommon('auth.signIn')}
          </Button>
        </div>
      ) : (
        <Tabs.Root defaultValue="transactions" dir={i18n.dir()}>
          <Tabs.List className="mb-4 inline-flex gap-1 rounded-[var(--radius-control)] bg-ink-800 p-1">
            <Tabs.Trigger
              value="transactions"
              data-testid="history-tab-transactions"
              className={tabClass}
            >
              {t('history.tabTransactions')}
            </Tabs.Trigger>
            <Tabs.Trigger value="bets" data-testid="history-tab-bets" className={tabClass}>
              {t('history.tabBets')}
            </Tabs.Trigger>
            <Tabs.Trigger value="deposits" data-testid="history-tab-deposits" className={tabClass}>
              {isPaymentsReady ? tPayments('history.tabDeposits') : '…'}
            </Tabs.Trigger>
            <Tabs.Trigger
              value="withdrawals"
              data-testid="history-tab-withdrawals"
              className={tabClass}
            >
              {isPaymentsReady ? tPayments('history.tabWithdrawals') : '…'}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="transactions">
            <TransactionsTab />
          </Tabs.Content>
          <Tabs.Content value="bets">
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <BetsHistoryTab />
              <BetDetailHost />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="deposits">
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <PaymentsHistoryTab kind="deposit" />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="withdrawals">
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <PaymentsHistoryTab kind="withdrawal" />
            </Suspense>
          </Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  );
}
