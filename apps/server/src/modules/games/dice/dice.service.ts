import { diceBetRequestSchema, type DiceBetRequest } from '@tengu/shared';
import { isDiceWin, outcome } from '@tengu/fairness';
import type { Round } from '#app/modules/bets/bet-pipeline';
import { defineSingleBetGame } from '../single-bet-game';
import type { SeedInput } from '@tengu/fairness';

/** Win chance in hundredths of a percent: over → 100 − target, under → target (issue 5). */
export function diceChanceHundredths({
  target,
  condition,
}: Omit<DiceBetRequest, 'amount'>): bigint {
  const targetHundredths = BigInt(Math.round(target * 100));
  return condition === 'over' ? 10_000n - targetHundredths : targetHundredths;
}

/** 99 ÷ chance, × 10⁴, rounded down: 9900 × 10⁴ ÷ chance in hundredths. */
export function diceMultiplierE4(request: Omit<DiceBetRequest, 'amount'>): bigint {
  return 99_000_000n / diceChanceHundredths(request);
}

export function diceRound(request: Omit<DiceBetRequest, 'amount'>, seeds: SeedInput): Round {
  const { result: roll } = outcome('dice', seeds);
  const isWin = isDiceWin(roll, request);
  return {
    multiplierE4: isWin ? diceMultiplierE4(request) : 0n,
    isWin,
    details: { target: request.target, condition: request.condition, roll },
  };
}

export const diceGame = defineSingleBetGame({
  game: 'dice',
  summary: 'Roll the dice over or under a target',
  bodySchema: diceBetRequestSchema,
  potentialMultiplierE4: diceMultiplierE4,
  round: diceRound,
});

export const playDice = diceGame.play;
