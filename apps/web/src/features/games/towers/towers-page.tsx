import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  decimalToUnits,
  TOWERS_DIFFICULTY_LIST,
  TOWERS_LAYOUT,
  TOWERS_LEVEL_COUNT,
  type TowersDifficultyName,
} from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { formatBetAmount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { BetPanel } from '../components/bet-panel';
import { GameLayout, type GamePageSlots } from '../components/game-layout';
import { useBetAmount } from '../hooks/use-bet-amount';
import { cashOutValue } from '../hooks/use-multi-step-game';
import { useRecentResults } from '../hooks/use-recent-results';
import { TowersBoard } from './towers-board';
import { useTowersGame, type TowersEnd } from './use-towers-game';

const SELECT =
  'h-11 w-full rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 text-sm text-white outline-none focus:border-ink-500';

/** `/casino/game/tengu-towers` (issue 6): climb 9 levels, cash out at any level. */
export function TowersPage({ toolbar, footer }: GamePageSlots) {
  const { t } = useTranslation('towers');
  const { t: tg } = useTranslation('games');
  const bet = useBetAmount();
  const { results, push } = useRecentResults();
  const [difficulty, setDifficulty] = useState<TowersDifficultyName>('easy');
  // Auto mode: the column picked on every level (-1 = random) and the level to cash out at.
  const [autoColumn, setAutoColumn] = useState(-1);
  const [autoLevels, setAutoLevels] = useState(1);
  const onEnd = useCallback(
    (end: TowersEnd) =>
      push({
        id: end.bet.id,
        label: `${end.bet.multiplier.toFixed(2)}×`,
        isWin: end.bet.result === 'WIN',
      }),
    [push],
  );
  const towers = useTowersGame(onEnd);
  const { game, end } = towers;
  const shown = game?.difficulty ?? difficulty;
  const { columns } = TOWERS_LAYOUT[shown];

  const place = useCallback(
    async (amount: string) => {
      let state = await towers.start(amount, difficulty);
      const count = TOWERS_LAYOUT[difficulty].columns;
      for (let level = 0; level < autoLevels && state.game; level++) {
        const column =
          autoColumn >= 0 && autoColumn < count ? autoColumn : Math.floor(Math.random() * count);
        state = await towers.reveal(column);
      }
      if (state.game) state = await towers.cashOut();
      const settled = state.bet;
      if (!settled) throw new Error('The climb did not end.');
      return { stake: decimalToUnits(settled.amount), payout: decimalToUnits(settled.payout) };
    },
    [towers, difficulty, autoColumn, autoLevels],
  );

  const action = game ? (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2 text-center text-xs">
        <p className="rounded-md bg-ink-900 p-2">
          <span className="block text-fog">{t('current')}</span>
          <span data-testid="towers-multiplier" className="text-base font-bold tabular-nums">
            {game.multiplier.toFixed(4)}×
          </span>
        </p>
        <p className="rounded-md bg-ink-900 p-2">
          <span className="block text-fog">{t('next')}</span>
          <span className="text-base font-bold tabular-nums">
            {game.next_multiplier === null ? '—' : `${game.next_multiplier.toFixed(4)}×`}
          </span>
        </p>
      </div>
      <Button
        variant="secondary"
        className="w-full"
        data-testid="towers-random"
        disabled={towers.isBusy}
        onClick={() =>
          void towers.reveal(Math.floor(Math.random() * columns)).catch(() => undefined)
        }
      >
        {t('random')}
      </Button>
      <Button
        size="lg"
        className="w-full"
        data-testid="towers-cash-out"
        disabled={towers.isBusy || game.picks.length === 0}
        onClick={() => void towers.cashOut().catch(() => undefined)}
      >
        {t('cashOut', {
          amount: `$${formatBetAmount(cashOutValue(game.amount, game.multiplier), currentLanguage())}`,
        })}
      </Button>
    </div>
  ) : (
    <Button
      size="lg"
      className="w-full"
      data-testid="towers-start"
      disabled={towers.isBusy || towers.isLoading || !bet.isValid}
      onClick={() => void towers.start(bet.amount.trim(), difficulty).catch(() => undefined)}
    >
      {tg('panel.bet')}
    </Button>
  );

  return (
    <GameLayout
      title={tg('names.towers')}
      toolbar={toolbar}
      footer={footer}
      results={results}
      panel={
        <BetPanel
          gameName={tg('names.towers')}
          bet={bet}
          place={place}
          isBetDisabled={towers.isBusy || game !== null}
          isLocked={game !== null}
          manualAction={action}
        >
          <Field id="towers-difficulty" label={t('difficulty')}>
            <select
              id="towers-difficulty"
              data-testid="towers-difficulty"
              className={SELECT}
              value={shown}
              onChange={(e) => {
                setDifficulty(e.target.value as TowersDifficultyName);
                // The board shows the new difficulty, not the last round's.
                towers.clearEnd();
              }}
            >
              {TOWERS_DIFFICULTY_LIST.map((d) => (
                <option key={d} value={d}>
                  {t(`difficulties.${d}`)}
                </option>
              ))}
            </select>
          </Field>
          <div className="grid grid-cols-2 gap-2">
            <Field id="towers-auto-column" label={t('autoColumn')}>
              <select
                id="towers-auto-column"
                className={SELECT}
                value={autoColumn}
                onChange={(e) => setAutoColumn(Number(e.target.value))}
              >
                <option value={-1}>{t('random')}</option>
                {Array.from({ length: TOWERS_LAYOUT[difficulty].columns }, (_, c) => (
                  <option key={c} value={c}>
                    {c + 1}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="towers-auto-levels" label={t('autoLevels')}>
              <select
                id="towers-auto-levels"
                className={SELECT}
                value={autoLevels}
                onChange={(e) => setAutoLevels(Number(e.target.value))}
              >
                {Array.from({ length: TOWERS_LEVEL_COUNT }, (_, i) => (
                  <option key={i} value={i + 1}>
                    {i + 1}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </BetPanel>
      }
      board={
        <div className="flex w-full flex-col items-center gap-3">
          <TowersBoard
            difficulty={difficulty}
            game={game}
            end={end}
            isBusy={towers.isBusy}
            onPick={(column) => void towers.reveal(column).catch(() => undefined)}
          />
          <p className="h-5 text-center text-sm font-semibold" data-testid="towers-status">
            {game
              ? t('pick', { level: game.picks.length + 1 })
              : end &&
                (end.bet.result === 'WIN'
                  ? t('won', {
                      amount: `$${formatBetAmount(end.bet.payout, currentLanguage())}`,
                      multiplier: end.bet.multiplier.toFixed(4),
                    })
                  : t('lost'))}
          </p>
        </div>
      }
    />
  );
}
