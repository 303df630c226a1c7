import { ODDS_CHANGE_CHOICES, type OddsChangeChoice } from '@tengu/shared';
import { LogIn, Ticket, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { cn } from '@/lib/cn';
import { formatBetAmount, sanitizeAmountInput } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useSportsOverview } from '../api/get-sports';
import { useOddsText } from '../hooks/use-odds-text';
import { usePlaceSlipFlow } from '../hooks/use-place-slip-flow';
import { useSportsPrefs } from '../model/prefs-store';
import {
  multiProblem,
  needsAcceptance,
  potentialPayout,
  sameEventIds,
  selectionKey,
  singlesPayout,
  slipRequest,
  totalOdds,
  totalStake,
  type SlipMode,
} from '../model/slip-rules';
import { useSlipStore } from '../model/slip-store';
import { SlipSelectionItem } from './slip-selection-item';

const MULTI_PROBLEM_KEY = {
  too_few: 'slip.multiTooFew',
  too_many: 'slip.multiTooMany',
  same_event: 'slip.multiSameEvent',
} as const;

/** The bar's length until the server's in-play delay (GET /api/sports) is known: its default. */
const DEFAULT_IN_PLAY_DELAY_MS = 5_000;

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3 text-sm">
      <span className="text-fog">{label}</span>
      <span className="font-semibold tabular-nums" dir="ltr" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** The bet slip's content (ADR 043), shared by the desktop panel and the phone drawer. */
