import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Gift cards (Rakeback, Referral bonus, gifts) arrive with rewards; this says what will be here. */
export function GiftsPanel() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="gifts-panel"
      className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] bg-ink-700/60 p-4 text-center"
    >
      <Gift aria-hidden="true" className="size-8 text-gold" />
      <p className="text-xs leading-relaxed text-fog">{t('panel.giftsBody')}</p>
    </div>
  );
}
