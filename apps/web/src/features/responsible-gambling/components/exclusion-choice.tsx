import type { RgCoolOffDuration, RgSelfExclusionDuration } from '@tengu/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RgSelect } from './rg-select';

/** One kind of break (cool-off or self-exclusion): its title, hint, a duration and a button. */
export function ExclusionChoice<D extends RgCoolOffDuration | RgSelfExclusionDuration>({
  icon,
  title,
  hint,
  durations,
  value,
  onChange,
  action,
  onAsk,
  testId,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  durations: readonly D[];
  value: D;
  onChange: (duration: D) => void;
  action: string;
  onAsk: () => void;
  /** The duration select's and the button's test ids. */
  testId: { select: string; button: string };
}) {
  const { t } = useTranslation('responsible-gambling');
  return (
    <div className="space-y-2">
      <h3 className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h3>
      <p className="text-sm leading-relaxed text-fog">{hint}</p>
      <div className="flex flex-col gap-2 xs:flex-row">
        <RgSelect
          aria-label={t('exclusion.duration')}
          value={value}
          data-testid={testId.select}
          onChange={(e) => onChange(e.target.value as D)}
          className="xs:w-48"
        >
          {durations.map((duration) => (
            <option key={duration} value={duration}>
              {t(`exclusion.durations.${duration}`)}
            </option>
          ))}
        </RgSelect>
        <Button variant="secondary" data-testid={testId.button} onClick={onAsk}>
          {action}
        </Button>
      </div>
    </div>
  );
}
