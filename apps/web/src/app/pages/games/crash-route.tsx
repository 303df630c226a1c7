import { LiveBets } from '@/features/bets/components/live-bets';
import { CrashPage } from '@/features/games/crash/crash-page';
import {
  GameAvailability,
  GameUnavailableNotice,
  useGameAvailability,
} from '@/features/games/components/game-availability';
import { GameModals } from './game-extras';

function CrashUnavailable() {
  const { isUnavailable } = useGameAvailability();
  return isUnavailable ? (
    <div className="mx-auto w-full max-w-6xl md:px-4">
      <GameUnavailableNotice isCompact />
    </div>
  ) : null;
}

/** Crash's fairness is its hash chain (the page's own Fairness button), not the seed pair. */
export function CrashRoute() {
  return (
    <>
      {/* A closed crash (ADR 044) says so above the page; a bet already placed still cashes out. */}
      <GameAvailability game="crash" keepsPanel>
        <CrashUnavailable />
        <CrashPage footer={<LiveBets game="crash" />} />
      </GameAvailability>
      <GameModals />
    </>
  );
}