export function BetSlip() {
  const { t } = useTranslation('sportsbook');
  const language = currentLanguage();
  const oddsText = useOddsText();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const openAuth = useAuthModalStore((s) => s.open);
  const slip = useSlipStore();
  const oddsChange = useSportsPrefs((s) => s.oddsChange);
  const setOddsChange = useSportsPrefs((s) => s.setOddsChange);
  const { place, isPlacing, errorText, clearError } = usePlaceSlipFlow();
  const { selections, mode } = slip;
  const inPlayDelayMs = useSportsOverview().data?.inPlayDelayMs ?? DEFAULT_IN_PLAY_DELAY_MS;

  if (selections.length === 0) {
    return (
      <div data-testid="bet-slip" className="flex flex-col items-center gap-3 py-8 text-center">
        <Ticket aria-hidden="true" className="size-8 text-ink-500" />
        <p className="text-sm text-fog">{t('slip.empty')}</p>
      </div>
    );
  }

  const problem = multiProblem(selections);
  const twice = mode === 'multi' ? sameEventIds(selections) : new Set<string>();
  const odds = totalOdds(selections);
  const stakes = selections.map((s) => slip.stakes[selectionKey(s)] ?? '');
  const payout =
    mode === 'multi'
      ? potentialPayout(
          slip.multiStake,
          selections.map((s) => s.odds),
        )
      : singlesPayout(
          stakes,
          selections.map((s) => s.odds),
        );
  const stakeSum = mode === 'multi' ? slip.multiStake : totalStake(stakes);
  const mustAccept = needsAcceptance(selections, oddsChange);
  const request = slipRequest(slip, oddsChange);
  const isLive = selections.some((s) => s.isLive);
  const hasSuspended = selections.some((s) => s.isSuspended);
  const money = (amount: string | null) =>
    `$${amount ? formatBetAmount(amount, language) : '0.00'}`;

  const setMode = (next: SlipMode) => {
    clearError();
    slip.setMode(next);
  };

  return (
    <div data-testid="bet-slip" data-mode={mode} className="flex flex-col gap-3">
      <div className="flex gap-1 rounded-[var(--radius-control)] bg-ink-900 p-1" role="tablist">
        {(['singles', 'multi'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={mode === key}
            data-testid={`slip-mode-${key}`}
            onClick={() => setMode(key)}
            className={cn(
              'h-8 flex-1 cursor-pointer rounded-md text-xs font-bold uppercase tracking-wide',
              mode === key ? 'bg-ink-600 text-white' : 'text-fog hover:text-white',
            )}
          >
            {t(`slip.${key}`)}
          </button>
        ))}
      </div>

      <ul className="space-y-2">
        {selections.map((selection) => (
          <SlipSelectionItem
            key={selectionKey(selection)}
            selection={selection}
            isSingle={mode === 'singles'}
            isSameEvent={twice.has(selection.eventId)}
          />
        ))}
      </ul>

      {mode === 'multi' && problem && (
        <p role="alert" data-testid="slip-multi-problem" className="text-sm text-amber-300">
          {t(MULTI_PROBLEM_KEY[problem])}
        </p>
      )}

      <div className="space-y-2 rounded-[var(--radius-control)] bg-ink-900 p-3">
        {mode === 'multi' && (
          <>
            <Row label={t('slip.totalOdds')} value={oddsText(odds)} testId="slip-total-odds" />
            <Input
              inputMode="decimal"
              aria-label={t('slip.stake')}
              placeholder={t('slip.stake')}
              value={slip.multiStake}
              onChange={(e) => slip.setMultiStake(sanitizeAmountInput(e.target.value))}
              className="h-10"
              data-testid="slip-multi-stake"
            />
          </>
        )}
        {mode === 'singles' && <Row label={t('slip.totalStake')} value={money(stakeSum)} />}
        <Row label={t('slip.payout')} value={money(payout)} testId="slip-payout" />
      </div>

      <label className="flex flex-col gap-1 text-xs text-fog">
        {t('slip.oddsChange')}
        <select
          value={oddsChange}
          data-testid="slip-odds-change"
          onChange={(e) => setOddsChange(e.target.value as OddsChangeChoice)}
          className="h-9 cursor-pointer rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-2 text-sm text-white"
        >
          {ODDS_CHANGE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`slip.oddsChangeOptions.${choice}`)}
            </option>
          ))}
        </select>
      </label>

      {errorText && (
        <p
          role="alert"
          data-testid="slip-error"
          className="rounded bg-red-500/10 p-2 text-sm text-red-300"
        >
          {errorText}
        </p>
      )}

      {isPlacing && isLive && (
        <div data-testid="slip-in-play" className="space-y-1">
          <p className="text-xs text-fog">{t('slip.inPlayWait')}</p>
          <div className="h-1.5 overflow-hidden rounded-full bg-ink-700">
            <div
              className="h-full origin-left rounded-full bg-emerald-400 rtl:origin-right"
              style={{ animation: `sb-delay ${inPlayDelayMs}ms linear forwards` }}
            />
          </div>
        </div>
      )}

      {!isLoggedIn ? (
        <Button size="lg" onClick={() => openAuth('register', { isGateReason: true })}>
          <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('slip.signIn')}
        </Button>
      ) : hasSuspended ? (
        <Button size="lg" disabled data-testid="slip-suspended">
          {t('slip.hasSuspended')}
        </Button>
      ) : mustAccept ? (
        <Button
          size="lg"
          data-testid="slip-accept"
          onClick={() => {
            clearError();
            slip.acceptPrices();
          }}
        >
          {t('slip.acceptOdds')}
        </Button>
      ) : (
        <Button size="lg" data-testid="slip-place" disabled={!request || isPlacing} onClick={place}>
          {isPlacing
            ? t('slip.placing')
            : !request
              ? t('slip.enterStake')
              : mode === 'singles' && selections.length > 1
                ? t('slip.placeCount', { count: selections.length })
                : t('slip.place')}
        </Button>
      )}

      <button
        type="button"
        onClick={() => {
          clearError();
          slip.clear();
        }}
        className="flex cursor-pointer items-center justify-center gap-1 text-xs text-fog hover:text-white"
      >
        <Trash2 aria-hidden="true" className="size-3.5" />
        {t('slip.clear')}
      </button>
    </div>
  );
}
