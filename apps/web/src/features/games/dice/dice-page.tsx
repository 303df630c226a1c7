import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalToUnits } from '@tengu/shared';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatBetAmount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { placeDiceBet } from '../api/place-dice-bet';
import { toDecimal } from '../auto-bet';
import { BetPanel } from '../components/bet-panel';
import { GameLayout, type GamePageSlots } from '../components/game-layout';
import { useBetAmount } from '../hooks/use-bet-amount';
import { useRecentResults } from '../hooks/use-recent-results';
import { useSettleBet } from '../hooks/use-settle-bet';
import { DiceBoard, type DiceRollView } from './dice-board';
import {
  clampTarget,
  diceChance,
  diceMultiplier,
  flipCondition,
  type DiceCondition,
} from './dice-math';

/** `/casino/game/dice` (issue 5). */
export function DicePage({ toolbar, footer }: GamePageSlots) {
  const { t } = useTranslation('games');
  const bet = useBetAmount();
  const { results, push } = useRecentResults();
  const { applyBalance, showError } = useSettleBet();
  const [dice, setDice] = useState<{ target: number; condition: DiceCondition }>({
    target: 50.5,
    condition: 'over',
  });
  const [last, setLast] = useState<DiceRollView | null>(null);
  const [pending, setPending] = useState(0);
  const target = clampTarget(dice.target, dice.condition);
  const multiplier = diceMultiplier(diceChance(target, dice.condition));

  const place = useCallback(
    async (amount: string) => {
      setPending((n) => n + 1);
      try {
        const { bet: record, balance } = await placeDiceBet({
          amount,
          target,
          condition: dice.condition,
        });
        const roll = Number(record.details['roll'] ?? 0);
        const isWin = record.result === 'WIN';
        setLast((prev) => ({ key: (prev?.key ?? 0) + 1, roll, isWin }));
        push({ id: record.id, label: roll.toFixed(2), isWin });
        applyBalance(balance);
        return { stake: decimalToUnits(record.amount), payout: decimalToUnits(record.payout) };
      } catch (error) {
        showError(error);
        throw error;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [target, dice.condition, push, applyBalance, showError],
  );

  const profit = (bet.units * BigInt(Math.round(multiplier * 10_000))) / 10_000n - bet.units;
  return (
    <GameLayout
      title={t('names.dice')}
      toolbar={toolbar}
      footer={footer}
      results={results}
      panel={
        <BetPanel gameName={t('names.dice')} bet={bet} place={place} isBetDisabled={pending > 0}>
          <Field id="dice-profit" label={t('panel.profitOnWin')}>
            <Input
              id="dice-profit"
              readOnly
              dir="ltr"
              value={`$${formatBetAmount(toDecimal(profit > 0n ? profit : 0n), currentLanguage())}`}
            />
          </Field>
        </BetPanel>
      }
      board={
        <DiceBoard
          target={dice.target}
          condition={dice.condition}
          onChange={setDice}
          onFlip={() => setDice(flipCondition(target, dice.condition))}
          last={last}
          isLocked={false}
        />
      }
    />
  );
}
