import type { SbEventSummary, SbMarket, SbOutcome } from '@tengu/shared';
import { ArrowDown, ArrowUp, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useOddsFlash } from '../hooks/use-odds-flash';
import { useOddsText } from '../hooks/use-odds-text';
import { selectionKey } from '../model/slip-rules';
import { useSlipStore } from '../model/slip-store';

export interface OddsButtonProps {
  event: Pick<SbEventSummary, 'id' | 'sport' | 'home' | 'away' | 'status'>;
  market: SbMarket;
  outcome: SbOutcome;
  /** Shown above the price: "1", "Draw", "Over 2.5"… */
  label: string;
  /** The full name when the label is a short code (1 / X / 2). */
  'aria-label'?: string;
  className?: string;
}

/**
 * One price: a click adds it to the slip or takes it off (selected state), the price flashes
 * green or red when it moves, and a suspended market or inactive outcome shows a lock.
 */
export function OddsButton({
  event,
  market,
  outcome,
  label,
  'aria-label': fullName,
  className,
}: OddsButtonProps) {
  const { t } = useTranslation('sportsbook');
  const oddsText = useOddsText();
  const flash = useOddsFlash(outcome.odds);
  const key = selectionKey({ eventId: event.id, marketId: market.id, outcomeId: outcome.id });
  const isSelected = useSlipStore((s) => s.selections.some((p) => selectionKey(p) === key));
  const toggle = useSlipStore((s) => s.toggle);
  const isLocked =
    market.status !== 'active' ||
    !outcome.active ||
    event.status === 'ended' ||
    event.status === 'cancelled';

  return (
    <button
      type="button"
      disabled={isLocked}
      aria-pressed={isSelected}
      title={fullName}
      aria-label={fullName ? `${fullName} ${oddsText(outcome.odds)}` : undefined}
      data-testid="odds-button"
      data-selection={key}
      data-flash={flash ?? undefined}
      onClick={() =>
        toggle({
          eventId: event.id,
          marketId: market.id,
          outcomeId: outcome.id,
          marketType: market.type,
          specifier: market.specifier,
          odds: outcome.odds,
          previousOdds: null,
          isSuspended: false,
          sport: event.sport,
          home: event.home,
          away: event.away,
          isLive: event.status === 'live',
        })
      }
      className={cn(
        'flex min-h-11 min-w-0 cursor-pointer items-center justify-between gap-2 rounded-[var(--radius-control)] px-2.5 py-1.5 text-sm ring-1 transition-colors duration-300 disabled:cursor-not-allowed',
        isSelected
          ? 'bg-accent text-white ring-accent'
          : 'bg-ink-700 ring-ink-600 hover:bg-ink-600 disabled:hover:bg-ink-700',
        !isSelected && flash === 'up' && 'bg-emerald-500/25 ring-emerald-400',
        !isSelected && flash === 'down' && 'bg-red-500/25 ring-red-400',
        className,
      )}
    >
      <span className={cn('truncate text-start', isSelected ? 'text-white' : 'text-fog')}>
        {label}
      </span>
      {isLocked ? (
        <Lock aria-label={t('status.suspended')} className="size-4 shrink-0 text-fog" />
      ) : (
        <span className="flex shrink-0 items-center gap-0.5 font-bold tabular-nums" dir="ltr">
          {flash === 'up' && <ArrowUp aria-hidden="true" className="size-3 text-emerald-300" />}
          {flash === 'down' && <ArrowDown aria-hidden="true" className="size-3 text-red-300" />}
          {oddsText(outcome.odds)}
        </span>
      )}
    </button>
  );
}
