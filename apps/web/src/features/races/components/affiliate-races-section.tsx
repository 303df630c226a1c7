import { History, Plus, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useRaceParam, type RaceModal } from '../use-race-param';

/**
 * The "Races" card for the /affiliate page: buttons opening the race modals (through `?race=`,
 * which RacesHost in the root layout renders). Needs the `races` namespace loaded.
 */
export function AffiliateRacesSection() {
  const { t } = useTranslation('races');
  const { setOpen } = useRaceParam();
  const buttons: Array<[RaceModal, string, typeof Plus]> = [
    ['create', t('section.create'), Plus],
    ['standings', t('section.standings'), Trophy],
    ['history', t('section.history'), History],
  ];
  return (
    <section
      data-testid="affiliate-races-section"
      className="rounded-[var(--radius-card)] border border-ink-600 bg-ink-800 p-4 xs:p-5"
    >
      <h2 className="mb-1 text-lg font-bold">{t('section.title')}</h2>
      <p className="mb-4 text-sm text-fog">{t('section.text')}</p>
      <div className="flex flex-wrap gap-2">
        {buttons.map(([modal, label, Icon], index) => (
          <Button
            key={modal}
            variant={index === 0 ? 'primary' : 'secondary'}
            onClick={() => setOpen(modal)}
            data-testid={`races-open-${modal}`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </Button>
        ))}
      </div>
    </section>
  );
}
