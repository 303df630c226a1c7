import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import {
  clampTarget,
  diceChance,
  diceMultiplier,
  targetForChance,
  type DiceCondition,
} from './dice-math';

export interface DiceRollView {
  /** Increments per bet so the marker animates even when two rolls are equal. */
  key: number;
  roll: number;
  isWin: boolean;
}

interface DiceBoardProps {
  target: number;
  condition: DiceCondition;
  onChange: (next: { target: number; condition: DiceCondition }) => void;
  onFlip: () => void;
  last: DiceRollView | null;
  isLocked: boolean;
}

/** The dice track: green is the winning side; the last roll slides to its spot. */
export function DiceBoard({ target, condition, onChange, onFlip, last, isLocked }: DiceBoardProps) {
  const { t } = useTranslation('games');
  const chance = diceChance(target, condition);
  const winLeft = condition === 'under';
  return (
    <div className="w-full max-w-xl space-y-8" dir="ltr">
      <div className="h-20 text-center">
        {last && (
          <p
            key={last.key}
            data-testid="dice-roll"
            data-roll={last.roll}
            className={cn(
              'text-6xl font-black tabular-nums motion-safe:animate-page-in',
              last.isWin ? 'text-emerald-400' : 'text-red-400',
            )}
          >
            {last.roll.toFixed(2)}
          </p>
        )}
      </div>
      <div className="relative rounded-full bg-ink-700 p-3">
        <div
          className="relative h-2.5 rounded-full"
          style={{
            background: `linear-gradient(to right, ${winLeft ? '#34d399' : '#f87171'} ${target}%, ${winLeft ? '#f87171' : '#34d399'} ${target}%)`,
          }}
        >
          {last && (
            <span
              aria-hidden="true"
              className={cn(
                'absolute -top-9 -translate-x-1/2 rounded-md px-1.5 py-0.5 text-xs font-bold text-ink-950 transition-[left] duration-300 ease-out',
                last.isWin ? 'bg-emerald-400' : 'bg-red-400',
              )}
              style={{ left: `${last.roll}%` }}
            >
              {last.roll.toFixed(2)}
            </span>
          )}
        </div>
        <input
          type="range"
          data-testid="dice-slider"
          aria-label={t('dice.target')}
          min={0}
          max={100}
          step={0.01}
          value={target}
          disabled={isLocked}
          onChange={(e) =>
            onChange({ target: clampTarget(Number(e.target.value), condition), condition })
          }
          className="absolute inset-x-3 top-1/2 h-7 -translate-y-1/2 cursor-pointer appearance-none bg-transparent [&::-moz-range-thumb]:size-7 [&::-moz-range-thumb]:rounded-md [&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-white [&::-webkit-slider-thumb]:size-7 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-md [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow-lg"
        />
      </div>
      <div className="flex justify-between px-3 text-xs font-semibold text-fog">
        {[0, 25, 50, 75, 100].map((n) => (
          <span key={n}>{n}</span>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2 rounded-[var(--radius-card)] xs:grid-cols-3 bg-ink-800 p-2 xs:p-3">
        <Field
          id="dice-multiplier"
          label={t('dice.multiplier')}
          className="col-span-2 xs:col-span-1"
        >
          <Input
            id="dice-multiplier"
            data-testid="dice-multiplier"
            readOnly
            value={`${diceMultiplier(chance).toFixed(4)}×`}
          />
        </Field>
        <Field
          id="dice-target"
          label={condition === 'over' ? t('dice.rollOver') : t('dice.rollUnder')}
        >
          <div className="relative">
            <Input
              id="dice-target"
              data-testid="dice-target"
              type="number"
              step={0.01}
              disabled={isLocked}
              value={target}
              onChange={(e) => onChange({ target: Number(e.target.value), condition })}
              onBlur={() => onChange({ target: clampTarget(target, condition), condition })}
              className="pe-9"
            />
            <button
              type="button"
              data-testid="dice-flip"
              aria-label={t('dice.flip')}
              disabled={isLocked}
              onClick={onFlip}
              className="absolute end-1 top-1/2 flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-fog hover:bg-ink-600 hover:text-white"
            >
              <ArrowLeftRight aria-hidden="true" className="size-4" />
            </button>
          </div>
        </Field>
        <Field id="dice-chance" label={t('dice.chance')}>
          <Input
            id="dice-chance"
            data-testid="dice-chance"
            type="number"
            step={0.01}
            disabled={isLocked}
            value={chance}
            onChange={(e) =>
              onChange({ target: targetForChance(Number(e.target.value), condition), condition })
            }
          />
        </Field>
      </div>
    </div>
  );
}
