/** Tennis markets (match winner, set betting, total games) priced from the Markov model. */
import { settleTennisOutcome, tennisOutcomeIds } from '../markets/tennis-markets';
import type { Market, TennisMarketType } from '../types';
import { fairProbabilities, priceMarket } from './price-market';
import { type ServeStrengths, type TennisState, finalTennisDistribution } from './tennis-model';

/** Total-games lines offered, around the usual match length of each format. */
export const TOTAL_GAMES_LINES: Record<3 | 5, number[]> = {
  3: [20.5, 22.5, 24.5],
  5: [34.5, 38.5, 42.5],
};

export function tennisMarketCatalogue(
  bestOf: 3 | 5,
): Array<{ type: TennisMarketType; specifier: string }> {
  return [
    { type: 'match_winner', specifier: '' },
    { type: 'set_betting', specifier: '' },
    ...TOTAL_GAMES_LINES[bestOf].map((l) => ({
      type: 'total_games' as const,
      specifier: `total=${l}`,
    })),
  ];
}

export function priceTennis(options: {
  serve: ServeStrengths;
  state: TennisState;
  margin: number;
}): Market[] {
  const { serve, state, margin } = options;
  const distribution = finalTennisDistribution(serve, state);
  return tennisMarketCatalogue(state.bestOf).map(({ type, specifier }) => {
    const outcomeIds = tennisOutcomeIds(type, state.bestOf);
    const fair = fairProbabilities(outcomeIds, distribution, (id, summary) =>
      settleTennisOutcome(type, specifier, id, summary),
    );
    return priceMarket({ type, specifier, outcomeIds }, fair, margin);
  });
}
