import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { BetGame } from '@tengu/shared';
import { BetDetailModal } from '@/features/bets/components/bet-detail-modal';
import { LiveBets } from '@/features/bets/components/live-bets';
import { useBetDetailStore } from '@/features/bets/store';
import { FairnessButton } from '@/features/fairness/components/fairness-button';
import { ProvablyFairModal } from '@/features/fairness/components/provably-fair-modal';

/** Composes the fairness and bets features into a game page (features never import each other). */
export function gameSlots(game: BetGame) {
  return { toolbar: <FairnessButton game={game} />, footer: <LiveBets game={game} /> };
}

export function GameModals() {
  // A shared bet link (`?bet=<id>`, from the bet detail modal) opens that bet.
  const [params] = useSearchParams();
  const openBet = useBetDetailStore((s) => s.open);
  const sharedBet = params.get('bet');
  useEffect(() => {
    if (sharedBet) openBet(sharedBet);
  }, [sharedBet, openBet]);
  return (
    <>
      <ProvablyFairModal />
      <BetDetailModal />
    </>
  );
}
