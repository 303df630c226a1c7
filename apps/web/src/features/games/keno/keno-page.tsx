import { Eraser, Shuffle } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BET_GAME_NAMES,
  decimalToUnits,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_RISKS,
  type KenoRisk,
} from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { placeKenoBet } from '../api/place-keno-bet';
import { BetPanel } from '../components/bet-panel';
import { GameLayout, type GamePageSlots } from '../components/game-layout';
import { useBetAmount } from '../hooks/use-bet-amount';
import { useRecentResults } from '../hooks/use-recent-results';
import { useSettleBet } from '../hooks/use-settle-bet';
import { KenoBoard, type KenoRoundView } from './keno-board';
import { useKenoReveal } from './use-keno-reveal';

const SELECT =
  'h-11 w-full rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 text-sm text-white outline-none focus:border-ink-500 disabled:opacity-50';

/** Up to ten distinct numbers of 1–40, drawn without replacement (Math.random: a UI helper). */
function randomPicks(count: number): Set<number> {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const picks = new Set<number>();
  while (picks.size < count)
    picks.add(pool.splice(Math.floor(Math.random() * pool.length), 1)[0] ?? 1);
  return picks;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** `/casino/game/keno` (issue 6): pick 1–10 numbers, ten are drawn, pay by hits and risk. */
export function KenoPage({ toolbar, footer }: GamePageSlots) {
  const { t } = useTranslation('keno');
  const bet = useBetAmount();
  const { results, push } = useRecentResults();
  const { applyBalance, showError } = useSettleBet();
  const [picks, setPicks] = useState<Set<number>>(() => new Set());
  const [risk, setRisk] = useState<KenoRisk>('classic');
  const [round, setRound] = useState<KenoRoundView | null>(null);
  const [pending, setPending] = useState(0);
  const shown = useKenoReveal(round?.id ?? null, round?.drawn.length ?? 0, prefersReducedMotion());

  const toggle = useCallback((n: number) => {
    setRound(null);
    setPicks((current) => {
      const next = new Set(current);
      if (next.has(n)) next.delete(n);
      else if (next.size < KENO_MAX_PICKS) next.add(n);
      return next;
    });
  }, []);

  const place = useCallback(
    async (amount: string) => {
      setPending((n) => n + 1);
      try {
        const { bet: record, balance } = await placeKenoBet({ amount, risk, picks: [...picks] });
        const isWin = record.result === 'WIN';
        setRound({
          id: record.id,
          drawn: (record.details['drawn'] as number[] | undefined) ?? [],
          picks: (record.details['picks'] as number[] | undefined) ?? [],
          multiplier: record.multiplier,
          isWin,
        });
        push({ id: record.id, label: `${record.multiplier}×`, isWin });
        applyBalance(balance);
        return { stake: decimalToUnits(record.amount), payout: decimalToUnits(record.payout) };
      } catch (error) {
        showError(error);
        throw error;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [risk, picks, push, applyBalance, showError],
  );

  return (
    <GameLayout
      title={BET_GAME_NAMES.keno}
      toolbar={toolbar}
      footer={footer}
      results={results}
      panel={
        <BetPanel
          gameName={BET_GAME_NAMES.keno}
          bet={bet}
          place={place}
          isBetDisabled={picks.size === 0 || pending > 0}
        >
          <Field id="keno-risk" label={t('risk')}>
            <select
              id="keno-risk"
              data-testid="keno-risk"
              className={SELECT}
              value={risk}
              onChange={(e) => setRisk(e.target.value as KenoRisk)}
            >
              {KENO_RISKS.map((r) => (
                <option key={r} value={r}>
                  {t(`risks.${r}`)}
                </option>
              ))}
            </select>
          </Field>
          <div className="grid grid-cols-2 gap-2">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              data-testid="keno-random"
              onClick={() => {
                setRound(null);
                setPicks(randomPicks(picks.size > 0 ? picks.size : KENO_MAX_PICKS));
              }}
            >
              <Shuffle aria-hidden="true" className="size-3.5" />
              {t('randomPick')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              data-testid="keno-clear"
              disabled={picks.size === 0}
              onClick={() => {
                setRound(null);
                setPicks(new Set());
              }}
            >
              <Eraser aria-hidden="true" className="size-3.5" />
              {t('clear')}
            </Button>
          </div>
          <p className="text-xs text-fog" data-testid="keno-pick-count">
            {t('picked', { count: picks.size, max: KENO_MAX_PICKS })}
          </p>
        </BetPanel>
      }
      board={
        <KenoBoard
          picks={picks}
          risk={risk}
          round={round}
          shown={shown}
          onToggle={toggle}
          isLocked={false}
        />
      }
    />
  );
}
