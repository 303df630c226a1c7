import { BlackjackPage } from '@/features/games/blackjack/blackjack-page';
import { GameModals, gameSlots } from './game-extras';

export function BlackjackRoute() {
  return (
    <>
      <BlackjackPage {...gameSlots('blackjack')} />
      <GameModals />
    </>
  );
}
