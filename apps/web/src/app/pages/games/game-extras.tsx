import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LiveBets } from '@/features/bets/components/live-bets';
import { useBetDetailStore } from '@/features/bets/store';
import { FairnessButton } from '@/features/fairness/components/fairness-button';
import { ProvablyFairModal } from '@/features/fairness/components/provably-fair-modal';
import { useProfileModalStore } from '@/features/profile/profile-modal-store';
import { BetDetailHost } from '../bet-detail/bet-detail-host';
import type { VerifyGame } from '@/features/fairness/verify';

/** Composes the fairness and bets features into a game page (features never import each other). */
export function gameSlots(game: Exclude<VerifyGame, 'lootbox'>) {
  return {
    toolbar: <FairnessButton game={game} />,
    footer: <LiveBets game={game} onPlayer={openProfile} />,
  };
}

/** A player's name in the live tables opens their profile (spec: User profile details). */
function openProfile(username: string) {
  useProfileModalStore.getState().open(username);
}

export function GameModals() {
  // A bet link (`?bet=<id>`: shared from the bet detail modal, or a recent result clicked)
  // opens that bet; the parameter is then removed, so the same link works again.
  const [params, setParams] = useSearchParams();
  const openBet = useBetDetailStore((s) => s.open);
  const linkedBet = params.get('bet');
  useEffect(() => {
    if (!linkedBet) return;
    openBet(linkedBet);
    setParams(
      (next) => {
        next.delete('bet');
        return next;
      },
      { replace: true },
    );
  }, [linkedBet, openBet, setParams]);
  return (
    <>
      <ProvablyFairModal />
      <BetDetailHost />
    </>
  );
}
