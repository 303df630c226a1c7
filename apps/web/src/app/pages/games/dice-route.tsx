import { DicePage } from '@/features/games/dice/dice-page';
import { GameAvailability } from '@/features/games/components/game-availability';
import { GameModals, gameSlots } from './game-extras';

export function DiceRoute() {
  return (
    <>
      <GameAvailability game="dice">
        <DicePage {...gameSlots('dice')} />
      </GameAvailability>
      <GameModals />
    </>
  );
}
