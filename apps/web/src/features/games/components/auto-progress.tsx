import { useTranslation } from 'react-i18next';
import { formatUsd, unitsToDecimalText } from '@/lib/formatters';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';

/** While auto mode runs: its profit so far (the next stake shows in the amount field). */
export function AutoProgress({ profit, played }: { profit: bigint; played: number }) {
  const { t } = useTranslation('games');
  const text = formatUsd(unitsToDecimalText(profit < 0n ? -profit : profit), currentLanguage());
  return (
    <div
      data-testid="auto-progress"
      data-played={played}
      className="flex items-center justify-between rounded-[var(--radius-control)] bg-ink-900 px-3 py-2 text-sm"
    >
      <span className="text-fog">{t('auto.runProfit')}</span>
      <span
        data-testid="auto-profit"
        dir="ltr"
        className={cn('font-bold tabular-nums', profit < 0n ? 'text-rose-400' : 'text-emerald-400')}
      >
        {profit < 0n ? '−' : '+'}
        {text}
      </span>
    </div>
  );
}
