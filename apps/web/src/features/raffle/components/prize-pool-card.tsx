import { RAFFLE_PRIZES_USD, type RaffleOverview } from '@tengu/shared';
import { ListOrdered, Medal, Trophy } from 'lucide-react';

const MEDALS = ['text-gold', 'text-slate-300', 'text-amber-600'];
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatTicketCount, formatUsdWhole } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { RaffleCard } from './card';
import { RafflePrizesModal } from './raffle-prizes-modal';

/** The week's prize pool, its number of winners, and the Raffle Prizes modal. */
export function PrizePoolCard({ overview }: { overview: RaffleOverview }) {
  const { t } = useTranslation('raffle');
  const language = currentLanguage();
  const [isOpen, setOpen] = useState(false);
  return (
    <RaffleCard icon={Trophy} title={t('pool.title')} testId="raffle-pool">
      <p
        data-testid="raffle-pool-amount"
        dir="ltr"
        className="text-4xl font-black text-gold tabular-nums rtl:text-end"
      >
        {formatUsdWhole(overview.prize_pool, language)}
      </p>
      <p className="mt-1 text-sm text-fog">{t('pool.places', { count: overview.places })}</p>
      <p className="text-sm text-fog">
        {t('pool.totalTickets', {
          formattedCount: formatTicketCount(overview.current.total_tickets, language),
        })}
      </p>
      <ol className="mt-4 space-y-1.5" aria-label={t('pool.top')}>
        {RAFFLE_PRIZES_USD.slice(0, 3).map((usd, index) => (
          <li
            key={index}
            className="flex items-center gap-2 rounded-[var(--radius-control)] bg-ink-900/60 px-3 py-1.5 text-sm"
          >
            <Medal aria-hidden="true" className={`size-4 shrink-0 ${MEDALS[index]}`} />
            <span className="flex-1 text-fog">{t('prizes.ordinal', { place: index + 1 })}</span>
            <span dir="ltr" className="font-semibold tabular-nums">
              {formatUsdWhole(String(usd), language)}
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-auto pt-4">
        <Button
          variant="secondary"
          data-testid="raffle-prizes-open"
          onClick={() => setOpen(true)}
          className="w-full"
        >
          <ListOrdered aria-hidden="true" className="size-4" />
          {t('pool.viewPrizes')}
        </Button>
      </div>
      <RafflePrizesModal isOpen={isOpen} onOpenChange={setOpen} />
    </RaffleCard>
  );
}
