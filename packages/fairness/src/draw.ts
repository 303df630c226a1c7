import { FairnessError } from './errors';

/**
 * Stake's Fisher–Yates style draw: the i-th float picks index floor(f × remaining) among the
 * items not yet drawn, and that item leaves the pool. Returns one item per float, in draw order.
 */
export function shuffleDraw<T>(items: readonly T[], floats: readonly number[]): T[] {
  if (floats.length > items.length) {
    throw new FairnessError(`cannot draw ${floats.length} of ${items.length} items`);
  }
  const remaining = [...items];
  return floats.map((f) => {
    assertUnitFloat(f);
    return remaining.splice(Math.floor(f * remaining.length), 1)[0] as T;
  });
}

export function assertUnitFloat(f: number): void {
  if (!(f >= 0 && f < 1)) throw new FairnessError(`float ${f} is outside [0, 1)`);
}

/** [start, start + 1, …, start + length - 1]. */
export function range(length: number, start = 0): number[] {
  return Array.from({ length }, (_, i) => start + i);
}
