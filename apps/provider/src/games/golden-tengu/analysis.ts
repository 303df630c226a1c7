import { expectedLinePay, gridCountDistribution } from '#provider/slots/analysis';
import { MILLI } from '#provider/slots/grid';
import {
  CELLS,
  COIN,
  COIN_CHANCE_PER_MILLE,
  COIN_VALUES,
  GRAND_MILLI,
  RESPINS,
  ROWS,
  RULES,
  STRIPS,
  SYMBOLS,
  TRIGGER_COINS,
} from './config';

/**
 * Golden Tengu's exact RTP (the 5,000× cap ignored): lines by enumeration; the trigger from the
 * coin count's distribution; the respins as a Markov chain on (coins, respins left), where each
 * of the 15 − n empty cells fills with chance q, so the final count's expectation and the chance
 * of a full grid follow by dynamic programming. Coin values are independent of all that, so the
 * feature pays E[final coins] × E[coin] + P(full) × grand.
 */
export function analyseTengu() {
  const lineRtp = expectedLinePay(STRIPS, RULES, SYMBOLS.length);
  const coins = gridCountDistribution(STRIPS, ROWS, (s) => s === COIN);
  const q = COIN_CHANCE_PER_MILLE / 1000;
  const totalWeight = COIN_VALUES.reduce((sum, entry) => sum + entry.weight, 0);
  const meanCoin =
    COIN_VALUES.reduce((sum, e) => sum + e.weight * e.value.milli, 0) / totalWeight / MILLI;
  const chain = respinChain(q);
  let featureRtp = 0;
  let trigger = 0;
  let fullProbability = 0;
  coins.forEach((p, n) => {
    if (n < TRIGGER_COINS) return;
    const { expectedCoins, full } = chain(n, RESPINS);
    trigger += p;
    fullProbability += p * full;
    featureRtp += p * (expectedCoins * meanCoin + full * (GRAND_MILLI / MILLI));
  });
  return {
    rtp: lineRtp + featureRtp,
    lineRtp,
    featureRtp,
    triggerProbability: trigger,
    grandPerPaidSpin: fullProbability,
    meanCoin,
  };
}

function binomial(n: number, k: number, p: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c * p ** k * (1 - p) ** (n - k);
}

/** E[final coins] and P(full) from n coins with r respins left. */
function respinChain(q: number) {
  const memo = new Map<string, { expectedCoins: number; full: number }>();
  const solve = (n: number, r: number): { expectedCoins: number; full: number } => {
    if (n === CELLS) return { expectedCoins: n, full: 1 };
    if (r === 0) return { expectedCoins: n, full: 0 };
    const key = `${n}:${r}`;
    const known = memo.get(key);
    if (known) return known;
    const empty = CELLS - n;
    const none = solve(n, r - 1);
    let expectedCoins = binomial(empty, 0, q) * none.expectedCoins;
    let full = binomial(empty, 0, q) * none.full;
    for (let k = 1; k <= empty; k++) {
      const p = binomial(empty, k, q);
      const next = solve(n + k, RESPINS);
      expectedCoins += p * next.expectedCoins;
      full += p * next.full;
    }
    const result = { expectedCoins, full };
    memo.set(key, result);
    return result;
  };
  return solve;
}
