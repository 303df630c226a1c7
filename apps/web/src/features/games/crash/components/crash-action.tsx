import { useTranslation } from 'react-i18next';
import type { CrashPlayer, CrashRound } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { formatMultiplier } from '../crash-math';
import { CashOutButton } from './cash-out-button';

export interface CrashActionProps {
  round: CrashRound | null;
  myBet: CrashPlayer | null;
  isQueued: boolean;
  isPending: boolean;
  isAmountValid: boolean;
  onBet: () => void;
  onCashOut: () => void;
  onToggleQueue: () => void;
}

/**
 * The manual button for every moment of a round: Bet in the countdown, Cash out while the
 * player's bet runs, otherwise Bet on the next round (queued, cancellable).
 */
export function CrashAction(props: CrashActionProps) {
  const { round, myBet, isQueued, isPending } = props;
  const { t } = useTranslation('crash');
  const status =
    myBet?.status === 'cashed' && myBet.cashout !== null ? (
      <p
        className="text-center text-sm font-semibold text-emerald-400"
        data-testid="crash-my-result"
        data-result="cashed"
      >
        {t('cashedOut', { multiplier: formatMultiplier(myBet.cashout) })}
      </p>
    ) : myBet?.status === 'lost' ? (
      <p
        className="text-center text-sm font-semibold text-red-400"
        data-testid="crash-my-result"
        data-result="lost"
      >
        {t('lost')}
      </p>
    ) : null;

  if (myBet?.status === 'active' && round?.phase === 'running') {
    return (
      <CashOutButton amount={myBet.amount} isPending={isPending} onCashOut={props.onCashOut} />
    );
  }
  if (myBet?.status === 'active') {
    return (
      <Button size="lg" className="w-full" disabled data-testid="crash-bet-placed">
        {t('waitingStart')}
      </Button>
    );
  }
  if (round?.phase === 'waiting' && !myBet) {
    return (
      <Button
        size="lg"
        className="w-full"
        data-testid="bet-button"
        disabled={isPending || !props.isAmountValid}
        onClick={props.onBet}
      >
        {t('bet')}
      </Button>
    );
  }
  return (
    <div className="space-y-2">
      {status}
      <Button
        size="lg"
        variant={isQueued ? 'secondary' : 'primary'}
        className="w-full"
        data-testid="crash-bet-next"
        disabled={!isQueued && (isPending || !props.isAmountValid)}
        onClick={props.onToggleQueue}
      >
        {isQueued ? t('cancelNext') : t('betNext')}
      </Button>
      {isQueued && <p className="text-center text-xs text-fog">{t('queued')}</p>}
    </div>
  );
}
