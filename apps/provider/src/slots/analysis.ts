import { evaluateLine, type LineRules } from './paylines';
import type { ReelStrip, Sym } from './grid';

/**
 * Exact expectations for reel-strip slots (used by the tuning script and the tests; ADR 029).
 * A payline reads one cell per reel and each reel stops uniformly and independently, so the
 * symbols on any one line are independent draws from each strip's symbol frequencies.
 */

/** P(symbol) on a uniformly stopped strip, per symbol id. */
export function symbolFrequencies(strip: ReelStrip, symbolCount: number): number[] {
  const freq = new Array<number>(symbolCount).fill(0);
  for (const s of strip) freq[s] = (freq[s] ?? 0) + 1 / strip.length;
  return freq;
}

/** E[pay of one line] in line-bet multiples, by enumerating every symbol combination. */
export function expectedLinePay(
  strips: readonly ReelStrip[],
  rules: LineRules,
  symbolCount: number,
): number {
  const freqs = strips.map((strip) => symbolFrequencies(strip, symbolCount));
  const symbols: Sym[] = new Array<Sym>(strips.length).fill(0);
  let expected = 0;
  const walk = (reel: number, probability: number): void => {
    if (reel === strips.length) {
      expected += probability * (evaluateLine(symbols, rules)?.pay ?? 0);
      return;
    }
    (freqs[reel] as number[]).forEach((p, s) => {
      if (p === 0) return;
      symbols[reel] = s;
      walk(reel + 1, probability * p);
    });
  };
  walk(0, 1);
  return expected;
}

/** Distribution of how many accepted symbols one reel's window of `rows` shows. */
export function windowCountDistribution(
  strip: ReelStrip,
  rows: number,
  accepts: (symbol: Sym) => boolean,
): number[] {
  const dist = new Array<number>(rows + 1).fill(0);
  for (let stop = 0; stop < strip.length; stop++) {
    let k = 0;
    for (let row = 0; row < rows; row++)
      if (accepts(strip[(stop + row) % strip.length] as Sym)) k++;
    dist[k] = (dist[k] as number) + 1 / strip.length;
  }
  return dist;
}

/** The distribution of a sum of independent counts. */
export function convolve(dists: readonly (readonly number[])[]): number[] {
  let total = [1];
  for (const dist of dists) {
    const next = new Array<number>(total.length + dist.length - 1).fill(0);
    total.forEach((a, i) =>
      dist.forEach((b, j) => (next[i + j] = (next[i + j] as number) + a * b)),
    );
    total = next;
  }
  return total;
}

/** The distribution of the number of accepted symbols in the whole window. */
export function gridCountDistribution(
  strips: readonly ReelStrip[],
  rows: number,
  accepts: (symbol: Sym) => boolean,
): number[] {
  return convolve(strips.map((strip) => windowCountDistribution(strip, rows, accepts)));
}
