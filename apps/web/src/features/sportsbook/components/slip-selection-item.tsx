import { AlertTriangle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { formatBetAmount, sanitizeAmountInput } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useOddsFlash } from '../hooks/use-odds-flash';
import { useOddsText } from '../hooks/use-odds-text';
import { useSbT } from '../hooks/use-sb-t';
import { marketTitle, selectionName } from '../model/market-names';
import { potentialPayout, selectionKey, type SlipSelection } from '../model/slip-rules';
import { useSlipStore } from '../model/slip-store';

/** One pick on the slip: its name, market, match, live price, and in singles its stake. */
export function SlipSelectionItem({
  selection,
  isSingle,
  isSameEvent,
}: {
  selection: SlipSelection;
  isSingle: boolean;
  isSameEvent: boolean;
}) {
  const { t } = useTranslation('sportsbook');
  const sbT = useSbT();
  const oddsText = useOddsText();
  const flash = useOddsFlash(selection.odds);
  const key = selectionKey(selection);
  const stake = useSlipStore((s) => s.stakes[key] ?? '');
  const setStake = useSlipStore((s) => s.setStake);
  const remove = useSlipStore((s) => s.remove);
  const market = { type: selection.marketType, specifier: selection.specifier };
  const name = selectionName(sbT, market, selection.outcomeId, selection);
  const payout = potentialPayout(stake, [selection.odds]);
  const language = currentLanguage();

  return (
    <li
      data-testid="slip-selection"
      data-selection={key}
      className={cn(
        'space-y-2 rounded-[var(--radius-control)] bg-ink-900 p-2.5 ring-1',
        isSameEvent ? 'ring-amber-400/60' : 'ring-ink-700',
      )}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{name}</p>
          <p className="truncate text-xs text-fog">
            {marketTitle(sbT, selection.marketType, selection.specifier)}
          </p>
          <p className="truncate text-xs text-fog">
            {selection.isLive && (
              <span className="me-1 font-bold text-emerald-400">{t('status.live')}</span>
            )}
            {selection.home} – {selection.away}
          </p>
        </div>
        <span
          data-testid="slip-odds"
          data-flash={flash ?? undefined}
          className={cn(
            'shrink-0 rounded px-1.5 py-0.5 text-sm font-bold tabular-nums transition-colors duration-300',
            flash === 'up' && 'bg-emerald-500/25 text-emerald-300',
            flash === 'down' && 'bg-red-500/25 text-red-300',
            selection.isSuspended && 'text-fog',
          )}
          dir="ltr"
        >
          {selection.isSuspended ? t('slip.suspended') : oddsText(selection.odds)}
        </span>
        <button
          type="button"
          aria-label={t('slip.remove', { name })}
          onClick={() => remove(key)}
          className="-me-1 flex size-7 shrink-0 cursor-pointer items-center justify-center rounded text-fog hover:bg-ink-700 hover:text-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {selection.previousOdds !== null && !selection.isSuspended && (
        <p className="text-xs text-amber-300" data-testid="slip-odds-moved">
          {t('slip.oddsMoved', { from: oddsText(selection.previousOdds) })}
        </p>
      )}
      {isSameEvent && (
        <p className="flex items-center gap-1 text-xs text-amber-300">
          <AlertTriangle aria-hidden="true" className="size-3" />
          {t('slip.sameEventTag')}
        </p>
      )}
      {isSingle && (
        <div className="flex items-center gap-2">
          <Input
            inputMode="decimal"
            aria-label={t('slip.stakeFor', { name })}
            placeholder={t('slip.stake')}
            value={stake}
            onChange={(e) => setStake(key, sanitizeAmountInput(e.target.value))}
            className="h-9 flex-1"
            data-testid="slip-stake"
          />
          <span className="min-w-0 text-end text-xs text-fog">
            {t('slip.payout')}
            <span className="block font-semibold text-white tabular-nums" dir="ltr">
              ${payout ? formatBetAmount(payout, language) : '0.00'}
            </span>
          </span>
        </div>
      )}
    </li>
  );
}
