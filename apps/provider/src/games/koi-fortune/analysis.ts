import { expectedLinePay, gridCountDistribution } from '#provider/slots/analysis';
import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS_AWARD,
  LINES,
  ROWS,
  RULES,
  SCATTER,
  SCATTER_PAYS,
  STRIPS,
  SYMBOLS,
} from './config';

/**
 * Koi Fortune's exact RTP (ignoring the 5,000× cap, far beyond anything that moves the figure):
 * every spin, base or free, uses the same strips, so a spin is worth x = lines + scatters in
 * bets; free spins pay 3x each, and each free spin adds Σ awarded(k)·P(k) more in expectation,
 * so a trigger awarding n plays n / (1 − m) spins on average.
 */
export function analyseKoi() {
  const lineRtp = expectedLinePay(STRIPS, RULES, SYMBOLS.length) * (LINES.length / LINES.length);
  const scatterDist = gridCountDistribution(STRIPS, ROWS, (s) => s === SCATTER);
  const scatterRtp = scatterDist.reduce(
    (sum, p, k) => sum + p * (SCATTER_PAYS[Math.min(k, 5)] ?? 0),
    0,
  );
  const triggerProbability = scatterDist.reduce(
    (sum, p, k) => sum + ((FREE_SPINS_AWARD[Math.min(k, 5)] ?? 0) > 0 ? p : 0),
    0,
  );
  const spinsPerSpin = scatterDist.reduce(
    (sum, p, k) => sum + p * (FREE_SPINS_AWARD[Math.min(k, 5)] ?? 0),
    0,
  );
  const perSpin = lineRtp + scatterRtp;
  const freeSpinsPerPaidSpin = spinsPerSpin / (1 - spinsPerSpin);
  const freeSpinsRtp = freeSpinsPerPaidSpin * FREE_SPIN_MULTIPLIER * perSpin;
  return {
    rtp: perSpin + freeSpinsRtp,
    lineRtp,
    scatterRtp,
    freeSpinsRtp,
    triggerProbability,
    freeSpinsPerPaidSpin,
  };
}
