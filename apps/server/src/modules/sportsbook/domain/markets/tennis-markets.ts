/**
 * Tennis markets, settled from the games of every set played ([[6,4],[3,6],[7,6]]; a
 * tie-break set counts 7–6, i.e. 13 games). A retirement is settled by the operator as
 * bet_cancel (void), not here.
 */
import { lineOf, settleOverLine } from '../lines';
import type { LegResult, TennisMarketType } from '../types';

export type SetScores = ReadonlyArray<readonly [number, number]>;

export interface TennisSummary {
  setsHome: number;
  setsAway: number;
  totalGames: number;
}

export function summariseSets(sets: SetScores): TennisSummary {
  let setsHome = 0;
  let setsAway = 0;
  let totalGames = 0;
  for (const [h, a] of sets) {
    if (h > a) setsHome++;
    else setsAway++;
    totalGames += h + a;
  }
  return { setsHome, setsAway, totalGames };
}

export function tennisOutcomeIds(type: TennisMarketType, bestOf: 3 | 5): string[] {
  switch (type) {
    case 'match_winner':
      return ['home', 'away'];
    case 'total_games':
      return ['over', 'under'];
    case 'set_betting': {
      const toWin = (bestOf + 1) / 2;
      const ids: string[] = [];
      for (let lost = 0; lost < toWin; lost++) ids.push(`${toWin}:${lost}`);
      for (let lost = toWin - 1; lost >= 0; lost--) ids.push(`${lost}:${toWin}`);
      return ids;
    }
  }
}

export function settleTennisOutcome(
  type: TennisMarketType,
  specifier: string,
  outcomeId: string,
  summary: TennisSummary,
): LegResult {
  const { setsHome, setsAway, totalGames } = summary;
  switch (type) {
    case 'match_winner':
      if (outcomeId === 'home' || outcomeId === 'away') {
        return setsHome > setsAway === (outcomeId === 'home') ? 'win' : 'loss';
      }
      break;
    case 'set_betting':
      if (/^\d:\d$/.test(outcomeId)) {
        return outcomeId === `${setsHome}:${setsAway}` ? 'win' : 'loss';
      }
      break;
    case 'total_games': {
      const line = lineOf(specifier, 'total');
      if (outcomeId === 'over') return settleOverLine(totalGames, line);
      if (outcomeId === 'under') return settleOverLine(-totalGames, -line);
      break;
    }
  }
  throw new Error(`unknown outcome ${outcomeId} of ${type}`);
}
