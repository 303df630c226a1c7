import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { AdjustMode, AutoBetConfig } from '../auto-bet';

interface AutoSettingsProps {
  config: AutoBetConfig;
  onChange: (config: AutoBetConfig) => void;
  isDisabled: boolean;
}

/** Number of bets, on win / on loss, stop on profit / loss (issue 5, auto mode). */
export function AutoSettings({ config, onChange, isDisabled }: AutoSettingsProps) {
  const { t } = useTranslation('games');
  return (
    <div className="space-y-3">
      <Field
        id="auto-count"
        label={t('auto.count')}
        hint={config.count === 0 ? t('auto.infinite') : undefined}
      >
        <Input
          id="auto-count"
          data-testid="auto-count"
          type="number"
          min={0}
          inputMode="numeric"
          disabled={isDisabled}
          value={config.count}
          onChange={(e) =>
            onChange({ ...config, count: Math.max(0, Math.floor(Number(e.target.value) || 0)) })
          }
        />
      </Field>
      <AdjustField
        id="auto-on-win"
        label={t('auto.onWin')}
        rule={config.onWin}
        isDisabled={isDisabled}
        onChange={(onWin) => onChange({ ...config, onWin })}
      />
      <AdjustField
        id="auto-on-loss"
        label={t('auto.onLoss')}
        rule={config.onLoss}
        isDisabled={isDisabled}
        onChange={(onLoss) => onChange({ ...config, onLoss })}
      />
      <div className="grid grid-cols-2 gap-2">
        <Field id="auto-stop-profit" label={t('auto.stopProfit')}>
          <Input
            id="auto-stop-profit"
            inputMode="decimal"
            dir="ltr"
            placeholder="0.00"
            disabled={isDisabled}
            value={config.stopOnProfit}
            onChange={(e) => onChange({ ...config, stopOnProfit: e.target.value })}
          />
        </Field>
        <Field id="auto-stop-loss" label={t('auto.stopLoss')}>
          <Input
            id="auto-stop-loss"
            inputMode="decimal"
            dir="ltr"
            placeholder="0.00"
            disabled={isDisabled}
            value={config.stopOnLoss}
            onChange={(e) => onChange({ ...config, stopOnLoss: e.target.value })}
          />
        </Field>
      </div>
    </div>
  );
}

interface AdjustFieldProps {
  id: string;
  label: string;
  rule: AutoBetConfig['onWin'];
  isDisabled: boolean;
  onChange: (rule: AutoBetConfig['onWin']) => void;
}

function AdjustField({ id, label, rule, isDisabled, onChange }: AdjustFieldProps) {
  const { t } = useTranslation('games');
  const modes: [AdjustMode, string][] = [
    ['reset', t('auto.reset')],
    ['change', t('auto.increaseBy')],
  ];
  return (
    <Field id={id} label={label}>
      <div className="flex gap-1 rounded-[var(--radius-control)] bg-ink-900 p-1">
        {modes.map(([mode, text]) => (
          <button
            key={mode}
            type="button"
            disabled={isDisabled}
            aria-pressed={rule.mode === mode}
            onClick={() => onChange({ ...rule, mode })}
            className={cn(
              'h-9 cursor-pointer rounded-md px-2 text-xs font-semibold whitespace-nowrap text-fog',
              rule.mode === mode && 'bg-ink-600 text-white',
            )}
          >
            {text}
          </button>
        ))}
        <div className="relative min-w-0 flex-1">
          <Input
            id={id}
            type="number"
            inputMode="decimal"
            aria-label={`${label} %`}
            disabled={isDisabled || rule.mode === 'reset'}
            value={rule.percent}
            onChange={(e) => onChange({ ...rule, percent: Number(e.target.value) || 0 })}
            className="h-9 pe-7"
          />
          <span className="pointer-events-none absolute end-2 top-1/2 -translate-y-1/2 text-xs text-fog">
            %
          </span>
        </div>
      </div>
    </Field>
  );
}
