import type { Race } from '@tengu/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { useRaceHistory, useRaceParticipants } from '../api/races-api';
import { RaceStats } from './race-stats';
import { StandingsTable } from './standings-table';

function EndedRace({ race }: { race: Race }) {
  const { t } = useTranslation('races');
  const participants = useRaceParticipants(race.id);
  useEffect(() => {
    if (participants.isError) {
      toast.error(t('errors.participantsTitle'), {
        description: t('errors.participants'),
        duration: 3000,
      });
    }
  }, [participants.isError, t]);
  return (
    <article
      data-testid="race-history-item"
      className="rounded-lg border border-ink-600 p-2 xs:p-3"
    >
      <header className="mb-3 flex items-center gap-2">
        <h3 className="font-bold">{t('history.wagerRace')}</h3>
        <span className="rounded bg-ink-600 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-fog uppercase">
          {t('history.ended')}
        </span>
      </header>
      <RaceStats race={race} />
      {participants.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : participants.isError ? (
        <p className="text-sm text-fog">{t('errors.participants')}</p>
      ) : (
        <StandingsTable standings={participants.data} testId="race-history-leaderboard" />
      )}
    </article>
  );
}

/** Race history (spec document 1 section 2): ended races with their final leaderboard. */
export function RaceHistoryModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('races');
  const history = useRaceHistory(true);
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('history.title')}
      closeLabel={t('close')}
      testId="race-history-modal"
      className="w-[min(calc(100vw-24px),560px)]"
    >
      {history.isPending ? (
        <div className="space-y-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : history.isError ? (
        <div className="py-6 text-center">
          <p className="mb-3 text-fog">{t('loadError')}</p>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : history.data.length === 0 ? (
        <p data-testid="race-history-empty" className="py-8 text-center text-fog">
          {t('history.empty')}
        </p>
      ) : (
        <div className="space-y-3">
          {history.data.map((race) => (
            <EndedRace key={race.id} race={race} />
          ))}
        </div>
      )}
    </Modal>
  );
}
