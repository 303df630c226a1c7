import { Ticket } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { useRaffleOverview } from '../api/get-raffle-overview';
import { useRaffleTicketEvents } from '../hooks/use-raffle-ticket-events';
import { CountdownCard } from './countdown-card';
import { RaffleLoadError } from './load-error';
import { PrizePoolCard } from './prize-pool-card';
import { TicketsCard } from './tickets-card';
import { VerifyPanel } from './verify-panel';
import { WinnersList } from './winners-list';

function RaffleSkeleton() {
  return (
    <div data-testid="raffle-loading" className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-64 rounded-[var(--radius-card)]" />
        ))}
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <Skeleton className="h-80 rounded-[var(--radius-card)]" />
        <Skeleton className="h-80 rounded-[var(--radius-card)]" />
      </div>
    </div>
  );
}

/**
 * `/raffle` (issue 17 items 6–7): the player's tickets and the Gold purchase, the countdown to
 * Friday's draw, the prize pool and the Raffle Prizes modal, last draw's winners and how to
 * verify it. docs/decisions/018-raffle.md.
 */
export function RafflePage() {
  const { t } = useTranslation('raffle');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const overview = useRaffleOverview();
  useRaffleTicketEvents();
  useEffect(() => {
    document.title = `${t('title')} · Tengu`;
  }, [t]);

  let body;
  if (overview.isPending) body = <RaffleSkeleton />;
  else if (overview.isError) {
    body = (
      <div className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800">
        <RaffleLoadError
          testId="raffle-error"
          message={t('loadError')}
          onRetry={() => void overview.refetch()}
        />
      </div>
    );
  } else {
    const data = overview.data;
    body = (
      <div className="space-y-4">
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <TicketsCard isLoggedIn={isLoggedIn} overview={data} />
          <CountdownCard week={data.current} />
          <PrizePoolCard overview={data} />
        </div>
        <div className="grid items-start gap-4 xl:grid-cols-2">
          <WinnersList draw={data.last_draw} />
          <VerifyPanel overview={data} />
        </div>
      </div>
    );
  }

  return (
    <div data-testid="raffle-page" className="mx-auto max-w-6xl space-y-5">
      <header className="flex items-start gap-3">
        <Ticket aria-hidden="true" className="mt-1 size-7 shrink-0 text-gold" />
        <div className="min-w-0">
          <h1 className="text-2xl font-black">{t('title')}</h1>
          <p className="max-w-2xl text-sm text-fog">
            {t('subtitle', {
              usd: overview.data?.usd_per_ticket ?? 100,
              places: overview.data?.places ?? 100,
            })}
          </p>
        </div>
      </header>
      {body}
    </div>
  );
}
