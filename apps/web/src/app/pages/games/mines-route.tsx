import { MinesPage } from '@/features/games/mines/mines-page';
import { GameModals, gameSlots } from './game-extras';

export function MinesRoute() {
  return (
    <>
      <MinesPage {...gameSlots('mines')} />
      <GameModals />
    </>
  );
}
