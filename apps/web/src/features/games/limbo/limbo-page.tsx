import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalToUnits, LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from '@tengu/shared';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { placeLimboBet } from '../api/place-limbo-bet';
import { BetPanel } from '../components/bet-panel';
import { GameLayout, type GamePageSlots } from '../components/game-layout';
import { useBetAmount } from '../hooks/use-bet-amount';
import { useRecentResults } from '../hooks/use-recent-results';
import { useSettleBet } from '../hooks/use-settle-bet';
import { LimboResult, type LimboView } from './limbo-result';

/** Two decimals, or two significant digits for tiny chances (1,000,000× → 0.0000099 %). */
function formatChance(chance: number): string {
  return chance >= 0.01 ? chance.toFixed(2) : chance.toPrecision(2);
}

/** Target multiplier with two decimals within 1.01–1,000,000. */
export function clampLimboTarget(value: number): number {
  if (!Number.isFinite(value)) return 2;
  return Math.round(Math.min(LIMBO_MAX_TARGET, Math.max(LIMBO_MIN_TARGET, value)) * 100) / 100;
}

/** `/casino/game/limbo` (issue 5): win when the result reaches the target. */
export function LimboPage({ toolbar, footer }: GamePageSlots) {
  const { t } = useTranslation('games');
  const bet = useBetAmount();
  const { results, push } = useRecentResults();
  const { applyBalance, showError } = useSettleBet();
  const [targetText, setTargetText] = useState('2');
  const [last, setLast] = useState<LimboView | null>(null);
  const [pending, setPending] = useState(0);
  const target = clampLimboTarget(Number(targetText));

  const place = useCallback(
    async (amount: string) => {
      setPending((n) => n + 1);
      try {
        const { bet: record, balance } = await placeLimboBet({ amount, target });
        const result = Number(record.details['result'] ?? 1);
        const isWin = record.result === 'WIN';
        setLast((prev) => ({ key: (prev?.key ?? 0) + 1, result, isWin }));
        push({ id: record.id, label: `${result.toFixed(2)}×`, isWin });
        applyBalance(balance);
        return { stake: decimalToUnits(record.amount), payout: decimalToUnits(record.payout) };
      } catch (error) {
        showError(error);
        throw error;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [target, push, applyBalance, showError],
  );

  return (
    <GameLayout
      title={t('names.limbo')}
      toolbar={toolbar}
      footer={footer}
      results={results}
      panel={
        <BetPanel gameName={t('names.limbo')} bet={bet} place={place} isBetDisabled={pending > 0}>
          <div className="grid grid-cols-2 gap-2">
            <Field id="limbo-target" label={t('limbo.target')}>
              <Input
                id="limbo-target"
                data-testid="limbo-target"
                inputMode="decimal"
                dir="ltr"
                value={targetText}
                onChange={(e) => setTargetText(e.target.value)}
                onBlur={() => setTargetText(String(target))}
              />
            </Field>
            <Field id="limbo-chance" label={t('limbo.chance')}>
              <Input
                id="limbo-chance"
                readOnly
                dir="ltr"
                value={`${formatChance(99 / target)} %`}
              />
            </Field>
          </div>
        </BetPanel>
      }
      board={<LimboResult last={last} />}
    />
  );
}
