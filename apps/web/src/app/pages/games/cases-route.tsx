import { CasesPage } from '@/features/games/cases/cases-page';
import { GameAvailability } from '@/features/games/components/game-availability';
import { GameModals, gameSlots } from './game-extras';

export function CasesRoute() {
  return (
    <>
      <GameAvailability game="cases">
        <CasesPage {...gameSlots('cases')} />
      </GameAvailability>
      <GameModals />
    </>
  );
}
