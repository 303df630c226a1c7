import {
  betNumbers,
  RouletteBetError,
  type RouletteBet,
} from '#provider/games/shrine-roulette/index';

/**
 * A bet as the page sends it (untrusted JSON) → a clean RouletteBet the layout has, or null.
 * Only the fields of its kind are kept, so nothing else reaches the database.
 */
export function parseRouletteBet(value: unknown): RouletteBet | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const numbers = Array.isArray(v.numbers) ? (v.numbers as unknown[]) : null;
  const ints = (n: number): number[] | null =>
    numbers && numbers.length === n && numbers.every((x) => Number.isInteger(x))
      ? (numbers as number[])
      : null;
  let bet: RouletteBet | null = null;
  switch (v.kind) {
    case 'straight':
      bet = Number.isInteger(v.number) ? { kind: 'straight', number: v.number as number } : null;
      break;
    case 'split': {
      const n = ints(2);
      bet = n ? { kind: 'split', numbers: [n[0] as number, n[1] as number] } : null;
      break;
    }
    case 'street':
      bet = Number.isInteger(v.street) ? { kind: 'street', street: v.street as number } : null;
      break;
    case 'trio': {
      const n = ints(3);
      bet = n ? { kind: 'trio', numbers: [n[0] as number, n[1] as number, n[2] as number] } : null;
      break;
    }
    case 'corner': {
      const n = ints(4);
      bet = n
        ? {
            kind: 'corner',
            numbers: [n[0] as number, n[1] as number, n[2] as number, n[3] as number],
          }
        : null;
      break;
    }
    case 'sixLine':
      bet = Number.isInteger(v.line) ? { kind: 'sixLine', line: v.line as number } : null;
      break;
    case 'column':
      bet = Number.isInteger(v.column) ? { kind: 'column', column: v.column as number } : null;
      break;
    case 'dozen':
      bet = Number.isInteger(v.dozen) ? { kind: 'dozen', dozen: v.dozen as number } : null;
      break;
    case 'firstFour':
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      bet = { kind: v.kind };
      break;
    default:
      return null;
  }
  if (!bet) return null;
  try {
    betNumbers(bet);
    return bet;
  } catch (error) {
    if (error instanceof RouletteBetError) return null;
    throw error;
  }
}
