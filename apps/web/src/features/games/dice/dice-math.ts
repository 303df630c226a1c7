import { DICE_MAX_CHANCE, DICE_MIN_CHANCE } from '@tengu/shared';

export type DiceCondition = 'over' | 'under';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Win chance in percent: over wins above the target, under below it (docs/decisions/007). */
export function diceChance(target: number, condition: DiceCondition): number {
  return round2(condition === 'over' ? 100 - target : target);
}

/** The target that gives `chance`, clamped to 0.01–98 % and two decimals. */
export function targetForChance(chance: number, condition: DiceCondition): number {
  const clamped = round2(Math.min(DICE_MAX_CHANCE, Math.max(DICE_MIN_CHANCE, chance)));
  return condition === 'over' ? round2(100 - clamped) : clamped;
}

export function clampTarget(target: number, condition: DiceCondition): number {
  return targetForChance(diceChance(target, condition), condition);
}

/** 99 ÷ chance, rounded down to 4 decimals, as the server pays. */
export function diceMultiplier(chance: number): number {
  return Math.floor((99 / chance) * 10_000 + 1e-7) / 10_000;
}

/** Flipping over/under keeps the chance: the target mirrors. */
export function flipCondition(target: number, condition: DiceCondition) {
  return {
    target: round2(100 - target),
    condition: condition === 'over' ? 'under' : 'over',
  } as const;
}
