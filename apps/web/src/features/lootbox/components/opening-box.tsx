import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The opening animation: a shaking box while the draw is on its way (input stays usable). */
export function OpeningBox() {
  const { t } = useTranslation('lootbox');
  return (
    <div
      data-testid="lootbox-opening"
      role="status"
      className="flex flex-col items-center gap-2 rounded-[var(--radius-control)] bg-ink-900/60 py-5"
    >
      <span className="relative flex size-16 items-center justify-center">
        <span className="absolute inset-0 rounded-full bg-accent/30 motion-safe:animate-ping" />
        <span className="relative flex size-16 items-center justify-center rounded-full bg-accent/20 text-accent motion-safe:animate-bounce">
          <Gift aria-hidden="true" className="size-8" />
        </span>
      </span>
      <p className="text-sm font-semibold">{t('modal.opening')}</p>
    </div>
  );
}
