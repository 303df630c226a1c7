import { PlinkoPage } from '@/features/games/plinko/plinko-page';
import { GameAvailability } from '@/features/games/components/game-availability';
import { GameModals, gameSlots } from './game-extras';

export function PlinkoRoute() {
  return (
    <>
      <GameAvailability game="plinko">
        <PlinkoPage {...gameSlots('plinko')} />
      </GameAvailability>
      <GameModals />
    </>
  );
}
