import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { BetDetailModal } from '@/features/bets/components/bet-detail-modal';
import { loadNamespaces } from '@/lib/i18n';
import { BetFairnessPanel } from './bet-fairness-panel';

// Issue 21: a sports bet's Bet tab (legs, odds, a link to Sports), its own chunk and strings.
const SportsBetSummary = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/sportsbook/components/sports-bet-summary'),
    loadNamespaces('sportsbook'),
  ]);
  return { default: module.SportsBetSummary };
});

/** The bet detail modal with its Fairness tab, for every page that lists bets. */
export function BetDetailHost() {
  return (
    <BetDetailModal
      renderFairness={(bet, close) => <BetFairnessPanel bet={bet} onChangeSeed={close} />}
      renderSummary={(bet, close) =>
        bet.game === 'sports' ? (
          <Suspense fallback={<Skeleton className="h-48 w-full" />}>
            <SportsBetSummary bet={bet} onNavigate={close} />
          </Suspense>
        ) : null
      }
    />
  );
}
