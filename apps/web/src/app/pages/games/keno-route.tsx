import { KenoPage } from '@/features/games/keno/keno-page';
import { GameAvailability } from '@/features/games/components/game-availability';
import { GameModals, gameSlots } from './game-extras';

export function KenoRoute() {
  return (
    <>
      <GameAvailability game="keno">
        <KenoPage {...gameSlots('keno')} />
      </GameAvailability>
      <GameModals />
    </>
  );
}
