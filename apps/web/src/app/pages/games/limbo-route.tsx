import { LimboPage } from '@/features/games/limbo/limbo-page';
import { GameModals, gameSlots } from './game-extras';

export function LimboRoute() {
  return (
    <>
      <LimboPage {...gameSlots('limbo')} />
      <GameModals />
    </>
  );
}
