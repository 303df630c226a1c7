import { TowersPage } from '@/features/games/towers/towers-page';
import { GameModals, gameSlots } from './game-extras';

export function TowersRoute() {
  return (
    <>
      <TowersPage {...gameSlots('towers')} />
      <GameModals />
    </>
  );
}
