import type { Rng } from './rng';

/**
 * Simulation only: xoshiro128** (Blackman & Vigna, https://prng.di.unimi.it/xoshiro128starstar.c)
 * seeded through splitmix32, so any 32-bit seed gives a well-mixed non-zero state. Fast (no
 * allocation), period 2^128 − 1, passes BigCrush; not cryptographic, never used for real money.
 * int(n) = floor(u32 × n / 2^32), the same mapping as the fair stream.
 */
export function createSimRng(seed: number): Rng {
  let x = seed >>> 0;
  const splitmix32 = (): number => {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let s0 = splitmix32();
  let s1 = splitmix32();
  let s2 = splitmix32();
  let s3 = splitmix32();
  if ((s0 | s1 | s2 | s3) === 0) s0 = 1;
  const next = (): number => {
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11);
    return result;
  };
  return { int: (n) => Math.floor((next() / 4294967296) * n) };
}

function rotl(v: number, k: number): number {
  return (v << k) | (v >>> (32 - k));
}
