import { Trash2, Undo2, Zap } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_GAME_NAMES, decimalToUnits, rouletteColour, type RouletteSpot } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { placeRouletteBet } from '../api/place-roulette-bet';
import { BetPanel } from '../components/bet-panel';
import { GameLayout, type GamePageSlots } from '../components/game-layout';
import { useRecentResults } from '../hooks/use-recent-results';
import { useSettleBet } from '../hooks/use-settle-bet';
import { ChipSelector } from './chip-selector';
import { scaleTable, toRequestChips } from './roulette-chips';
import { RouletteTable } from './roulette-table';
import { RouletteWheel, type WheelSpin } from './roulette-wheel';
import { useRouletteTable } from './use-roulette-table';

interface SpinView extends WheelSpin {
  multiplier: number;
  isWin: boolean;
}

/** `/casino/game/roulette` (issue 6): European single zero, many chips per spin. */
export function RoulettePage({ toolbar, footer }: GamePageSlots) {
  const { t } = useTranslation('roulette');
  const chips = useRouletteTable();
  const { results, push } = useRecentResults();
  const { applyBalance, showError } = useSettleBet();
  const [chipValue, setChipValue] = useState(100_000_000n);
  const [spin, setSpin] = useState<SpinView | null>(null);
  const [landed, setLanded] = useState<SpinView | null>(null);
  const [isInstant, setIsInstant] = useState(false);
  const [pending, setPending] = useState(0);
  const tableRef = useRef(chips.table);
  useEffect(() => {
    tableRef.current = chips.table;
  }, [chips.table]);
  const rolling = useRef<SpinView | null>(null);

  const report = useCallback(
    (done: SpinView) => {
      if (rolling.current?.id === done.id) rolling.current = null;
      setLanded(done);
      const colour = rouletteColour(done.pocket);
      push({
        id: done.id,
        label: `${done.pocket}${colour === 'red' ? ' ●' : ''}`,
        isWin: done.isWin,
      });
    },
    [push],
  );

  const place = useCallback(
    async (amount: string) => {
      // Auto play asks for a total: the stacks scale to it (a manual bet asks for the same total).
      const target = decimalToUnits(amount);
      const table = scaleTable(tableRef.current, target);
      if (table !== tableRef.current) chips.scaleTo(target);
      setPending((n) => n + 1);
      try {
        const { bet: record, balance } = await placeRouletteBet({ chips: toRequestChips(table) });
        if (rolling.current) report(rolling.current);
        const next: SpinView = {
          id: record.id,
          pocket: Number(record.details['result']),
          multiplier: record.multiplier,
          isWin: record.result === 'WIN',
        };
        rolling.current = next;
        setSpin(next);
        applyBalance(balance);
        return { stake: decimalToUnits(record.amount), payout: decimalToUnits(record.payout) };
      } catch (error) {
        showError(error);
        throw error;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [chips, applyBalance, showError, report],
  );

  const onLanded = useCallback(
    (done: WheelSpin) => {
      if (rolling.current?.id === done.id) report(rolling.current);
    },
    [report],
  );

  const onPlace = useCallback(
    (spot: RouletteSpot) => chips.place(spot, chipValue),
    [chips, chipValue],
  );

  return (
    <GameLayout
      title={BET_GAME_NAMES.roulette}
      toolbar={toolbar}
      footer={footer}
      results={results}
      panel={
        <BetPanel
          gameName={BET_GAME_NAMES.roulette}
          bet={chips.amount}
          place={place}
          isBetDisabled={chips.table.length === 0 || pending > 0}
        >
          <ChipSelector value={chipValue} onChange={setChipValue} />
          <div className="grid grid-cols-2 gap-2">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              data-testid="roulette-undo"
              disabled={!chips.canUndo}
              onClick={chips.undo}
            >
              <Undo2 aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
              {t('undo')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              data-testid="roulette-clear"
              disabled={chips.table.length === 0}
              onClick={chips.clear}
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
              {t('clear')}
            </Button>
          </div>
          <label className="flex cursor-pointer items-center justify-between gap-3 rounded-[var(--radius-control)] bg-ink-900 px-3 py-2 text-sm">
            <span className="flex items-center gap-2 font-semibold text-white">
              <Zap aria-hidden="true" className="size-4 text-gold" />
              {t('instant')}
            </span>
            <input
              type="checkbox"
              data-testid="roulette-instant"
              className="size-4 accent-[var(--color-accent)]"
              checked={isInstant}
              onChange={(e) => setIsInstant(e.target.checked)}
            />
          </label>
        </BetPanel>
      }
      board={
        // Narrow (phones): a smaller wheel beside the totals and a table as wide as the screen,
        // so that the table and the Bet button fit on the first screen (issue 14).
        <div className="flex w-full flex-col items-center gap-3 @md:gap-4">
          <div className="flex w-full flex-row items-center justify-center gap-5 @3xl:gap-8">
            <div className="flex w-36 shrink-0 justify-center @md:w-60 @3xl:w-[17rem]">
              <RouletteWheel spin={spin} isInstant={isInstant} onLanded={onLanded} />
            </div>
            <div className="flex flex-col gap-3 text-center">
              <div>
                <p className="text-xs font-semibold text-fog">{t('totalBet')}</p>
                <p
                  className="text-lg font-extrabold text-white tabular-nums"
                  dir="ltr"
                  data-testid="roulette-total"
                >
                  ${chips.amount.amount}
                </p>
              </div>
              <div>
                <p className="text-xs font-semibold text-fog">{t('lastResult')}</p>
                <p
                  data-testid="roulette-last"
                  className={cn(
                    'text-lg font-extrabold tabular-nums',
                    landed?.isWin ? 'text-emerald-400' : 'text-white',
                  )}
                  dir="ltr"
                >
                  {landed ? `${landed.pocket} · ${landed.multiplier}×` : '—'}
                </p>
              </div>
            </div>
          </div>
          <RouletteTable
            table={chips.table}
            onPlace={onPlace}
            winning={landed?.pocket ?? null}
            isLocked={false}
          />
          <p className="hidden text-center text-xs text-fog @md:block">{t('hint')}</p>
        </div>
      }
    />
  );
}
