import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentRace } from '../api/races-api';
import { useRaceStandingsEvents } from '../hooks/use-race-standings-events';
import { RaceStats } from './race-stats';
import { StandingsTable } from './standings-table';

/** Race standings (spec document 1 sections 2 and 4): loading → race or 'No Active Race'. */
export function RaceStandingsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('races');
  const race = useCurrentRace(true);
  useRaceStandingsEvents();
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('standings.title')}
      closeLabel={t('close')}
      testId="race-standings-modal"
      className="w-[min(calc(100vw-24px),560px)]"
    >
      {race.isPending ? (
        <div data-testid="race-standings-loading" className="space-y-2">
          <Skeleton className="h-14 w-full" />
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : race.isError ? (
        <div className="py-6 text-center">
          <p className="mb-3 text-fog">{t('loadError')}</p>
          <Button variant="secondary" onClick={() => void race.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : !race.data ? (
        <div data-testid="race-none" className="flex flex-col items-center gap-2 py-8 text-fog">
          <Trophy aria-hidden="true" className="size-8" />
          <p className="font-bold text-white">{t('standings.none')}</p>
        </div>
      ) : (
        <>
          <p className="mb-3 text-sm text-fog">
            {t('standings.by', { username: race.data.stats.username })}
          </p>
          <RaceStats race={race.data.stats} />
          {race.data.standings.length === 0 ? (
            <p data-testid="race-standings-empty" className="py-4 text-center text-sm text-fog">
              {t('standings.empty')}
            </p>
          ) : (
            <StandingsTable standings={race.data.standings} testId="race-standings" />
          )}
        </>
      )}
    </Modal>
  );
}
