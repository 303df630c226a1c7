import { LimboPage } from '@/features/games/limbo/limbo-page';
import { GameAvailability } from '@/features/games/components/game-availability';
import { GameModals, gameSlots } from './game-extras';

export function LimboRoute() {
  return (
    <>
      <GameAvailability game="limbo">
        <LimboPage {...gameSlots('limbo')} />
      </GameAvailability>
      <GameModals />
    </>
  );
}
