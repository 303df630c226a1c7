/**
 * Basketball model: the final margin (home − away) and the final total are independent
 * normal variables (Stern 1991: NBA margins are close to normal, σ ≈ 12; totals σ ≈ 18). In
 * play, what is left of the game keeps the same per-minute mean and variance: with a share f
 * of the time left, the rest adds N(μ·f, σ²·f) to the current margin and total. Integer scores
 * come from the normal with a continuity correction over ±5σ, on cells where the margin and
 * total have the same parity (home and away are then whole). A tie at the end goes to
 * overtime: its weight is split between a one-point win either way.
 */
import type { Score } from '../types';
import type { Weighted } from './price-market';

export interface BasketballLine {
  /** Expected final home − away margin and total points over the whole game. */
  margin: number;
  total: number;
  marginSd: number;
  totalSd: number;
}

export interface BasketballState {
  /** Share of the regulation time already played, 0..1. */
  elapsed: number;
  score: Score;
}

export function finalBasketballDistribution(
  line: BasketballLine,
  state: BasketballState,
): Array<Weighted<Score>> {
  const left = Math.max(0, 1 - state.elapsed);
  const margins = integerNormal(line.margin * left, line.marginSd * Math.sqrt(left));
  const totals = integerNormal(line.total * left, line.totalSd * Math.sqrt(left));
  const { home, away } = state.score;
  const cells = new Map<string, Weighted<Score>>();
  const add = (p: number, h: number, a: number): void => {
    const key = `${h}:${a}`;
    const cell = cells.get(key);
    if (cell) cell.p += p;
    else cells.set(key, { p, result: { home: h, away: a } });
  };
  let mass = 0;
  for (const [dm, pm] of margins) {
    for (const [dt, pt] of totals) {
      const m = home - away + dm;
      const t = home + away + dt;
      if (((m + t) & 1) !== 0) continue;
      const h = (t + m) / 2;
      const a = (t - m) / 2;
      if (h < home || a < away) continue; // scores never go down
      const p = pm * pt;
      mass += p;
      if (m === 0) {
        add(p / 2, h + 1, a);
        add(p / 2, h, a + 1);
      } else add(p, h, a);
    }
  }
  return [...cells.values()].map((c) => ({ p: c.p / mass, result: c.result }));
}

/** P(k) for integer k of N(mean, sd), continuity-corrected; a point mass when sd is 0. */
function integerNormal(mean: number, sd: number): Array<[number, number]> {
  if (sd < 1e-9) return [[Math.round(mean), 1]];
  const out: Array<[number, number]> = [];
  const lo = Math.floor(mean - 5 * sd);
  const hi = Math.ceil(mean + 5 * sd);
  for (let k = lo; k <= hi; k++) {
    out.push([k, normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd)]);
  }
  return out;
}

/** Φ(x) by the Abramowitz–Stegun 7.1.26 erf approximation (|error| < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
