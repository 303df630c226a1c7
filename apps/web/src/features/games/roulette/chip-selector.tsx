import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { CHIP_VALUES } from './roulette-chips';

/** The chip value the next click places. */
export function ChipSelector({
  value,
  onChange,
}: {
  value: bigint;
  onChange: (units: bigint) => void;
}) {
  const { t } = useTranslation('roulette');
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-semibold text-fog">{t('chipValue')}</p>
      <div
        role="radiogroup"
        aria-label={t('chipValue')}
        className="grid grid-cols-6 gap-1.5"
        dir="ltr"
      >
        {CHIP_VALUES.map((chip) => {
          const isActive = chip.units === value;
          return (
            <button
              key={chip.label}
              type="button"
              role="radio"
              aria-checked={isActive}
              data-testid={`chip-${chip.label}`}
              onClick={() => onChange(chip.units)}
              className={cn(
                'flex aspect-square items-center justify-center rounded-full border-2 border-dashed text-[10px] font-extrabold text-white transition-transform disabled:opacity-50',
                isActive
                  ? 'scale-110 border-white ring-2 ring-white/40'
                  : 'border-white/50 hover:scale-105',
              )}
              style={{ backgroundColor: chip.colour }}
            >
              {chip.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
