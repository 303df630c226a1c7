import { RoulettePage } from '@/features/games/roulette/roulette-page';
import { GameModals, gameSlots } from './game-extras';

export function RouletteRoute() {
  return (
    <>
      <RoulettePage {...gameSlots('roulette')} />
      <GameModals />
    </>
  );
}
