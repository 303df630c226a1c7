import { CasesPage } from '@/features/games/cases/cases-page';
import { GameModals, gameSlots } from './game-extras';

export function CasesRoute() {
  return (
    <>
      <CasesPage {...gameSlots('cases')} />
      <GameModals />
    </>
  );
}
