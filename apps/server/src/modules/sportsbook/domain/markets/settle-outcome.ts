/**
 * One entry point: an outcome's result from the final result of its event, whatever the sport.
 */
import type { LegResult, MarketType, Score } from '../types';
import { settleBasketballOutcome } from './basketball-markets';
import { settleFootballOutcome } from './football-markets';
import { type SetScores, settleTennisOutcome, summariseSets } from './tennis-markets';

export type FinalResult =
  | { sportId: 'football'; score: Score }
  | { sportId: 'basketball'; score: Score }
  | { sportId: 'tennis'; sets: SetScores };

export function settleOutcome(
  market: { type: MarketType; specifier: string },
  outcomeId: string,
  result: FinalResult,
): LegResult {
  const { type, specifier } = market;
  switch (result.sportId) {
    case 'football':
      if (isFootball(type)) return settleFootballOutcome(type, specifier, outcomeId, result.score);
      break;
    case 'basketball':
      if (type === 'moneyline' || type === 'spread' || type === 'points_total') {
        return settleBasketballOutcome(type, specifier, outcomeId, result.score);
      }
      break;
    case 'tennis':
      if (type === 'match_winner' || type === 'set_betting' || type === 'total_games') {
        return settleTennisOutcome(type, specifier, outcomeId, summariseSets(result.sets));
      }
      break;
  }
  throw new Error(`market ${type} does not belong to ${result.sportId}`);
}

function isFootball(type: MarketType): type is Parameters<typeof settleFootballOutcome>[0] {
  return ['1x2', 'double_chance', 'total', 'btts', 'asian_handicap', 'correct_score'].includes(
    type,
  );
}
