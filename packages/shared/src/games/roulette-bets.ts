/**
 * European single-zero roulette (issue 6): the pocket is ⌊f × 37⌋ (`roulettePocket` in
 * `@tengu/fairness`). Every inside and outside bet, standard payouts (a straight pays 35 to 1).
 * The server validates chips and pays with these rules; the table, the wheel and the docs page
 * draw from them.
 */

export const ROULETTE_POCKETS = 37;

/** The European wheel, clockwise from zero. */
export const ROULETTE_WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export const ROULETTE_RED = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
] as const;

export type RouletteColour = 'green' | 'red' | 'black';

export function rouletteColour(pocket: number): RouletteColour {
  if (pocket === 0) return 'green';
  return (ROULETTE_RED as readonly number[]).includes(pocket) ? 'red' : 'black';
}

export const ROULETTE_INSIDE_BETS = ['straight', 'split', 'street', 'corner', 'line'] as const;
export const ROULETTE_INDEX_BETS = ['dozen', 'column'] as const;
export const ROULETTE_EVEN_BETS = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
export const ROULETTE_BET_TYPES = [
  ...ROULETTE_INSIDE_BETS,
  ...ROULETTE_INDEX_BETS,
  ...ROULETTE_EVEN_BETS,
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];
export type RouletteInsideBet = (typeof ROULETTE_INSIDE_BETS)[number];

/** What each bet pays to one (a winning chip also keeps its stake). */
export const ROULETTE_PAYOUTS: Record<RouletteBetType, number> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

/** Where a chip lies: inside bets by their numbers, dozens and columns by 1–3. */
export interface RouletteSpot {
  type: RouletteBetType;
  numbers?: readonly number[] | undefined;
  index?: number | undefined;
}

export const ROULETTE_MESSAGES = {
  straight: 'A straight bet covers one number from 0 to 36.',
  split: 'A split must cover two adjacent numbers.',
  street: 'A street must cover one row of three numbers (or 0-1-2 or 0-2-3).',
  corner: 'A corner must cover four numbers that meet at one corner (or 0-1-2-3).',
  line: 'A line must cover two adjacent rows of three (six numbers).',
  index: 'Dozen and column bets take an index of 1, 2 or 3.',
  noNumbers: 'Only inside bets (straight, split, street, corner, line) take numbers.',
  noIndex: 'Only dozen and column bets take an index.',
  duplicate: 'A bet cannot list the same number twice.',
} as const;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Row r (0–11) of the table: 3r+1, 3r+2, 3r+3; column c (1–3) holds the numbers ≡ c mod 3. */
const isTopOfRow = (n: number) => n % 3 === 0;

function validInside(type: RouletteInsideBet, sorted: readonly number[]): boolean {
  const [a = -1, b = -1, c = -1, d = -1] = sorted;
  switch (type) {
    case 'straight':
      return sorted.length === 1 && a >= 0 && a <= 36;
    case 'split':
      if (sorted.length !== 2) return false;
      if (a === 0) return b >= 1 && b <= 3;
      return (b - a === 1 && !isTopOfRow(a)) || b - a === 3;
    case 'street':
      if (sorted.length !== 3) return false;
      if (a === 0) return (b === 1 && c === 2) || (b === 2 && c === 3);
      return a % 3 === 1 && b === a + 1 && c === a + 2;
    case 'corner':
      if (sorted.length !== 4) return false;
      if (a === 0) return b === 1 && c === 2 && d === 3;
      return !isTopOfRow(a) && a <= 32 && b === a + 1 && c === a + 3 && d === a + 4;
    case 'line':
      return sorted.length === 6 && a % 3 === 1 && a <= 31 && sorted.every((n, i) => n === a + i);
  }
}

const isInside = (type: RouletteBetType): type is RouletteInsideBet =>
  (ROULETTE_INSIDE_BETS as readonly string[]).includes(type);
const isIndexBet = (type: RouletteBetType) =>
  (ROULETTE_INDEX_BETS as readonly string[]).includes(type);

/** Why a spot is not a legal bet, or null when it is one. */
export function rouletteSpotError(spot: RouletteSpot): string | null {
  const { type, numbers, index } = spot;
  if (isInside(type)) {
    if (index !== undefined) return ROULETTE_MESSAGES.noIndex;
    const sorted = [...(numbers ?? [])].sort((x, y) => x - y);
    if (new Set(sorted).size !== sorted.length) return ROULETTE_MESSAGES.duplicate;
    return validInside(type, sorted) ? null : ROULETTE_MESSAGES[type];
  }
  if (numbers !== undefined) return ROULETTE_MESSAGES.noNumbers;
  if (isIndexBet(type)) {
    return index !== undefined && Number.isInteger(index) && index >= 1 && index <= 3
      ? null
      : ROULETTE_MESSAGES.index;
  }
  return index === undefined ? null : ROULETTE_MESSAGES.noIndex;
}

/** The pockets a (valid) spot covers. */
export function rouletteCovered(spot: RouletteSpot): number[] {
  const index = spot.index ?? 0;
  switch (spot.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return [...(spot.numbers ?? [])].sort((x, y) => x - y);
    case 'dozen':
      return range(12 * (index - 1) + 1, 12 * index);
    case 'column':
      return range(1, 36).filter((n) => (n - index) % 3 === 0);
    case 'red':
      return [...ROULETTE_RED];
    case 'black':
      return range(1, 36).filter((n) => rouletteColour(n) === 'black');
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
  }
}

/** Whether a spot wins on a pocket (zero loses every outside bet). */
export function rouletteWins(spot: RouletteSpot, pocket: number): boolean {
  return rouletteCovered(spot).includes(pocket);
}

/** A stable key for a spot: "split:17-20", "dozen:2", "red" (chips on one spot stack). */
export function rouletteSpotKey(spot: RouletteSpot): string {
  if (isInside(spot.type)) return `${spot.type}:${rouletteCovered(spot).join('-')}`;
  if (isIndexBet(spot.type)) return `${spot.type}:${spot.index ?? 0}`;
  return spot.type;
}

/** What chips return on a pocket, in the chips' units: Σ stake × (payout + 1) of the winners. */
export function rouletteReturn(
  chips: readonly (RouletteSpot & { units: bigint })[],
  pocket: number,
): bigint {
  let total = 0n;
  for (const chip of chips) {
    if (rouletteWins(chip, pocket)) total += chip.units * BigInt(ROULETTE_PAYOUTS[chip.type] + 1);
  }
  return total;
}

/** The most the chips can return on any pocket (the max-profit check). */
export function rouletteBestReturn(chips: readonly (RouletteSpot & { units: bigint })[]): bigint {
  let best = 0n;
  for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket++) {
    const value = rouletteReturn(chips, pocket);
    if (value > best) best = value;
  }
  return best;
}
