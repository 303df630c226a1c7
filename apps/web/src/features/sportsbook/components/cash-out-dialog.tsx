import { SB_ERRORS, type SbBet } from '@tengu/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatBetAmount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useCashOut, useCashOutQuote } from '../api/cash-out';
import { useSbT } from '../hooks/use-sb-t';
import { partStake, partValue, stakeLeft } from '../model/cash-out-math';
import { sbErrorText } from '../model/sb-error-text';

const PRESETS = [25, 50, 75, 100] as const;

/**
 * Confirm a cash-out: the live offer, the part of the stake (presets or a slider), what the
 * player receives and what keeps riding. One requestId per attempt, reused on a retry.
 */
export function CashOutDialog({ bet, onClose }: { bet: SbBet; onClose: () => void }) {
  const { t } = useTranslation('sportsbook');
  const { t: tGames } = useTranslation('games');
  const sbT = useSbT();
  const language = currentLanguage();
  const money = (amount: string) => `$${formatBetAmount(amount, language)}`;
  const [percent, setPercent] = useState(100);
  const [errorText, setErrorText] = useState<string | null>(null);
  const attempt = useRef<{ key: string; requestId: string } | null>(null);
  const { data: quote, refetch } = useCashOutQuote(bet.id, true);
  const mutation = useCashOut(bet.id, (result) => {
    toast.success(t('cashOut.done', { amount: money(result.paid) }));
    onClose();
  });
  const full = quote?.value ?? null;
  const stake = partStake(bet.stake, percent);
  const value = full === null ? null : partValue(full, bet.stake, stake);
  const left = stakeLeft(bet.stake, stake);
  const canConfirm = value !== null && Number(stake) > 0 && !mutation.isPending;

  const confirm = () => {
    if (value === null) return;
    const key = `${stake}@${value}`;
    if (attempt.current?.key !== key) attempt.current = { key, requestId: crypto.randomUUID() };
    setErrorText(null);
    mutation.mutate(
      { requestId: attempt.current.requestId, value, ...(percent < 100 ? { stake } : {}) },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status < 500) attempt.current = null;
          const code = error instanceof ApiError ? error.code : undefined;
          if (code === SB_ERRORS.CASH_OUT_CHANGED) void refetch();
          setErrorText(sbErrorText(sbT, code));
        },
      },
    );
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('cashOut.title')}
      closeLabel={tGames('common.close')}
      testId="cash-out-dialog"
    >
      <div className="space-y-4">
        <div className="rounded-[var(--radius-control)] bg-ink-900 p-3 text-center">
          <p className="text-xs text-fog">{t('cashOut.offer')}</p>
          <p className="text-2xl font-black tabular-nums" dir="ltr" data-testid="cash-out-offer">
            {full === null ? '—' : money(full)}
          </p>
          {full === null && quote?.reason && (
            <p className="text-xs text-amber-300">{sbT(`cashOut.reasons.${quote.reason}`)}</p>
          )}
        </div>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm text-fog">{t('cashOut.part')}</legend>
          <div className="grid grid-cols-4 gap-1.5">
            {PRESETS.map((p) => (
              <button
                key={p}
                type="button"
                data-testid={`cash-out-preset-${p}`}
                aria-pressed={percent === p}
                onClick={() => setPercent(p)}
                className={cn(
                  'h-9 cursor-pointer rounded-[var(--radius-control)] text-sm font-bold ring-1',
                  percent === p
                    ? 'bg-accent text-white ring-accent'
                    : 'bg-ink-700 ring-ink-600 hover:bg-ink-600',
                )}
              >
                {p === 100 ? t('cashOut.full') : `${p}%`}
              </button>
            ))}
          </div>
          <input
            type="range"
            min={1}
            max={100}
            value={percent}
            aria-label={t('cashOut.part')}
            onChange={(e) => setPercent(Number(e.target.value))}
            className="w-full cursor-pointer accent-[var(--color-accent)]"
          />
        </fieldset>
        <div className="flex items-end justify-between gap-3">
          <div>
            <p className="text-xs text-fog">{t('cashOut.youGet')}</p>
            <p className="text-lg font-bold tabular-nums" dir="ltr" data-testid="cash-out-value">
              {value === null ? '—' : money(value)}
            </p>
          </div>
          {percent < 100 && (
            <p className="text-end text-xs text-fog">
              {t('cashOut.stakeLeft', { amount: money(left) })}
            </p>
          )}
        </div>
        {errorText && (
          <p role="alert" className="rounded bg-red-500/10 p-2 text-sm text-red-300">
            {errorText}
          </p>
        )}
        <Button
          className="w-full"
          size="lg"
          disabled={!canConfirm}
          onClick={confirm}
          data-testid="cash-out-confirm"
        >
          {t('cashOut.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
