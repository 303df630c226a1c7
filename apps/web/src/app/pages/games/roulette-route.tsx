import { RoulettePage } from '@/features/games/roulette/roulette-page';
import { GameAvailability } from '@/features/games/components/game-availability';
import { GameModals, gameSlots } from './game-extras';

export function RouletteRoute() {
  return (
    <>
      <GameAvailability game="roulette">
        <RoulettePage {...gameSlots('roulette')} />
      </GameAvailability>
      <GameModals />
    </>
  );
}
