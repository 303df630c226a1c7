import { DojoDashPage } from '@/features/games/dojo-dash/dojo-dash-page';
import { GameModals, gameSlots } from './game-extras';

export function DojoDashRoute() {
  return (
    <>
      <DojoDashPage {...gameSlots('dojo-dash')} />
      <GameModals />
    </>
  );
}
