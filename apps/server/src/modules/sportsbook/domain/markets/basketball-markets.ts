/**
 * Basketball markets, settled on the final score including overtime (so no draws).
 * `spread` carries the home team's handicap (`hcp=-5.5`), `points_total` a line (`total=210.5`).
 */
import { lineOf, settleOverLine } from '../lines';
import type { BasketballMarketType, LegResult, Score } from '../types';

export function basketballOutcomeIds(type: BasketballMarketType): string[] {
  return type === 'points_total' ? ['over', 'under'] : ['home', 'away'];
}

export function settleBasketballOutcome(
  type: BasketballMarketType,
  specifier: string,
  outcomeId: string,
  score: Score,
): LegResult {
  const { home, away } = score;
  switch (type) {
    case 'moneyline':
      if (outcomeId === 'home') return settleOverLine(home - away, 0);
      if (outcomeId === 'away') return settleOverLine(away - home, 0);
      break;
    case 'spread': {
      const hcp = lineOf(specifier, 'hcp');
      if (outcomeId === 'home') return settleOverLine(home - away, -hcp);
      if (outcomeId === 'away') return settleOverLine(away - home, hcp);
      break;
    }
    case 'points_total': {
      const line = lineOf(specifier, 'total');
      if (outcomeId === 'over') return settleOverLine(home + away, line);
      if (outcomeId === 'under') return settleOverLine(-(home + away), -line);
      break;
    }
  }
  throw new Error(`unknown outcome ${outcomeId} of ${type}`);
}
