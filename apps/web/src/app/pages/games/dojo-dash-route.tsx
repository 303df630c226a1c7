import { DojoDashPage } from '@/features/games/dojo-dash/dojo-dash-page';
import { GameAvailability } from '@/features/games/components/game-availability';
import { GameModals, gameSlots } from './game-extras';

export function DojoDashRoute() {
  return (
    <>
      <GameAvailability game="dojo-dash" keepsPanel>
        <DojoDashPage {...gameSlots('dojo-dash')} />
      </GameAvailability>
      <GameModals />
    </>
  );
}
