import type { SbBetLeg, SbLegStatus } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { LocalizedLink } from '@/lib/localized-link';
import { useOddsText } from '../hooks/use-odds-text';
import { useSbT } from '../hooks/use-sb-t';
import { marketTitle, selectionName } from '../model/market-names';
import { eventPath } from '../model/sports-paths';

export const LEG_TONE: Record<SbLegStatus, string> = {
  open: 'bg-ink-600 text-fog',
  won: 'bg-emerald-500/15 text-emerald-300',
  half_won: 'bg-emerald-500/15 text-emerald-300',
  lost: 'bg-red-500/15 text-red-300',
  half_lost: 'bg-red-500/15 text-red-300',
  void: 'bg-ink-600 text-white',
};

/** A bet's legs: selection, market, match, accepted odds and each leg's result. */
export function BetLegs({ legs }: { legs: readonly SbBetLeg[] }) {
  const { t } = useTranslation('sportsbook');
  const sbT = useSbT();
  const oddsText = useOddsText();
  return (
    <ul className="divide-y divide-ink-700" data-testid="bet-legs">
      {legs.map((leg) => {
        const market = { type: leg.marketType, specifier: leg.specifier };
        return (
          <li
            key={`${leg.eventId}/${leg.marketId}/${leg.outcomeId}`}
            data-testid="bet-leg"
            data-status={leg.status}
            className="flex items-start gap-2 py-2"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold">
                {selectionName(sbT, market, leg.outcomeId, leg)}
              </p>
              <p className="truncate text-xs text-fog">
                {marketTitle(sbT, leg.marketType, leg.specifier)} ·{' '}
                <LocalizedLink to={eventPath(leg.eventId)} className="hover:text-white">
                  {leg.home} – {leg.away}
                </LocalizedLink>
              </p>
            </div>
            <span className="shrink-0 text-sm font-bold tabular-nums" dir="ltr">
              {oddsText(leg.odds)}
            </span>
            <span
              className={cn(
                'shrink-0 rounded px-1.5 py-0.5 text-[11px] font-bold uppercase',
                LEG_TONE[leg.status],
              )}
            >
              {t(`myBets.legStatus.${leg.status}`)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
