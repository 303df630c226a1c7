import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { sanitizeAmountInput } from '@/lib/formatters';

export interface AmountInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onMax: () => void;
  label: string;
  hint?: string;
}

/** A dollar amount box: digits and one decimal point only, with a Max button at its end. */
export function AmountInput({ id, value, onChange, onMax, label, hint }: AmountInputProps) {
  const { t } = useTranslation('wallet');
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-xs font-semibold text-fog">
          {label}
        </label>
        {hint && <span className="text-xs text-fog tabular-nums">{hint}</span>}
      </div>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-sm text-fog">
          $
        </span>
        <Input
          id={id}
          data-testid={id}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          placeholder="0.00"
          value={value}
          onChange={(event) => onChange(sanitizeAmountInput(event.target.value))}
          className="ps-7 pe-16 tabular-nums"
        />
        <button
          type="button"
          data-testid={`${id}-max`}
          onClick={onMax}
          className="absolute inset-y-1.5 end-1.5 cursor-pointer rounded-md bg-ink-600 px-3 text-xs font-bold text-white hover:bg-ink-500"
        >
          {t('common.max')}
        </button>
      </div>
    </div>
  );
}

/** Typed text as the API reads it: ".5" → "0.5", "5." → "5". */
export function normalizeAmount(text: string): string {
  const trimmed = text.endsWith('.') ? text.slice(0, -1) : text;
  return trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
}
