/** Basketball markets (moneyline, spreads, totals) priced from the normal model. */
import { basketballOutcomeIds, settleBasketballOutcome } from '../markets/basketball-markets';
import type { BasketballMarketType, Market } from '../types';
import {
  type BasketballLine,
  type BasketballState,
  finalBasketballDistribution,
} from './basketball-model';
import { fairProbabilities, priceMarket } from './price-market';

/** The nearest half point, so the main lines never push. */
const halfPoint = (x: number): number => Math.floor(x) + 0.5;

/** Main spread and total from the pre-match line, and two alternatives each side, 3 points apart. */
export function basketballMarketCatalogue(
  line: BasketballLine,
): Array<{ type: BasketballMarketType; specifier: string }> {
  const mainHcp = halfPoint(-line.margin);
  const mainTotal = halfPoint(line.total);
  const steps = [-3, 0, 3];
  return [
    { type: 'moneyline', specifier: '' },
    ...steps.map((d) => ({ type: 'spread' as const, specifier: `hcp=${mainHcp + d}` })),
    ...steps.map((d) => ({ type: 'points_total' as const, specifier: `total=${mainTotal + d}` })),
  ];
}

export function priceBasketball(options: {
  line: BasketballLine;
  state: BasketballState;
  margin: number;
}): Market[] {
  const distribution = finalBasketballDistribution(options.line, options.state);
  return basketballMarketCatalogue(options.line).map(({ type, specifier }) => {
    const outcomeIds = basketballOutcomeIds(type);
    const fair = fairProbabilities(outcomeIds, distribution, (id, score) =>
      settleBasketballOutcome(type, specifier, id, score),
    );
    return priceMarket({ type, specifier, outcomeIds }, fair, options.margin);
  });
}
