import { TowersPage } from '@/features/games/towers/towers-page';
import { GameAvailability } from '@/features/games/components/game-availability';
import { GameModals, gameSlots } from './game-extras';

export function TowersRoute() {
  return (
    <>
      <GameAvailability game="towers" keepsPanel>
        <TowersPage {...gameSlots('towers')} />
      </GameAvailability>
      <GameModals />
    </>
  );
}
