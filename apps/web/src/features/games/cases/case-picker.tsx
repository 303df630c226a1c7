import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CASE_IDS, caseTable, caseTopMultiplier, type CaseId } from '@tengu/shared';
import { cn } from '@/lib/cn';
import { rarityColour } from './case-items';

/** The five cases, low to extreme risk, as a radio list in the bet panel. */
export function CasePicker({ value, onChange }: { value: CaseId; onChange: (id: CaseId) => void }) {
  const { t } = useTranslation('cases');
  return (
    <div role="radiogroup" aria-label={t('case')} className="space-y-1.5">
      <p className="text-xs font-semibold text-fog">{t('case')}</p>
      {CASE_IDS.map((id) => {
        const rows = caseTable(id);
        const top = rows[rows.length - 1];
        const colour = top ? rarityColour(top.rarity) : undefined;
        const isActive = id === value;
        return (
          <button
            key={id}
            type="button"
            role="radio"
            aria-checked={isActive}
            data-testid={`case-${id}`}
            onClick={() => onChange(id)}
            className={cn(
              'flex w-full items-center gap-3 rounded-[var(--radius-control)] border-2 px-3 py-2 text-start transition-colors disabled:opacity-50',
              isActive
                ? 'border-accent bg-ink-700'
                : 'border-transparent bg-ink-900 hover:bg-ink-700',
            )}
          >
            <Package aria-hidden="true" className="size-5 shrink-0" style={{ color: colour }} />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-bold text-white">
                {t(`cases.${id}`)}
              </span>
              <span className="block text-[11px] text-fog">{t(`risks.${id}`)}</span>
            </span>
            <span className="text-xs font-bold text-gold tabular-nums" dir="ltr">
              {caseTopMultiplier(id)}×
            </span>
          </button>
        );
      })}
    </div>
  );
}
