/**
 * Tuning helper for Sakura Tumble (no closed form: tumbles): measures, at PAY_SCALE as set,
 *   b = base-game return without free spins, P = chance a paid spin starts free spins,
 *   F = the free spins' value in bets (from bonus buys),
 * and prints the PAY_SCALE that makes b + P·F hit the target, and the bonus buy's RTP then.
 * P uses a control variate: scrolls on the first drop (Binomial(49, p), exact) plus the rarer
 * "completed by tumbles" part, measured. RTP is linear in the pays (the cap aside), ADR 029.
 *
 *   npx tsx apps/provider/scripts/tune-sakura.ts [spins=1000000] [buys=100000] [seed=1] [target=0.962]
 */
import { createSimRng } from '#provider/rng/xoshiro128';
import { summarise, simulateSlot } from '#provider/sim/simulate';
import { sakuraTumble, SAKURA_BASE, spinSakura } from '#provider/games/sakura-tumble/index';
import {
  BASE_WEIGHTS,
  BONUS_BUY_PRICE_X,
  PAY_SCALE,
  SCROLL,
  SIZE,
  TRIGGER_SCROLLS,
} from '#provider/games/sakura-tumble/config';

const [spins = 1_000_000, buys = 100_000, seed = 1, target = 0.962] = process.argv
  .slice(2)
  .map(Number);
const rng = createSimRng(seed);

const p = (BASE_WEIGHTS[SCROLL] as number) / BASE_WEIGHTS.reduce((a, b) => a + b, 0);
const cells = SIZE * SIZE;
let firstDrop = 1;
for (let k = 0; k < TRIGGER_SCROLLS; k++) {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (cells - i)) / (i + 1);
  firstDrop -= c * p ** k * (1 - p) ** (cells - k);
}

let sum = 0;
let sumSquares = 0;
let byTumbles = 0;
for (let i = 0; i < spins; i++) {
  const outcome = spinSakura(rng, 1000n, SAKURA_BASE);
  const r = outcome.totalWinMilli / 1000;
  sum += r;
  sumSquares += r * r;
  const firstScrolls = outcome.grid.flat().filter((s) => s === SCROLL).length;
  if (outcome.nextState.mode === 'freeSpins' && firstScrolls < TRIGGER_SCROLLS) byTumbles++;
}
const b = sum / spins;
const bError = Math.sqrt(sumSquares / spins - b * b) / Math.sqrt(spins);
const tumbleShare = byTumbles / spins;
const P = firstDrop + tumbleShare;
const pError = Math.sqrt((tumbleShare * (1 - tumbleShare)) / spins);
const bought = summarise(simulateSlot(sakuraTumble, rng, { rounds: buys, mode: 'bonusBuy' }));
const F = bought.rtp * BONUS_BUY_PRICE_X;
const fError = (bought.stdDev * BONUS_BUY_PRICE_X) / Math.sqrt(buys);
const rtp = b + P * F;
const rtpError = Math.sqrt(bError ** 2 + (F * pError) ** 2 + (P * fError) ** 2);
const scale = (PAY_SCALE * target) / rtp;
console.log({
  payScale: PAY_SCALE,
  base: b,
  baseError: bError,
  trigger: P,
  triggerFirstDrop: firstDrop,
  triggerError: pError,
  featureValue: F,
  featureError: fError,
  rtp,
  rtpError,
  suggestedPayScale: scale,
  buyRtpAtSuggested: (F * (scale / PAY_SCALE)) / BONUS_BUY_PRICE_X,
});
