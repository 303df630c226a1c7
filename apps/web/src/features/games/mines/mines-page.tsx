import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { formatBetAmount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { BetPanel } from '../components/bet-panel';
import { GameLayout, type GamePageSlots } from '../components/game-layout';
import { useBetAmount } from '../hooks/use-bet-amount';
import { useRecentResults } from '../hooks/use-recent-results';
import { playGameSound } from '../sound/game-sound';
import { MinesBoard } from './mines-board';
import { fitAutoTiles, playMinesAutoRound, toggleAutoTile } from './mines-auto';
import { useMinesGame, type MinesEnd } from './use-mines-game';

const SELECT =
  'h-11 w-full rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 text-sm text-white outline-none focus:border-ink-500';

/**
 * `/casino/game/mines` (issue 5): 5×5, 1–24 mines, cash out after a safe tile. Auto mode plays
 * the tiles picked on the board every round (mines-auto.ts).
 */
export function MinesPage({ toolbar, footer }: GamePageSlots) {
  const { t } = useTranslation('games');
  const bet = useBetAmount();
  const { results, push } = useRecentResults();
  const [mineCount, setMineCount] = useState(3);
  const onEnd = useCallback(
    (end: MinesEnd) =>
      push({
        id: end.bet.id,
        label: `${end.bet.multiplier.toFixed(2)}×`,
        isWin: end.bet.result === 'WIN',
      }),
    [push],
  );
  const mines = useMinesGame(onEnd);
  const game = mines.game;
  const count = game?.mines ?? mineCount;
  const [mode, setMode] = useState<'manual' | 'auto'>('manual');
  const [autoTiles, setAutoTiles] = useState<number[]>([]);
  const place = useCallback(
    (amount: string) =>
      playMinesAutoRound(autoTiles, {
        start: () => mines.start(amount, mineCount),
        reveal: mines.reveal,
        cashOut: mines.cashOut,
      }),
    [autoTiles, mines, mineCount],
  );

  const action = game ? (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2 text-center text-xs">
        <p className="rounded-md bg-ink-900 p-2">
          <span className="block text-fog">{t('mines.current')}</span>
          <span data-testid="mines-multiplier" className="text-base font-bold">
            {game.multiplier.toFixed(4)}×
          </span>
        </p>
        <p className="rounded-md bg-ink-900 p-2">
          <span className="block text-fog">{t('mines.next')}</span>
          <span className="text-base font-bold">
            {game.next_multiplier === null ? '—' : `${game.next_multiplier.toFixed(4)}×`}
          </span>
        </p>
      </div>
      <Button
        size="lg"
        className="w-full"
        data-testid="mines-cash-out"
        disabled={mines.isBusy || game.revealed.length === 0}
        onClick={() => void mines.cashOut().catch(() => undefined)}
      >
        {t('mines.cashOut')}
      </Button>
    </div>
  ) : (
    <Button
      size="lg"
      className="w-full"
      data-testid="mines-start"
      disabled={mines.isBusy || mines.isLoading || !bet.isValid}
      onClick={() => {
        playGameSound('bet');
        void mines.start(bet.amount.trim(), mineCount).catch(() => undefined);
      }}
    >
      {t('mines.start')}
    </Button>
  );

  return (
    <GameLayout
      title={t('names.mines')}
      toolbar={toolbar}
      footer={footer}
      results={results}
      panel={
        <BetPanel
          gameName={t('names.mines')}
          bet={bet}
          isLocked={game !== null}
          manualAction={action}
          place={place}
          // Auto needs tiles picked on the board first.
          isBetDisabled={mines.isBusy || autoTiles.length === 0}
          onModeChange={setMode}
        >
          <div className="grid grid-cols-2 gap-2">
            <Field id="mines-count" label={t('mines.mines')}>
              <select
                id="mines-count"
                data-testid="mines-count"
                className={SELECT}
                value={count}
                onChange={(e) => {
                  setMineCount(Number(e.target.value));
                  setAutoTiles((tiles) => fitAutoTiles(tiles, Number(e.target.value)));
                }}
              >
                {Array.from({ length: 24 }, (_, i) => (
                  <option key={i} value={i + 1}>
                    {i + 1}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="mines-gems" label={t('mines.gems')}>
              <input id="mines-gems" readOnly value={25 - count} className={SELECT} />
            </Field>
          </div>
        </BetPanel>
      }
      board={
        <div className="flex w-full flex-col items-center gap-3">
          <MinesBoard
            game={game}
            end={mines.end}
            isBusy={mines.isBusy}
            onReveal={(tile) => void mines.reveal(tile).catch(() => undefined)}
            autoTiles={mode === 'auto' ? autoTiles : null}
            onToggleAuto={(tile) => setAutoTiles((tiles) => toggleAutoTile(tiles, tile, count))}
          />
          <p className="h-5 text-sm font-semibold" data-testid="mines-status">
            {game || (mode === 'auto' && autoTiles.length === 0)
              ? t('mines.pick')
              : mines.end &&
                (mines.end.bet.result === 'WIN'
                  ? t('mines.won', {
                      amount: `$${formatBetAmount(mines.end.bet.payout, currentLanguage())}`,
                    })
                  : t('mines.lost'))}
          </p>
        </div>
      }
    />
  );
}
