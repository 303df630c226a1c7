import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { BetAmount } from '../hooks/use-bet-amount';

const CHIP =
  'h-9 min-w-10 shrink-0 cursor-pointer rounded-md bg-ink-600 px-2 text-xs font-bold text-white transition-colors hover:bg-ink-500 disabled:opacity-50';

/** `shownAmount`: what a running auto mode stakes next, shown instead of the typed amount. */
export function AmountInput({
  bet,
  isDisabled,
  shownAmount,
  className,
}: {
  bet: BetAmount;
  isDisabled: boolean;
  shownAmount?: string | undefined;
  className?: string;
}) {
  const { t } = useTranslation('games');
  return (
    <Field
      id="bet-amount"
      className={className}
      label={t('panel.amount')}
      error={bet.isValid ? undefined : t('panel.invalidAmount')}
    >
      <div className="flex items-center gap-1 rounded-[var(--radius-control)] bg-ink-900 pe-1">
        <span className="ps-3 text-sm text-fog" aria-hidden="true">
          $
        </span>
        <Input
          id="bet-amount"
          data-testid="bet-amount"
          inputMode="decimal"
          dir="ltr"
          value={shownAmount ?? bet.amount}
          disabled={isDisabled}
          hasError={!bet.isValid}
          onChange={(event) => bet.setAmount(event.target.value)}
          className="border-0 bg-transparent px-1 tabular-nums"
        />
        <button
          type="button"
          className={CHIP}
          disabled={isDisabled}
          onClick={bet.half}
          data-testid="bet-half"
        >
          ½
        </button>
        <button
          type="button"
          className={CHIP}
          disabled={isDisabled}
          onClick={bet.double}
          data-testid="bet-double"
        >
          2×
        </button>
        <button
          type="button"
          className={CHIP}
          disabled={isDisabled}
          onClick={() => void bet.max()}
          data-testid="bet-max"
        >
          {t('panel.max')}
        </button>
      </div>
    </Field>
  );
}
