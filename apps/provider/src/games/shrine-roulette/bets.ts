/**
 * European single-zero roulette bets and their standard payouts. Every bet covering n numbers
 * pays 36/n − 1 to 1 (straight 35, split 17, street and trio 11, corner and first four 8, six
 * line 5, dozen and column 2, even chances 1), so each returns 36/37 ≈ 97.30 % (no la partage).
 * Layout: 1–36 in 12 streets of three (1-2-3 … 34-35-36), columns are n mod 3 (1, 2, 0 → 1, 2, 3).
 */

export type RouletteBet =
  | { kind: 'straight'; number: number }
  | { kind: 'split'; numbers: readonly [number, number] }
  | { kind: 'street'; street: number }
  | { kind: 'trio'; numbers: readonly [number, number, number] }
  | { kind: 'corner'; numbers: readonly [number, number, number, number] }
  | { kind: 'firstFour' }
  | { kind: 'sixLine'; line: number }
  | { kind: 'column'; column: number }
  | { kind: 'dozen'; dozen: number }
  | { kind: 'red' }
  | { kind: 'black' }
  | { kind: 'odd' }
  | { kind: 'even' }
  | { kind: 'low' }
  | { kind: 'high' };

export type RouletteBetKind = RouletteBet['kind'];

export const POCKETS = 37;
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export class RouletteBetError extends Error {}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const isInt = (n: unknown, min: number, max: number): n is number =>
  Number.isInteger(n) && (n as number) >= min && (n as number) <= max;
const sorted = (numbers: readonly number[]): number[] => [...numbers].sort((a, b) => a - b);
const same = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/** The numbers a bet covers; throws RouletteBetError for a bet the layout does not have. */
export function betNumbers(bet: RouletteBet): number[] {
  switch (bet.kind) {
    case 'straight':
      if (!isInt(bet.number, 0, 36)) throw new RouletteBetError('straight: a number 0–36');
      return [bet.number];
    case 'split': {
      const [a, b] = sorted(bet.numbers);
      if (!isInt(a, 0, 36) || !isInt(b, 1, 36) || !isSplit(a, b)) {
        throw new RouletteBetError('split: two numbers next to each other');
      }
      return [a, b];
    }
    case 'street':
      if (!isInt(bet.street, 1, 12)) throw new RouletteBetError('street: 1–12');
      return range(bet.street * 3 - 2, bet.street * 3);
    case 'trio': {
      const numbers = sorted(bet.numbers);
      if (!same(numbers, [0, 1, 2]) && !same(numbers, [0, 2, 3])) {
        throw new RouletteBetError('trio: 0-1-2 or 0-2-3');
      }
      return numbers;
    }
    case 'corner': {
      const numbers = sorted(bet.numbers);
      const [n] = numbers;
      if (!isInt(n, 1, 32) || n % 3 === 0 || !same(numbers, [n, n + 1, n + 3, n + 4])) {
        throw new RouletteBetError('corner: four numbers meeting at a corner');
      }
      return numbers;
    }
    case 'firstFour':
      return [0, 1, 2, 3];
    case 'sixLine':
      if (!isInt(bet.line, 1, 11)) throw new RouletteBetError('six line: 1–11');
      return range(bet.line * 3 - 2, bet.line * 3 + 3);
    case 'column':
      if (!isInt(bet.column, 1, 3)) throw new RouletteBetError('column: 1–3');
      return range(1, 36).filter((n) => (n - bet.column) % 3 === 0);
    case 'dozen':
      if (!isInt(bet.dozen, 1, 3)) throw new RouletteBetError('dozen: 1–3');
      return range(bet.dozen * 12 - 11, bet.dozen * 12);
    case 'red':
      return range(1, 36).filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return range(1, 36).filter((n) => !RED_NUMBERS.has(n));
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

/** Adjacent on the table: side by side in a street, one above the other, or 0 with 1, 2 or 3. */
function isSplit(a: number, b: number): boolean {
  if (a === 0) return b <= 3;
  if (b - a === 3) return true;
  return b - a === 1 && a % 3 !== 0;
}

/** "n to 1": what a winning unit stake wins on top of being returned. */
export function payoutToOne(bet: RouletteBet): number {
  return 36 / betNumbers(bet).length - 1;
}

/** What the bet returns for the pocket: stake × (payout + 1) when it wins, otherwise 0. */
export function settleBet(bet: RouletteBet, stake: bigint, pocket: number): bigint {
  const numbers = betNumbers(bet);
  return numbers.includes(pocket) ? stake * BigInt(36 / numbers.length) : 0n;
}

/** Every distinct bet on the table (157 of them), e.g. for the simulation and tests. */
export function allBets(): RouletteBet[] {
  const bets: RouletteBet[] = range(0, 36).map((number) => ({ kind: 'straight', number }));
  for (let a = 0; a <= 36; a++) {
    for (let b = a + 1; b <= 36; b++)
      if (isSplit(a, b)) bets.push({ kind: 'split', numbers: [a, b] });
  }
  for (let street = 1; street <= 12; street++) bets.push({ kind: 'street', street });
  bets.push({ kind: 'trio', numbers: [0, 1, 2] }, { kind: 'trio', numbers: [0, 2, 3] });
  for (let n = 1; n <= 32; n++) {
    if (n % 3 !== 0) bets.push({ kind: 'corner', numbers: [n, n + 1, n + 3, n + 4] });
  }
  bets.push({ kind: 'firstFour' });
  for (let line = 1; line <= 11; line++) bets.push({ kind: 'sixLine', line });
  for (let i = 1; i <= 3; i++)
    bets.push({ kind: 'column', column: i }, { kind: 'dozen', dozen: i });
  for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) bets.push({ kind });
  return bets;
}
