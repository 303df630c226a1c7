import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { cn } from '@/lib/cn';
import { useMyBets } from '../api/get-my-bets';
import { BetCard } from './bet-card';
import { EmptyPanel, ErrorPanel, ListSkeleton } from './state-panels';

/** My bets: Open and Settled, kept live by `sports:bet` (use-sports-live). */
export function MyBets() {
  const { t } = useTranslation('sportsbook');
  const { t: tCommon } = useTranslation();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const openAuth = useAuthModalStore((s) => s.open);
  const [tab, setTab] = useState<'open' | 'settled'>('open');
  const query = useMyBets(tab, isLoggedIn);

  if (!isLoggedIn) {
    return (
      <div className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-6 text-center">
        <p className="mb-4 text-fog">{t('slip.signIn')}</p>
        <Button onClick={() => openAuth('signIn')}>{tCommon('auth.signIn')}</Button>
      </div>
    );
  }
  const bets = query.data?.pages.flatMap((page) => page.bets) ?? [];
  return (
    <div data-testid="sports-my-bets" data-tab={tab} className="space-y-3">
      <div
        className="inline-flex gap-1 rounded-full bg-ink-800 p-1 ring-1 ring-ink-700"
        role="tablist"
      >
        {(['open', 'settled'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            data-testid={`my-bets-${key}`}
            onClick={() => setTab(key)}
            className={cn(
              'h-8 cursor-pointer rounded-full px-4 text-sm font-bold',
              tab === key ? 'bg-ink-600 text-white' : 'text-fog hover:text-white',
            )}
          >
            {t(`myBets.${key}`)}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <ListSkeleton rows={3} />
      ) : query.isError ? (
        <ErrorPanel text={t('myBets.loadError')} onRetry={() => void query.refetch()} />
      ) : bets.length === 0 ? (
        <EmptyPanel
          icon={Ticket}
          text={tab === 'open' ? t('myBets.empty') : t('myBets.emptySettled')}
        />
      ) : (
        <>
          <ul className="space-y-2">
            {bets.map((bet) => (
              <BetCard key={bet.id} bet={bet} />
            ))}
          </ul>
          {query.hasNextPage && (
            <Button
              variant="secondary"
              className="w-full"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('myBets.loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
