import { DicePage } from '@/features/games/dice/dice-page';
import { GameModals, gameSlots } from './game-extras';

export function DiceRoute() {
  return (
    <>
      <DicePage {...gameSlots('dice')} />
      <GameModals />
    </>
  );
}
