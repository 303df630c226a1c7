import { useRaceParam } from '../use-race-param';
import { CreateRaceModal } from './create-race-modal';
import { RaceHistoryModal } from './race-history-modal';
import { RaceStandingsModal } from './race-standings-modal';

/** The open race modal, named by `?race=` (loaded with the `races` namespace). */
export function RacesModals() {
  const { open, setOpen } = useRaceParam();
  const close = () => setOpen(null);
  if (open === 'create') {
    return <CreateRaceModal onClose={close} onCreated={() => setOpen('standings')} />;
  }
  if (open === 'standings') return <RaceStandingsModal onClose={close} />;
  if (open === 'history') return <RaceHistoryModal onClose={close} />;
  return null;
}
