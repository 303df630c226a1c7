import { LiveBets } from '@/features/bets/components/live-bets';
import { useProfileModalStore } from '@/features/profile/profile-modal-store';
import { BetDetailHost } from './bet-detail/bet-detail-host';

/**
 * All Bets and High Rollers of every game on the home page (issue 14: the lobby shows play the
 * moment it opens); a row opens the bet, a name the player's profile.
 */
export function HomeLiveBets() {
  return (
    <>
      <LiveBets onPlayer={(username) => useProfileModalStore.getState().open(username)} />
      <BetDetailHost />
    </>
  );
}
