import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  decimalToUnits,
  PLINKO_RISKS,
  PLINKO_ROWS_MAX,
  PLINKO_ROWS_MIN,
  plinkoTable,
  type PlinkoRisk,
} from '@tengu/shared';
import { Field } from '@/components/ui/field';
import { placePlinkoBet } from '../api/place-plinko-bet';
import { BetPanel } from '../components/bet-panel';
import { GameLayout, type GamePageSlots } from '../components/game-layout';
import { useBetAmount } from '../hooks/use-bet-amount';
import { useRecentResults } from '../hooks/use-recent-results';
import { useSettleBet } from '../hooks/use-settle-bet';
import { PlinkoBoard, type Ball } from './plinko-board';

const SELECT =
  'h-11 w-full rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 text-sm text-white outline-none focus:border-ink-500 disabled:opacity-50';

interface FallingBall extends Ball {
  multiplier: number;
  isWin: boolean;
}

/** `/casino/game/plinko` (issue 5): rows 8–16, three risks, several balls at once. */
export function PlinkoPage({ toolbar, footer }: GamePageSlots) {
  const { t } = useTranslation('games');
  const bet = useBetAmount();
  const { results, push } = useRecentResults();
  const { applyBalance, showError } = useSettleBet();
  const [rows, setRows] = useState(16);
  const [risk, setRisk] = useState<PlinkoRisk>('low');
  const [balls, setBalls] = useState<FallingBall[]>([]);

  const place = useCallback(
    async (amount: string) => {
      try {
        const { bet: record, balance } = await placePlinkoBet({ amount, rows, risk });
        const path = (record.details['path'] as number[] | undefined) ?? [];
        const bucket = Number(record.details['bucket'] ?? 0);
        setBalls((list) => [
          ...list,
          {
            id: record.id,
            path,
            bucket,
            startedAt: performance.now(),
            multiplier: record.multiplier,
            isWin: record.result === 'WIN',
          },
        ]);
        applyBalance(balance);
        return { stake: decimalToUnits(record.amount), payout: decimalToUnits(record.payout) };
      } catch (error) {
        showError(error);
        throw error;
      }
    },
    [rows, risk, applyBalance, showError],
  );

  const onLanded = useCallback(
    (ball: FallingBall) => {
      push({ id: ball.id, label: `${ball.multiplier}×`, isWin: ball.isWin });
      setBalls((list) => list.filter((b) => b.id !== ball.id));
    },
    [push],
  );

  const isDropping = balls.length > 0;
  return (
    <GameLayout
      title={t('names.plinko')}
      toolbar={toolbar}
      footer={footer}
      results={results}
      panel={
        <BetPanel gameName={t('names.plinko')} bet={bet} place={place}>
          <div className="grid grid-cols-2 gap-2">
            <Field id="plinko-risk" label={t('plinko.risk')}>
              <select
                id="plinko-risk"
                data-testid="plinko-risk"
                className={SELECT}
                value={risk}
                disabled={isDropping}
                onChange={(e) => setRisk(e.target.value as PlinkoRisk)}
              >
                {PLINKO_RISKS.map((r) => (
                  <option key={r} value={r}>
                    {t(`plinko.${r}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="plinko-rows" label={t('plinko.rows')}>
              <select
                id="plinko-rows"
                data-testid="plinko-rows"
                className={SELECT}
                value={rows}
                disabled={isDropping}
                onChange={(e) => setRows(Number(e.target.value))}
              >
                {Array.from({ length: PLINKO_ROWS_MAX - PLINKO_ROWS_MIN + 1 }, (_, i) => (
                  <option key={i} value={PLINKO_ROWS_MIN + i}>
                    {PLINKO_ROWS_MIN + i}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </BetPanel>
      }
      board={
        <PlinkoBoard
          rows={rows}
          multipliers={plinkoTable(risk, rows)}
          balls={balls}
          onLanded={onLanded}
        />
      }
    />
  );
}
