import type { Rng } from '#provider/rng/rng';

/** A scripted source for tests: returns the given integers in order (each must be < n). */
export function createScriptedRng(values: readonly number[]): Rng {
  let i = 0;
  return {
    int(n) {
      const v = values[i++];
      if (v === undefined) throw new Error(`scripted rng exhausted after ${values.length}`);
      if (v >= n) throw new Error(`scripted value ${v} out of range ${n}`);
      return v;
    },
  };
}
