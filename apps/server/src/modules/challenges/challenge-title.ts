import { BET_GAME_NAMES, multiplierText, unitsToDecimal, type ChallengeGame } from '@tengu/shared';

/** Dollars with at least two decimals: 10_000_000n → "$0.10", 150_000_000n → "$1.50". */
export function dollarsText(units: bigint): string {
  const [whole = '0', fraction = ''] = unitsToDecimal(units).split('.');
  return `$${whole}.${fraction.padEnd(2, '0')}`;
}

/** The title an operator does not give: "First to hit 100× on Plinko with at least $0.10". */
export function challengeTitle(options: {
  game: ChallengeGame;
  minMultiplierX100: bigint;
  minStake: bigint;
}): string {
  const multiplier = multiplierText(options.minMultiplierX100);
  return (
    `First to hit ${multiplier}× on ${BET_GAME_NAMES[options.game]} ` +
    `with at least ${dollarsText(options.minStake)}`
  );
}
