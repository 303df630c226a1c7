import { BetDetailModal } from '@/features/bets/components/bet-detail-modal';
import { BetFairnessPanel } from './bet-fairness-panel';

/** The bet detail modal with its Fairness tab, for every page that lists bets. */
export function BetDetailHost() {
  return (
    <BetDetailModal
      renderFairness={(bet, close) => <BetFairnessPanel bet={bet} onChangeSeed={close} />}
    />
  );
}
