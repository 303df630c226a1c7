import { KenoPage } from '@/features/games/keno/keno-page';
import { GameModals, gameSlots } from './game-extras';

export function KenoRoute() {
  return (
    <>
      <KenoPage {...gameSlots('keno')} />
      <GameModals />
    </>
  );
}
