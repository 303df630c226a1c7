import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  decimalToUnits,
  DOJO_DASH_DIFFICULTY_LIST,
  dojoDashMaxLanes,
  type DojoDashDifficultyName,
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
import { DojoDashBoard } from './dojo-dash-board';
import { useDojoDashGame, type DojoDashEnd } from './use-dojo-dash-game';

const SELECT =
  'h-11 w-full rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 text-sm text-white outline-none focus:border-ink-500';

/** `/casino/game/dojo-dash` (issue 6): dash lane by lane across 20 lanes, cash out any time. */
export function DojoDashPage({ toolbar, footer }: GamePageSlots) {
  const { t } = useTranslation('dojo-dash');
  const { t: tg } = useTranslation('games');
  const bet = useBetAmount();
  const { results, push } = useRecentResults();
  const [difficulty, setDifficulty] = useState<DojoDashDifficultyName>('easy');
  const [autoLanes, setAutoLanes] = useState(1);
  const onEnd = useCallback(
    (end: DojoDashEnd) =>
      push({
        id: end.bet.id,
        label: `${end.bet.multiplier.toFixed(2)}×`,
        isWin: end.bet.result === 'WIN',
      }),
    [push],
  );
  const dojo = useDojoDashGame(onEnd);
  const { game, end } = dojo;
  const shown = game?.difficulty ?? difficulty;
  const autoMax = dojoDashMaxLanes(difficulty);

  const place = useCallback(
    async (amount: string) => {
      let state = await dojo.start(amount, difficulty);
      for (let lane = 0; lane < Math.min(autoLanes, autoMax) && state.game; lane++) {
        state = await dojo.dash();
      }
      if (state.game) state = await dojo.cashOut();
      const settled = state.bet;
      if (!settled) throw new Error('The run did not end.');
      return { stake: decimalToUnits(settled.amount), payout: decimalToUnits(settled.payout) };
    },
    [dojo, difficulty, autoLanes, autoMax],
  );

  const action = game ? (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2 text-center text-xs">
        <p className="rounded-md bg-ink-900 p-2">
          <span className="block text-fog">{t('current')}</span>
          <span data-testid="dojo-multiplier" className="text-base font-bold tabular-nums">
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
        size="lg"
        className="w-full"
        data-testid="dojo-dash"
        disabled={dojo.isBusy}
        onClick={() => void dojo.dash().catch(() => undefined)}
      >
        {t('dash')}
      </Button>
      <Button
        size="lg"
        variant="secondary"
        className="w-full"
        data-testid="dojo-cash-out"
        disabled={dojo.isBusy || game.lanes === 0}
        onClick={() => void dojo.cashOut().catch(() => undefined)}
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
      data-testid="dojo-start"
      disabled={dojo.isBusy || dojo.isLoading || !bet.isValid}
      onClick={() => void dojo.start(bet.amount.trim(), difficulty).catch(() => undefined)}
    >
      {tg('panel.bet')}
    </Button>
  );

  return (
    <GameLayout
      title={tg('names.dojo-dash')}
      toolbar={toolbar}
      footer={footer}
      results={results}
      panel={
        <BetPanel
          gameName={tg('names.dojo-dash')}
          bet={bet}
          place={place}
          isBetDisabled={dojo.isBusy || game !== null}
          isLocked={game !== null}
          manualAction={action}
        >
          <Field id="dojo-difficulty" label={t('difficulty')}>
            <select
              id="dojo-difficulty"
              data-testid="dojo-difficulty"
              className={SELECT}
              value={shown}
              onChange={(e) => {
                setDifficulty(e.target.value as DojoDashDifficultyName);
                // The board shows the new difficulty, not the last round's.
                dojo.clearEnd();
              }}
            >
              {DOJO_DASH_DIFFICULTY_LIST.map((d) => (
                <option key={d} value={d}>
                  {t(`difficulties.${d}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="dojo-auto-lanes" label={t('autoLanes')}>
            <select
              id="dojo-auto-lanes"
              className={SELECT}
              value={Math.min(autoLanes, autoMax)}
              onChange={(e) => setAutoLanes(Number(e.target.value))}
            >
              {Array.from({ length: autoMax }, (_, i) => (
                <option key={i} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
          </Field>
        </BetPanel>
      }
      board={
        <div className="flex w-full min-w-0 flex-col items-center gap-3">
          <DojoDashBoard
            difficulty={difficulty}
            game={game}
            end={end}
            isBusy={dojo.isBusy}
            onDash={() => void dojo.dash().catch(() => undefined)}
          />
          <p className="h-5 text-center text-sm font-semibold" data-testid="dojo-status">
            {game
              ? t('dashPrompt', { count: game.lanes })
              : end &&
                (end.bet.result === 'WIN'
                  ? t('won', {
                      amount: `$${formatBetAmount(end.bet.payout, currentLanguage())}`,
                      multiplier: end.bet.multiplier.toFixed(4),
                    })
                  : t('lost', { lane: end.lanes + 1 }))}
          </p>
        </div>
      }
    />
  );
}
