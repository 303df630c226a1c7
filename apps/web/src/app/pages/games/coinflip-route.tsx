import { CoinflipPage } from '@/features/games/coinflip/coinflip-page';
import { GameAvailability } from '@/features/games/components/game-availability';
import { GameModals, gameSlots } from './game-extras';

export function CoinflipRoute() {
  return (
    <>
      <GameAvailability game="coinflip" keepsPanel>
        <CoinflipPage {...gameSlots('coinflip')} />
      </GameAvailability>
      <GameModals />
    </>
  );
}
