import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COIN_SIDES,
  COINFLIP_SERIES_LENGTH,
  decimalToUnits,
  type CoinSideName,
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
import { playGameSound } from '../sound/game-sound';
import { Coin } from './coin';
import { CoinflipSeries } from './coinflip-series';
import { useCoinLanding } from './use-coin-landing';
import { useCoinflipGame } from './use-coinflip-game';

const SELECT =
  'h-11 w-full rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 text-sm text-white outline-none focus:border-ink-500';

type AutoSide = CoinSideName | 'random';
const randomSide = (): CoinSideName => (Math.random() < 0.5 ? 'heads' : 'tails');

/** `/casino/game/coinflip` (issue 6): call up to 20 flips, cash out 1.98ᵏ after k right calls. */
export function CoinflipPage({ toolbar, footer }: GamePageSlots) {
  const { t } = useTranslation('coinflip');
  const { t: tg } = useTranslation('games');
  const bet = useBetAmount();
  const { results, push } = useRecentResults();
  const [autoSide, setAutoSide] = useState<AutoSide>('heads');
  const [autoFlips, setAutoFlips] = useState(1);
  const coinflip = useCoinflipGame();
  const live = useMemo(
    () => ({ game: coinflip.game, end: coinflip.end }),
    [coinflip.game, coinflip.end],
  );
  const liveFlips = live.game?.flips ?? live.end?.flips ?? [];
  const liveKey = `${live.game?.nonce ?? live.end?.bet.nonce ?? 0}:${liveFlips.length}`;
  // The text, the series row and the recent results wait for the coin to land (issue 14).
  const landing = useCoinLanding(live, liveKey, liveFlips.length > 0);
  const { game, end } = landing.shown;
  useEffect(() => {
    if (end)
      push({
        id: end.bet.id,
        label: `${end.bet.multiplier.toFixed(2)}×`,
        isWin: end.bet.result === 'WIN',
      });
  }, [end, push]);

  /** A move from the board as shown: when the series has already ended, it only lands the coin. */
  const move = (action: () => Promise<unknown>) => {
    if (!live.game) return landing.finish();
    void action().catch(() => undefined);
  };

  const flips = game?.flips ?? end?.flips ?? [];
  const lostAt = !game && end?.bet.result === 'LOSS' ? end.flips.length - 1 : null;

  /** Auto mode: one whole series per bet — start, call `autoFlips` flips, cash out. */
  const place = useCallback(
    async (amount: string) => {
      let state = await coinflip.start(amount);
      for (let i = 0; i < autoFlips && state.game; i++) {
        state = await coinflip.flip(autoSide === 'random' ? randomSide() : autoSide);
      }
      if (state.game) state = await coinflip.cashOut();
      const settled = state.bet;
      if (!settled) throw new Error('The series did not end.');
      return { stake: decimalToUnits(settled.amount), payout: decimalToUnits(settled.payout) };
    },
    [coinflip, autoFlips, autoSide],
  );

  const action = game ? (
    <div className="space-y-2">
      <Multipliers current={game.multiplier} next={game.next_multiplier} />
      <div className="grid grid-cols-2 gap-2">
        {COIN_SIDES.map((side) => (
          <Button
            key={side}
            size="lg"
            variant="secondary"
            data-testid={`coinflip-call-${side}`}
            disabled={coinflip.isBusy}
            onClick={() => move(() => coinflip.flip(side))}
          >
            {t(side)}
          </Button>
        ))}
      </div>
      <Button
        variant="secondary"
        className="w-full"
        data-testid="coinflip-random"
        disabled={coinflip.isBusy}
        onClick={() => move(() => coinflip.flip(randomSide()))}
      >
        {t('random')}
      </Button>
      <Button
        size="lg"
        className="w-full"
        data-testid="coinflip-cash-out"
        disabled={coinflip.isBusy || game.flips.length === 0}
        onClick={() => move(() => coinflip.cashOut())}
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
      data-testid="coinflip-start"
      disabled={coinflip.isBusy || coinflip.isLoading || !bet.isValid}
      onClick={() => {
        playGameSound('bet');
        void coinflip.start(bet.amount.trim()).catch(() => undefined);
      }}
    >
      {tg('panel.bet')}
    </Button>
  );

  return (
    <GameLayout
      title={tg('names.coinflip')}
      toolbar={toolbar}
      footer={footer}
      results={results}
      panel={
        <BetPanel
          gameName={tg('names.coinflip')}
          bet={bet}
          place={place}
          isBetDisabled={coinflip.isBusy || game !== null}
          isLocked={game !== null}
          manualAction={action}
        >
          <div className="grid grid-cols-2 gap-2">
            <Field id="coinflip-auto-side" label={t('autoSide')}>
              <select
                id="coinflip-auto-side"
                className={SELECT}
                value={autoSide}
                onChange={(e) => setAutoSide(e.target.value as AutoSide)}
              >
                <option value="heads">{t('heads')}</option>
                <option value="tails">{t('tails')}</option>
                <option value="random">{t('random')}</option>
              </select>
            </Field>
            <Field id="coinflip-auto-flips" label={t('autoFlips')}>
              <select
                id="coinflip-auto-flips"
                data-testid="coinflip-auto-flips"
                className={SELECT}
                value={autoFlips}
                onChange={(e) => setAutoFlips(Number(e.target.value))}
              >
                {Array.from({ length: COINFLIP_SERIES_LENGTH }, (_, i) => (
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
        <div className="flex w-full flex-col items-center gap-5">
          <Coin
            side={liveFlips.at(-1) ?? null}
            flipKey={landing.spins}
            isSpinning={landing.isSpinning}
          />
          <p className="h-5 text-center text-sm font-semibold" data-testid="coinflip-status">
            {game
              ? game.flips.length === 0
                ? t('callFirst')
                : t('rightCall', { count: game.flips.length })
              : end &&
                (end.bet.result === 'WIN'
                  ? t('won', {
                      amount: `$${formatBetAmount(end.bet.payout, currentLanguage())}`,
                      multiplier: end.bet.multiplier.toFixed(4),
                    })
                  : t('lost', { side: t(end.flips.at(-1) ?? 'heads') }))}
          </p>
          <CoinflipSeries flips={flips} lostAt={lostAt} />
        </div>
      }
    />
  );
}

function Multipliers({ current, next }: { current: number; next: number | null }) {
  const { t } = useTranslation('coinflip');
  return (
    <div className="grid grid-cols-2 gap-2 text-center text-xs">
      <p className="rounded-md bg-ink-900 p-2">
        <span className="block text-fog">{t('current')}</span>
        <span data-testid="coinflip-multiplier" className="text-base font-bold tabular-nums">
          {current.toFixed(4)}×
        </span>
      </p>
      <p className="rounded-md bg-ink-900 p-2">
        <span className="block text-fog">{t('next')}</span>
        <span data-testid="coinflip-next" className="text-base font-bold tabular-nums">
          {next === null ? '—' : `${next.toFixed(4)}×`}
        </span>
      </p>
    </div>
  );
}
