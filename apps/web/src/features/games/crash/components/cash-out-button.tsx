import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalToUnits, unitsToDecimal } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { viewAt } from '../crash-math';
import { useCrashStore } from '../crash-store';

/** "Cash out $12.34": the amount follows the curve every frame without re-rendering. */
export function CashOutButton({
  amount,
  isPending,
  onCashOut,
}: {
  amount: string;
  isPending: boolean;
  onCashOut: () => void;
}) {
  const { t } = useTranslation('crash');
  const labelRef = useRef<HTMLSpanElement>(null);
  const template = t('cashOut', { amount: '{amount}' });
  useEffect(() => {
    const stake = decimalToUnits(amount);
    const language = currentLanguage();
    let frame = 0;
    let last = '';
    const render = () => {
      const s = useCrashStore.getState();
      const tickAt = s.lastTick && s.lastTick.roundId === s.round?.id ? s.lastTick.at : null;
      const view = viewAt(s.round, s.offset, tickAt, Date.now());
      const value = unitsToDecimal((stake * BigInt(Math.round(view.multiplier * 100))) / 100n);
      const text = template.replace('{amount}', formatUsd(value, language));
      if (text !== last && labelRef.current) labelRef.current.textContent = last = text;
      frame = requestAnimationFrame(render);
    };
    frame = requestAnimationFrame(render);
    return () => cancelAnimationFrame(frame);
  }, [amount, template]);
  return (
    <Button
      size="lg"
      className="w-full bg-emerald-500 text-ink-950 hover:bg-emerald-400"
      data-testid="crash-cashout"
      disabled={isPending}
      onClick={onCashOut}
    >
      <span ref={labelRef} dir="ltr" />
    </Button>
  );
}
