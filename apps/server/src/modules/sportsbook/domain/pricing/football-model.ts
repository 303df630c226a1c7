/**
 * Football model: home and away goals are independent Poisson variables (Maher 1982; the
 * bookmakers' baseline). Pre-match means come from team strengths; in play the goals still
 * to come are Poisson with the means scaled by the share of the 90 minutes left, added to the
 * current score. Goals are counted to 10 per side beyond the current score (the tail beyond
 * is below 1e-6 for means up to 3.5 and is folded into the last cell).
 */
import type { Score } from '../types';
import type { Weighted } from './price-market';

export interface TeamStrengths {
  /** Attack and defence multipliers around 1 (1.2 = 20 % better than an average team). */
  homeAttack: number;
  homeDefence: number;
  awayAttack: number;
  awayDefence: number;
}

/** League averages: goals per team per 90 minutes at home and away, home advantage included. */
export const LEAGUE_HOME_GOALS = 1.5;
export const LEAGUE_AWAY_GOALS = 1.15;
export const MATCH_MINUTES = 90;
const MAX_EXTRA_GOALS = 10;

/** Expected goals over 90 minutes; a defence above 1 concedes less. */
export function expectedGoals(s: TeamStrengths): { home: number; away: number } {
  return {
    home: (LEAGUE_HOME_GOALS * s.homeAttack) / s.awayDefence,
    away: (LEAGUE_AWAY_GOALS * s.awayAttack) / s.homeDefence,
  };
}

export interface FootballState {
  minute: number;
  score: Score;
}

export const KICK_OFF: FootballState = { minute: 0, score: { home: 0, away: 0 } };

/** The distribution of final scores from a state (minute 90 or later: the score is final). */
export function finalScoreDistribution(
  goals: { home: number; away: number },
  state: FootballState,
): Array<Weighted<Score>> {
  const left = Math.max(0, MATCH_MINUTES - state.minute) / MATCH_MINUTES;
  const home = poisson(goals.home * left);
  const away = poisson(goals.away * left);
  const out: Array<Weighted<Score>> = [];
  home.forEach((ph, h) =>
    away.forEach((pa, a) => {
      const p = ph * pa;
      if (p > 0) {
        out.push({ p, result: { home: state.score.home + h, away: state.score.away + a } });
      }
    }),
  );
  return out;
}

/** P(0..MAX) of a Poisson(mean), the tail folded into the last cell so it sums to 1. */
function poisson(mean: number): number[] {
  if (mean <= 0) return [1];
  const ps: number[] = [];
  let p = Math.exp(-mean);
  let total = 0;
  for (let k = 0; k < MAX_EXTRA_GOALS; k++) {
    ps.push(p);
    total += p;
    p = (p * mean) / (k + 1);
  }
  ps.push(Math.max(0, 1 - total));
  return ps;
}
