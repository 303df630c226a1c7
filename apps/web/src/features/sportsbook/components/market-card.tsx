import type { SbEventSummary, SbMarket } from '@tengu/shared';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useSbT } from '../hooks/use-sb-t';
import { marketTitle, outcomeLabel } from '../model/market-names';
import { OddsButton } from './odds-button';

/** Columns per market: three for 1X2-like markets, two for lines, three for correct scores. */
function columnsOf(market: SbMarket): string {
  const n = market.outcomes.length;
  if (n === 2) return 'grid-cols-2';
  if (n === 3) return 'grid-cols-3';
  return 'grid-cols-2 xs:grid-cols-3';
}

/** A market on the event page: its name and every outcome's price; locked while suspended. */
export function MarketCard({
  event,
  market,
}: {
  event: Pick<SbEventSummary, 'id' | 'sport' | 'home' | 'away' | 'status'>;
  market: SbMarket;
}) {
  const { t } = useTranslation('sportsbook');
  const sbT = useSbT();
  const isLocked = market.status !== 'active';
  return (
    <section
      data-testid="market-card"
      data-market-id={market.id}
      data-status={market.status}
      className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-3"
    >
      <h3 className="mb-2 flex items-center justify-between gap-2 text-sm font-semibold">
        <span className="truncate">{marketTitle(sbT, market.type, market.specifier)}</span>
        {isLocked && (
          <span className="flex shrink-0 items-center gap-1 text-xs font-normal text-fog">
            <Lock aria-hidden="true" className="size-3" />
            {t('event.marketLocked')}
          </span>
        )}
      </h3>
      <div className={cn('grid gap-1.5', columnsOf(market), isLocked && 'opacity-60')}>
        {market.outcomes.map((outcome) => (
          <OddsButton
            key={outcome.id}
            event={event}
            market={market}
            outcome={outcome}
            label={outcomeLabel(sbT, market, outcome.id, event)}
          />
        ))}
      </div>
    </section>
  );
}
