import { Handshake } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { useAffiliateOverview } from '../api/affiliate-api';
import { CodesCard } from './codes-card';
import { DailyCharts } from './daily-charts';
import { AffiliateLoadError } from './load-error';
import { ReferralsCard } from './referrals-card';
import { SummaryCards } from './summary-cards';
import { VisitorCall } from './visitor-call';

function OverviewSkeleton() {
  return (
    <div data-testid="affiliate-loading" className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-[var(--radius-card)]" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-[var(--radius-card)]" />
    </div>
  );
}

function PlayerAffiliate({ races }: { races?: ReactNode }) {
  const overview = useAffiliateOverview();
  if (overview.isPending) return <OverviewSkeleton />;
  if (overview.isError) {
    return (
      <div className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800">
        <AffiliateLoadError testId="affiliate-error" onRetry={() => void overview.refetch()} />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <SummaryCards overview={overview.data} />
      <DailyCharts />
      <div className="grid items-start gap-4 xl:grid-cols-2">
        <CodesCard overview={overview.data} />
        <ReferralsCard />
      </div>
      {races}
    </div>
  );
}

/**
 * `/affiliate` (issue 18 item 5; docs/decisions/023-affiliate.md): your referral codes and
 * campaign links, clicks and sign-ups, referred players, daily charts and the commission to claim
 * on /rewards. `races` is the slot for the affiliate races section (issue 18 item 6), composed by
 * the router; it shows below the programme for signed-in players. `faq` is the affiliate FAQ
 * slot (issue 23), shown to everyone.
 */
export function AffiliatePage({ races, faq }: { races?: ReactNode; faq?: ReactNode }) {
  const { t } = useTranslation('affiliate');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  useEffect(() => {
    document.title = `${t('title')} · Tengu`;
  }, [t]);
  return (
    <div data-testid="affiliate-page" className="mx-auto max-w-6xl space-y-5">
      <header className="flex items-start gap-3">
        <Handshake aria-hidden="true" className="mt-1 size-7 shrink-0 text-accent" />
        <div className="min-w-0">
          <h1 className="text-2xl font-black">{t('title')}</h1>
          <p className="max-w-2xl text-sm text-fog">{t('subtitle')}</p>
        </div>
      </header>
      {isLoggedIn ? <PlayerAffiliate races={races} /> : <VisitorCall />}
      {/* Issue 23: the affiliate FAQ (content over GraphQL), for visitors and players alike. */}
      {faq}
    </div>
  );
}
