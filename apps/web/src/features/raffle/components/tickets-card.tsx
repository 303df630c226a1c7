import type { RaffleOverview } from '@tengu/shared';
import { Coins, Dices, LogIn, Ticket, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { formatTicketCount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useRaffleTickets } from '../api/get-raffle-tickets';
import { BuyTicketsForm } from './buy-tickets-form';
import { RaffleCard } from './card';
import { RaffleLoadError } from './load-error';

function VisitorCall() {
  const { t } = useTranslation('raffle');
  const open = useAuthModalStore((s) => s.open);
  return (
    <div data-testid="raffle-visitor" className="flex flex-1 flex-col justify-center gap-3">
      <p className="font-semibold">{t('tickets.visitorTitle')}</p>
      <p className="text-sm text-fog">{t('tickets.visitorText')}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => open('register')}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('tickets.signUp')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => open('signIn')}>
          <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('tickets.signIn')}
        </Button>
      </div>
    </div>
  );
}

function Split({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: typeof Coins;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <div className="min-w-0 rounded-[var(--radius-control)] bg-ink-900/60 px-3 py-2">
      <p className="flex items-center gap-1.5 truncate text-xs text-fog">
        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
        {label}
      </p>
      <p data-testid={testId} dir="ltr" className="text-lg font-bold tabular-nums rtl:text-end">
        {value}
      </p>
    </div>
  );
}

/** "Your tickets": wagering and Gold tickets of the running week, and the Gold purchase. */
export function TicketsCard({
  isLoggedIn,
  overview,
}: {
  isLoggedIn: boolean;
  overview: RaffleOverview;
}) {
  const { t } = useTranslation('raffle');
  const language = currentLanguage();
  const tickets = useRaffleTickets(isLoggedIn);
  let body;
  if (!isLoggedIn) body = <VisitorCall />;
  else if (tickets.isPending) {
    body = (
      <div data-testid="raffle-tickets-loading" className="space-y-3">
        <Skeleton className="h-10 w-32" />
        <div className="grid grid-cols-2 gap-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
        <Skeleton className="h-24" />
      </div>
    );
  } else if (tickets.isError) {
    body = (
      <RaffleLoadError
        testId="raffle-tickets-error"
        message={t('tickets.loadError')}
        onRetry={() => void tickets.refetch()}
      />
    );
  } else {
    const { raffle_tickets_with_gold: gold, raffle_tickets_with_wagering: wagering } = tickets.data;
    body = (
      <div className="flex flex-1 flex-col gap-3">
        <div>
          <p className="text-xs text-fog">{t('tickets.total')}</p>
          <p
            data-testid="raffle-tickets-total"
            dir="ltr"
            className="text-4xl font-black text-white tabular-nums rtl:text-end"
          >
            {formatTicketCount(gold + wagering, language)}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Split
            icon={Dices}
            label={t('tickets.wagering')}
            value={formatTicketCount(wagering, language)}
            testId="raffle-tickets-wagering"
          />
          <Split
            icon={Coins}
            label={t('tickets.gold')}
            value={formatTicketCount(gold, language)}
            testId="raffle-tickets-gold"
          />
        </div>
        <p className="text-xs text-fog">{t('tickets.perUsd', { usd: overview.usd_per_ticket })}</p>
        <BuyTicketsForm
          goldPerTicket={overview.gold_per_ticket}
          maxCount={overview.max_tickets_per_purchase}
          goldBalance={tickets.data.gold_balance ?? '0'}
        />
      </div>
    );
  }
  return (
    <RaffleCard icon={Ticket} title={t('tickets.title')} testId="raffle-tickets">
      {body}
    </RaffleCard>
  );
}
