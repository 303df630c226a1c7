import { PlinkoPage } from '@/features/games/plinko/plinko-page';
import { GameModals, gameSlots } from './game-extras';

export function PlinkoRoute() {
  return (
    <>
      <PlinkoPage {...gameSlots('plinko')} />
      <GameModals />
    </>
  );
}
