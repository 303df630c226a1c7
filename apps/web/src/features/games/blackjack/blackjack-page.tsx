import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatBetAmount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { BetPanel } from '../components/bet-panel';
import { GameLayout, type GamePageSlots } from '../components/game-layout';
import { useBetAmount } from '../hooks/use-bet-amount';
import { useRecentResults } from '../hooks/use-recent-results';
import { playGameSound } from '../sound/game-sound';
import { BlackjackActions } from './blackjack-actions';
import { BlackjackTable } from './blackjack-table';
import { tableFromEnd, tableFromGame } from './table-model';
import { useBlackjackGame, type BlackjackEnd } from './use-blackjack-game';

/**
 * `/casino/game/blackjack` (issue 6): deal, then hit, stand, double, split or insurance until the
 * hand ends. Manual play only: every hand asks for decisions.
 */
export function BlackjackPage({ toolbar, footer }: GamePageSlots) {
  const { t } = useTranslation('blackjack');
  const bet = useBetAmount();
  const { results, push } = useRecentResults();
  const onEnd = useCallback(
    (end: BlackjackEnd) =>
      push({
        id: end.bet.id,
        label: `${end.bet.multiplier.toFixed(2)}×`,
        isWin: end.bet.result === 'WIN',
      }),
    [push],
  );
  const blackjack = useBlackjackGame(onEnd);
  const { game, end } = blackjack;
  // A hand restored after a reload shows the stake it was dealt with.
  const { setAmount } = bet;
  const restoredAmount = game?.amount;
  useEffect(() => {
    if (restoredAmount !== undefined) setAmount(restoredAmount);
  }, [restoredAmount, setAmount]);
  const model = game ? tableFromGame(game) : end ? tableFromEnd(end) : null;
  const language = currentLanguage();

  const action = game ? (
    <div className="space-y-3">
      <BlackjackActions
        game={game}
        isBusy={blackjack.isBusy}
        onAction={(move) => void blackjack.act(move)}
      />
      <p className="flex justify-between text-xs text-fog">
        <span>{t('panel.totalStaked')}</span>
        <span className="font-semibold text-white tabular-nums" data-testid="blackjack-staked">
          ${formatBetAmount(game.total_staked, language)}
        </span>
      </p>
    </div>
  ) : (
    <Button
      size="lg"
      className="w-full"
      data-testid="blackjack-deal"
      disabled={blackjack.isBusy || blackjack.isLoading || !bet.isValid}
      onClick={() => {
        playGameSound('bet');
        void blackjack.deal(bet.amount.trim());
      }}
    >
      {t('actions.deal')}
    </Button>
  );

  const status = game
    ? game.phase === 'insurance'
      ? t('status.insurance')
      : game.hands.length > 1
        ? t('status.playHand', { number: game.active_hand + 1 })
        : t('status.yourMove')
    : end
      ? null
      : t('status.placeBet');

  return (
    <GameLayout
      title={t('name')}
      toolbar={toolbar}
      footer={footer}
      results={results}
      panel={
        <BetPanel
          gameName={t('name')}
          bet={bet}
          hasAuto={false}
          isLocked={game !== null}
          manualAction={action}
          place={() => Promise.reject(new Error('blackjack has no single-step bet'))}
        />
      }
      board={
        <div className="flex w-full flex-col items-center gap-3">
          <BlackjackTable model={model} />
          <p
            className="h-5 text-sm font-semibold"
            data-testid="blackjack-status"
            aria-live="polite"
          >
            {status}
          </p>
        </div>
      }
    />
  );
}
