import { CoinflipPage } from '@/features/games/coinflip/coinflip-page';
import { GameModals, gameSlots } from './game-extras';

export function CoinflipRoute() {
  return (
    <>
      <CoinflipPage {...gameSlots('coinflip')} />
      <GameModals />
    </>
  );
}
