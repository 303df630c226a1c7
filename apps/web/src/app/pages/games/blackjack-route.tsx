import { BlackjackPage } from '@/features/games/blackjack/blackjack-page';
import { GameAvailability } from '@/features/games/components/game-availability';
import { GameModals, gameSlots } from './game-extras';

export function BlackjackRoute() {
  return (
    <>
      <GameAvailability game="blackjack" keepsPanel>
        <BlackjackPage {...gameSlots('blackjack')} />
      </GameAvailability>
      <GameModals />
    </>
  );
}
