import { LiveBets } from '@/features/bets/components/live-bets';
import { CrashPage } from '@/features/games/crash/crash-page';
import { GameModals } from './game-extras';

/** Crash's fairness is its hash chain (the page's own Fairness button), not the seed pair. */
export function CrashRoute() {
  return (
    <>
      <CrashPage footer={<LiveBets game="crash" />} />
      <GameModals />
    </>
  );
}
