import {
  decimalToUnits,
  rouletteBestReturn,
  rouletteBetRequestSchema,
  rouletteReturn,
  rouletteStakeUnits,
  rouletteWins,
  ROULETTE_PAYOUTS,
  unitsToDecimal,
  type RouletteBetRequest,
  type RouletteChip,
} from '@tengu/shared';
import { outcome, type SeedInput } from '@tengu/fairness';
import { MULTIPLIER_SCALE } from '#app/modules/bets/bet-money';
import type { Round } from '#app/modules/bets/bet-pipeline';
import { defineSingleBetGame } from '../single-bet-game';

interface Weighted {
  chip: RouletteChip;
  units: bigint;
}

/**
 * Chips in units. A free spin (every chip "0") weighs each chip as one unit, so its multiplier
 * still says what the spin would have paid.
 */
function weighted(chips: readonly RouletteChip[]): Weighted[] {
  const list = chips.map((chip) => ({ chip, units: decimalToUnits(chip.amount) }));
  const isFree = list.every((entry) => entry.units === 0n);
  return isFree ? list.map((entry) => ({ ...entry, units: 1n })) : list;
}

/**
 * The spin's multiplier × 10⁴: what the chips return over what they cost, rounded down like every
 * payout (ADR 007), so the pipeline's stake × multiplier never pays above the chips' sum.
 */
function multiplierE4Of(returned: bigint, staked: bigint): bigint {
  return staked === 0n ? 0n : (returned * MULTIPLIER_SCALE) / staked;
}

const spotsOf = (list: readonly Weighted[]) =>
  list.map(({ chip, units }) => ({
    type: chip.type,
    numbers: chip.numbers,
    index: chip.index,
    units,
  }));

/** The pocket from the seeds (⌊f × 37⌋, `tengu-verify roulette`); every chip on it pays. */
export function rouletteRound(
  { chips }: RouletteBetRequest,
  seeds: SeedInput,
): Round & { payoutUnits: bigint } {
  const { result } = outcome('roulette', seeds);
  const list = weighted(chips);
  const staked = list.reduce((sum, entry) => sum + entry.units, 0n);
  const returned = rouletteReturn(spotsOf(list), result);
  const multiplierE4 = multiplierE4Of(returned, staked);
  return {
    multiplierE4,
    // The exact sum the chips return. The pipeline pays stake × multiplier (4 decimals, rounded
    // down), up to stake / 10⁴ units less than this; once `Round` takes an exact payout (asked
    // of the lead in issue 6's report) this is it.
    payoutUnits: list.some((entry) => entry.units !== decimalToUnits(entry.chip.amount))
      ? 0n
      : returned,
    isWin: multiplierE4 >= MULTIPLIER_SCALE,
    details: {
      result,
      chips: chips.map((chip) => {
        const wins = rouletteWins(chip, result);
        const payout = wins
          ? decimalToUnits(chip.amount) * BigInt(ROULETTE_PAYOUTS[chip.type] + 1)
          : 0n;
        return {
          type: chip.type,
          ...(chip.numbers ? { numbers: [...chip.numbers].sort((a, b) => a - b) } : {}),
          ...(chip.index !== undefined ? { index: chip.index } : {}),
          amount: unitsToDecimal(decimalToUnits(chip.amount)),
          payout: unitsToDecimal(payout),
        };
      }),
    },
  };
}

export const rouletteGame = defineSingleBetGame({
  game: 'roulette',
  summary: 'Spin the roulette wheel',
  bodySchema: rouletteBetRequestSchema,
  amountOf: rouletteStakeUnits,
  // The pocket that pays the chips most.
  potentialMultiplierE4: ({ chips }) => {
    const list = weighted(chips);
    const staked = list.reduce((sum, entry) => sum + entry.units, 0n);
    return multiplierE4Of(rouletteBestReturn(spotsOf(list)), staked);
  },
  round: rouletteRound,
});

export const playRoulette = rouletteGame.play;
