import { MinesPage } from '@/features/games/mines/mines-page';
import { GameAvailability } from '@/features/games/components/game-availability';
import { GameModals, gameSlots } from './game-extras';

export function MinesRoute() {
  return (
    <>
      <GameAvailability game="mines" keepsPanel>
        <MinesPage {...gameSlots('mines')} />
      </GameAvailability>
      <GameModals />
    </>
  );
}
